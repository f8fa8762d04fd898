package org.touchmove.firmware.command;

import java.util.EnumSet;
import java.util.Set;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.Termination;

/**
 * Which terminations an arbiter declares (declare-result), and which results go with each. Endings the board reads
 * off the moves alone (checkmate, stalemate, fivefold repetition, the 75-move rule) are never declared: where the
 * board got them wrong, the arbiter corrects the moves (choose-move, reinstate) instead.
 */
public final class ResultDeclaration {

    private static final Set<Result> DECISIVE = EnumSet.of(Result.WHITE_WINS, Result.BLACK_WINS);
    private static final Set<Result> DRAW = EnumSet.of(Result.DRAW);
    private static final Set<Result> ANY = EnumSet.of(Result.WHITE_WINS, Result.BLACK_WINS, Result.DRAW);

    private ResultDeclaration() {
    }

    /** The results an arbiter may declare with {@code termination}; empty where the board alone decides it. */
    public static Set<Result> results(Termination termination) {
        return switch (termination) {
            // Art. 5.1.1, 5.2.1, 9.6.1, 9.6.2: these follow from the moves; the board detects them itself.
            case CHECKMATE, STALEMATE, FIVEFOLD_REPETITION, SEVENTY_FIVE_MOVES -> Set.of();
            // Art. 5.1.2: resignation; Art. 6.9: the flag fell and the opponent can checkmate.
            case RESIGNATION, TIME_FORFEIT -> DECISIVE;
            // Art. 9.1 (agreement), 9.2 and 9.3 (claims), 6.9 (flag without mating material), and Art. 5.2.2:
            // the board sees a dead position by material only; a locked pawn chain is the arbiter's call.
            case AGREEMENT, THREEFOLD_REPETITION, FIFTY_MOVES, TIME_FORFEIT_DRAW, DEAD_POSITION -> DRAW;
            // Art. 7.5.5: the second illegal move loses, unless the opponent cannot checkmate (then a draw);
            // an arbiter's own ruling (Art. 12.9) may be any result.
            case ILLEGAL_MOVES, ARBITER -> ANY;
        };
    }

    /** True when an arbiter can declare {@code termination} at all. */
    public static boolean declarable(Termination termination) {
        return !results(termination).isEmpty();
    }
}
