package org.touchmove.firmware.simulation;

import java.util.Locale;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Game;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.Termination;

/**
 * How a replayed PGN game ends on the board where its moves alone do not end it (docs/simulated-board.md, replay):
 * from its Result and Termination tags, through the paths a real board uses: the arbiter's {@code declare-result}
 * (resignation, agreement, a claim, a ruling) or the flag of the side to move falling on the board's clock.
 */
sealed interface PgnEnding {

    /** The game is unfinished ({@code *}): it stays open on the board. */
    record Open() implements PgnEnding {
    }

    /** The arbiter declares the result (docs/commands.md, declare-result). */
    record Declared(Result result, Termination termination) implements PgnEnding {
    }

    /** Art. 6.9: the loser's flag falls on the board's clock (the board rules the result itself). */
    record Flag(Color loser) implements PgnEnding {
    }

    /**
     * The ending of {@code pgn} after {@code played} (its moves as the Laws let them stand); {@code timed}: whether
     * the board runs a clock that can flag.
     */
    static PgnEnding of(PgnGame pgn, Game played, boolean timed) {
        Result result = pgn.result();
        String tag = pgn.tag("Termination").orElse("").toLowerCase(Locale.ROOT);
        if (result == Result.UNDECIDED) {
            return new Open();
        }
        if (result == Result.DRAW) {
            return new Declared(Result.DRAW, drawTermination(tag, played));
        }
        Color loser = result == Result.WHITE_WINS ? Color.BLACK : Color.WHITE;
        if (tag.contains("time")) {
            // Art. 6.9: the flag of the side to move falls; a loser not on move cannot have lost on time on a board.
            return timed && played.position().sideToMove() == loser ? new Flag(loser)
                    : new Declared(result, Termination.TIME_FORFEIT);
        }
        if (tag.contains("infraction")) {
            return new Declared(result, Termination.ILLEGAL_MOVES); // Art. 7.5.5
        }
        if (tag.contains("abandon") || tag.contains("adjudicat") || tag.contains("emergency")) {
            return new Declared(result, Termination.ARBITER);
        }
        return new Declared(result, Termination.RESIGNATION); // Art. 5.1.2: "normal", "won by resignation", none
    }

    private static Termination drawTermination(String tag, Game played) {
        if (tag.contains("time")) {
            return Termination.TIME_FORFEIT_DRAW; // Art. 6.9: the flag fell, the opponent cannot checkmate
        }
        if (tag.contains("insufficient") || tag.contains("dead")) {
            return Termination.DEAD_POSITION; // Art. 5.2.2
        }
        if (tag.contains("repetition") || !tag.contains("agreement") && played.canClaimThreefold()) {
            return Termination.THREEFOLD_REPETITION; // Art. 9.2
        }
        if (tag.contains("50") || tag.contains("fifty") || !tag.contains("agreement") && played.canClaimFifty()) {
            return Termination.FIFTY_MOVES; // Art. 9.3
        }
        return Termination.AGREEMENT; // Art. 9.1
    }
}
