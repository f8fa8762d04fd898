package org.touchmove.firmware.rules;

/**
 * A move as from/to squares plus the promotion piece (null when none). Castling is the king's move
 * (e1g1, e1c1, e8g8, e8c8), as in standard UCI. A Move says nothing about legality: ask a Position.
 */
public record Move(int from, int to, PieceType promotion) {

    public Move {
        if (from < 0 || from > 63 || to < 0 || to > 63) {
            throw new IllegalArgumentException("square out of range in move: " + from + " -> " + to);
        }
        if (from == to) {
            throw new IllegalArgumentException("move from and to the same square " + Square.name(from));
        }
        if (promotion == PieceType.PAWN || promotion == PieceType.KING) {
            throw new IllegalArgumentException("cannot promote to " + promotion + " (Art. 3.7.5.1)");
        }
    }

    public static Move of(int from, int to) {
        return new Move(from, to, null);
    }

    public static Move of(int from, int to, PieceType promotion) {
        return new Move(from, to, promotion);
    }

    /** UCI text, e.g. "e2e4", "e7e8q", "e1g1". */
    public String uci() {
        String s = Square.name(from) + Square.name(to);
        return promotion == null ? s : s + promotion.fenChar();
    }

    @Override
    public String toString() {
        return uci();
    }
}
