package org.touchmove.firmware.rules;

/** The six kinds of chessmen (Art. 2.2); ordinal order is used by the rules core. */
public enum PieceType {
    PAWN('p'),
    KNIGHT('n'),
    BISHOP('b'),
    ROOK('r'),
    QUEEN('q'),
    KING('k');

    private static final PieceType[] VALUES = values();

    private final char fenChar;

    PieceType(char fenChar) {
        this.fenChar = fenChar;
    }

    /** Lower-case FEN letter: p n b r q k. */
    public char fenChar() {
        return fenChar;
    }

    /** Upper-case SAN letter (empty for the pawn is the caller's business): P N B R Q K. */
    public char sanLetter() {
        return Character.toUpperCase(fenChar);
    }

    /** Parses a piece letter of either case, e.g. 'q' or 'Q'. */
    public static PieceType fromChar(char c) {
        char lower = Character.toLowerCase(c);
        for (PieceType t : VALUES) {
            if (t.fenChar == lower) {
                return t;
            }
        }
        throw new IllegalArgumentException("not a piece letter: '" + c + "' (expected one of pnbrqk)");
    }

    static PieceType ofOrdinal(int ordinal) {
        return VALUES[ordinal];
    }
}
