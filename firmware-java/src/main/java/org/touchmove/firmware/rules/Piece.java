package org.touchmove.firmware.rules;

import java.util.Objects;

/** A chessman of one colour; FEN letters are upper case for White, lower case for Black. */
public record Piece(Color color, PieceType type) {

    private static final Piece[] ALL = new Piece[12];

    static {
        for (Color c : Color.values()) {
            for (PieceType t : PieceType.values()) {
                ALL[c.ordinal() * 6 + t.ordinal()] = new Piece(c, t);
            }
        }
    }

    public Piece {
        Objects.requireNonNull(color, "color");
        Objects.requireNonNull(type, "type");
    }

    /** The shared instance for this colour and type. */
    public static Piece of(Color color, PieceType type) {
        return ALL[color.ordinal() * 6 + type.ordinal()];
    }

    /** FEN letter, e.g. 'K' for the white king, 'p' for a black pawn. */
    public char fenChar() {
        return color == Color.WHITE ? Character.toUpperCase(type.fenChar()) : type.fenChar();
    }

    /** Parses a FEN piece letter (KQRBNP white, kqrbnp black). */
    public static Piece fromFenChar(char c) {
        PieceType t = PieceType.fromChar(c);
        return of(Character.isUpperCase(c) ? Color.WHITE : Color.BLACK, t);
    }

    /** Index 0..11 used inside the rules core: colour * 6 + type. */
    int code() {
        return color.ordinal() * 6 + type.ordinal();
    }

    static Piece ofCode(int code) {
        return ALL[code];
    }
}
