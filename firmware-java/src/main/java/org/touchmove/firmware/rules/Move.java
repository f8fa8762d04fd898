package org.touchmove.firmware.rules;

/**
 * A move as from/to squares plus the promotion piece (null when none). Castling is the king's move
 * (e1g1, e1c1, e8g8, e8c8), as in standard UCI. A Move says nothing about legality: ask a Position.
 */
public record Move(int from, int to, PieceType promotion) {

    // equals and hashCode written out (issue 31): a record's own are bound through invokedynamic to method
    // handles whose forms the JVM generates at run time with its bytecode generator once they are hot (moves are compared on every board reading),
    // hot enough for C2 to compile that generator with 16 MiB of arenas (docs/performance.md, "The demo in 64 MiB").

    @Override
    public boolean equals(Object o) {
        return o instanceof Move m && from == m.from && to == m.to && promotion == m.promotion;
    }

    @Override
    public int hashCode() {
        return (from * 64 + to) * 31 + (promotion == null ? 0 : promotion.ordinal() + 1);
    }

    /**
     * The null move ("0000" in UCI, "--" or "Z0" in PGN): passes the turn. Not a chess move, never
     * legal; only {@link Position#playNullMove()} plays it (PGN annotations, analysis).
     */
    public static final Move NULL = new Move(0, 0, null);

    public Move {
        if (from < 0 || from > 63 || to < 0 || to > 63) {
            throw new IllegalArgumentException("square out of range in move: " + from + " -> " + to);
        }
        if (from == to && !(from == 0 && promotion == null)) {
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

    public boolean isNull() {
        return from == to;
    }

    /** UCI text, e.g. "e2e4", "e7e8q", "e1g1"; "0000" for the null move. */
    public String uci() {
        if (isNull()) {
            return "0000";
        }
        String s = Square.name(from) + Square.name(to);
        return promotion == null ? s : s + promotion.fenChar();
    }

    @Override
    public String toString() {
        return uci();
    }
}
