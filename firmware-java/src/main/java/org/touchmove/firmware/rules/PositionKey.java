package org.touchmove.firmware.rules;

/**
 * Art. 9.2.2 identity of positions: same side to move, same kinds of pieces on the same squares,
 * same castling rights and same en passant possibilities (the e.p. square counts only when an
 * en passant capture is legal). Exact: compares bitboards, not a hash.
 */
public record PositionKey(long white, long black, long pawns, long knights, long bishops, long rooks,
        long queens, long kings, Color sideToMove, int castlingRights, int enPassantSquare) {
    // equals and hashCode written out (issue 31): a record's own are bound through invokedynamic to method
    // handles whose forms the JVM generates at run time with its bytecode generator once they are hot (repetition counts and dead-position searches compare keys),
    // hot enough for C2 to compile that generator with 16 MiB of arenas (docs/performance.md, "The demo in 64 MiB").

    @Override
    public boolean equals(Object o) {
        return o instanceof PositionKey k && white == k.white && black == k.black && pawns == k.pawns
                && knights == k.knights && bishops == k.bishops && rooks == k.rooks && queens == k.queens
                && kings == k.kings && sideToMove == k.sideToMove && castlingRights == k.castlingRights
                && enPassantSquare == k.enPassantSquare;
    }

    @Override
    public int hashCode() {
        long h = white;
        h = h * 31 + black;
        h = h * 31 + pawns;
        h = h * 31 + knights;
        h = h * 31 + bishops;
        h = h * 31 + rooks;
        h = h * 31 + queens;
        h = h * 31 + kings;
        h = h * 31 + sideToMove.ordinal();
        h = h * 31 + castlingRights;
        h = h * 31 + enPassantSquare;
        return Long.hashCode(h);
    }

}
