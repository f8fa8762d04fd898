package org.touchmove.firmware.rules;

/**
 * Exact identity of a board for the unwinnability searches: placement, side to move, castling rights and
 * the raw e.p. square. Move counters are left out: "any series of legal moves" (Art. 6.9) does not depend on
 * them, so positions differing only there are one node.
 */
record SearchKey(long white, long black, long pawns, long knights, long bishops, long rooks, long queens, int state) {

    static SearchKey of(Board b) {
        long[] p = b.pieces;
        return new SearchKey(b.byColor[0], b.byColor[1], p[0] | p[6], p[1] | p[7], p[2] | p[8], p[3] | p[9],
                p[4] | p[10], b.side | b.castling << 1 | (b.ep + 1) << 5);
    }
}
