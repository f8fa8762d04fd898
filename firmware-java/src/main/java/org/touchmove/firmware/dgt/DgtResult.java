package org.touchmove.firmware.dgt;

import org.touchmove.hal.dgt.wire.DgtPiece;

/** The end of a game as a DGT host can be told it: the "magic piece" of each result. */
public enum DgtResult {
    WHITE_WINS("1-0", DgtPiece.RESULT_WHITE_WINS),
    BLACK_WINS("0-1", DgtPiece.RESULT_BLACK_WINS),
    DRAW("1/2-1/2", DgtPiece.RESULT_DRAW);

    private final String pgn;
    private final DgtPiece magicPiece;

    DgtResult(String pgn, DgtPiece magicPiece) {
        this.pgn = pgn;
        this.magicPiece = magicPiece;
    }

    public String pgn() {
        return pgn;
    }

    public DgtPiece magicPiece() {
        return magicPiece;
    }

    /** Parses a PGN result ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2}). */
    public static DgtResult fromPgn(String result) {
        for (DgtResult r : values()) {
            if (r.pgn.equals(result)) {
                return r;
            }
        }
        throw new IllegalArgumentException("not a game result: '" + result + "' (expected 1-0, 0-1 or 1/2-1/2)");
    }
}
