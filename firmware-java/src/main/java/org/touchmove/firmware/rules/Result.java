package org.touchmove.firmware.rules;

/** Game result with its PGN token. */
public enum Result {
    WHITE_WINS("1-0"),
    BLACK_WINS("0-1"),
    DRAW("1/2-1/2"),
    /** Game still in progress, or result unknown. */
    UNDECIDED("*");

    private final String pgn;

    Result(String pgn) {
        this.pgn = pgn;
    }

    public String pgn() {
        return pgn;
    }

    public static Result win(Color winner) {
        return winner == Color.WHITE ? WHITE_WINS : BLACK_WINS;
    }

    /** Parses "1-0", "0-1", "1/2-1/2" or "*". */
    public static Result fromPgn(String token) {
        for (Result r : values()) {
            if (r.pgn.equals(token)) {
                return r;
            }
        }
        throw new IllegalArgumentException("not a PGN result: '" + token + "' (expected 1-0, 0-1, 1/2-1/2 or *)");
    }
}
