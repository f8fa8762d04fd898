package org.touchmove.firmware.dgt;

import org.touchmove.firmware.rules.Result;
import org.touchmove.hal.dgt.wire.DgtPiece;

/** The end of a game as a DGT host can be told it: the "magic piece" of each result. */
public enum DgtResult {
    WHITE_WINS(DgtPiece.RESULT_WHITE_WINS),
    BLACK_WINS(DgtPiece.RESULT_BLACK_WINS),
    DRAW(DgtPiece.RESULT_DRAW);

    private final DgtPiece magicPiece;

    DgtResult(DgtPiece magicPiece) {
        this.magicPiece = magicPiece;
    }

    public DgtPiece magicPiece() {
        return magicPiece;
    }

    /** The magic piece of a game's result; a game without one has none to show. */
    public static DgtResult of(Result result) {
        return switch (result) {
            case WHITE_WINS -> WHITE_WINS;
            case BLACK_WINS -> BLACK_WINS;
            case DRAW -> DRAW;
            case UNDECIDED -> throw new IllegalArgumentException("an undecided game has no result to show");
        };
    }
}
