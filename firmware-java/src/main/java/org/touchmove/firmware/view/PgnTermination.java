package org.touchmove.firmware.view;

/**
 * Our termination wire names (docs/events.md, {@code result}) as the PGN standard's Termination tag values (PGN
 * 9.8.1): the tag says how the game ended in general terms; the event keeps the precise reason.
 */
final class PgnTermination {

    private PgnTermination() {
    }

    /** The PGN value, or null for none (a game in progress, or a termination this mapping does not know). */
    static String of(String termination) {
        if (termination == null) {
            return null;
        }
        return switch (termination) {
            // Art. 5 and 9.6: the game ended by the rules of play or by the players.
            case "checkmate", "stalemate", "dead-position", "fivefold-repetition", "seventy-five-moves",
                    "threefold-repetition", "fifty-moves", "agreement", "resignation" -> "normal";
            // Art. 6.9.
            case "time-forfeit", "time-forfeit-draw" -> "time forfeit";
            // Art. 7.5.5: the second completed illegal move.
            case "illegal-moves" -> "rules infraction";
            case "arbiter" -> "adjudication";
            // A termination added after this mapping: no tag rather than a guess.
            default -> null;
        };
    }
}
