package org.touchmove.firmware.pgn;

import org.touchmove.firmware.rules.Termination;

/**
 * Our terminations (docs/events.md, {@code result}) as the PGN standard's Termination tag values (PGN 9.8.1): the tag
 * says how the game ended in general terms; the event keeps the precise reason
 * (and the scoresheet's TerminationDetail tag). Used by every PGN this firmware writes.
 */
public final class PgnTermination {

    private PgnTermination() {
    }

    /** The PGN value, or null for none (a game in progress). */
    public static String of(Termination termination) {
        if (termination == null) {
            return null;
        }
        return switch (termination) {
            // Art. 5 and 9.6: the game ended by the rules of play or by the players.
            case CHECKMATE, STALEMATE, DEAD_POSITION, FIVEFOLD_REPETITION, SEVENTY_FIVE_MOVES, THREEFOLD_REPETITION,
                    FIFTY_MOVES, AGREEMENT, RESIGNATION -> "normal";
            // Art. 6.9.
            case TIME_FORFEIT, TIME_FORFEIT_DRAW -> "time forfeit";
            // Art. 7.5.5: the second completed illegal move.
            case ILLEGAL_MOVES -> "rules infraction";
            case ARBITER -> "adjudication";
        };
    }
}
