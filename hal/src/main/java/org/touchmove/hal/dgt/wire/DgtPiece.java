package org.touchmove.hal.dgt.wire;

/**
 * The piece codes of the DGT board protocol. Note the order R N B K Q, not the usual one. Codes
 * 13-15 are the "magic pieces" that signal a result (header 2014/15).
 */
public enum DgtPiece {
    EMPTY(0x00, '.'),
    WHITE_PAWN(0x01, 'P'),
    WHITE_ROOK(0x02, 'R'),
    WHITE_KNIGHT(0x03, 'N'),
    WHITE_BISHOP(0x04, 'B'),
    WHITE_KING(0x05, 'K'),
    WHITE_QUEEN(0x06, 'Q'),
    BLACK_PAWN(0x07, 'p'),
    BLACK_ROOK(0x08, 'r'),
    BLACK_KNIGHT(0x09, 'n'),
    BLACK_BISHOP(0x0A, 'b'),
    BLACK_KING(0x0B, 'k'),
    BLACK_QUEEN(0x0C, 'q'),
    /** Magic piece: the game is drawn. */
    RESULT_DRAW(0x0D, '='),
    /** Magic piece: White won. */
    RESULT_WHITE_WINS(0x0E, '+'),
    /** Magic piece: Black won. */
    RESULT_BLACK_WINS(0x0F, '-');

    private static final DgtPiece[] BY_CODE = new DgtPiece[16];

    static {
        for (DgtPiece p : values()) {
            BY_CODE[p.code] = p;
        }
    }

    private final int code;
    private final char fenChar;

    DgtPiece(int code, char fenChar) {
        this.code = code;
        this.fenChar = fenChar;
    }

    public int code() {
        return code;
    }

    /** The FEN letter of a chessman, '.' for empty; the magic pieces have none ('=', '+', '-'). */
    public char fenChar() {
        return fenChar;
    }

    public boolean isChessman() {
        return code >= 0x01 && code <= 0x0C;
    }

    public static DgtPiece ofCode(int code) {
        if (code < 0 || code > 15) {
            throw new IllegalArgumentException("DGT piece code out of range 0..15: " + code);
        }
        return BY_CODE[code];
    }

    /** The chessman with this FEN letter ({@code PNBRQKpnbrqk}) or EMPTY for '.'. */
    public static DgtPiece ofFenChar(char c) {
        for (DgtPiece p : values()) {
            if (p.fenChar == c && (p.isChessman() || p == EMPTY)) {
                return p;
            }
        }
        throw new IllegalArgumentException("not a piece letter: '" + c + "' (expected one of PNBRQKpnbrqk or '.')");
    }
}
