package org.touchmove.firmware.rules;

/**
 * The boards a search has seen, each once by its exact identity: placement, side to move, castling rights and the
 * raw e.p. square. Move counters are left out: "any series of legal moves" (Art. 6.9) does not depend on them, so
 * boards differing only there are one node. Open addressing over one flat array of the identities' eight numbers:
 * a search adds hundreds of boards per move played, and an object per board plus a hash set of them cost more than
 * the search's own moves.
 */
final class SeenBoards {

    private static final int FIELDS = 8;
    /** Marks a used slot in the state field (a state is at most 13 bits). */
    private static final long USED = 1L << 32;

    private long[] slots;
    private int mask;
    private int size;

    /** @param expected how many boards the search will probably add (the set grows beyond it as needed) */
    SeenBoards(int expected) {
        int capacity = Integer.highestOneBit(Math.max(16, expected * 2 - 1)) << 1;
        slots = new long[capacity * FIELDS];
        mask = capacity - 1;
    }

    int size() {
        return size;
    }

    /** Adds the board's identity; false if a board with the same identity was added before. */
    boolean add(Board b) {
        long[] p = b.pieces;
        long white = b.byColor[0];
        long black = b.byColor[1];
        long pawns = p[0] | p[6];
        long knights = p[1] | p[7];
        long bishops = p[2] | p[8];
        long rooks = p[3] | p[9];
        long queens = p[4] | p[10];
        long state = (b.side | (long) Board.castlingBits(b.castlingRooks) << 1 | (long) (b.ep + 1) << 17) | USED;
        long h = hash(white, black, pawns, knights, bishops, rooks, queens, state);
        for (int slot = (int) h & mask; ; slot = (slot + 1) & mask) {
            int at = slot * FIELDS;
            if (slots[at + 7] == 0) {
                slots[at] = white;
                slots[at + 1] = black;
                slots[at + 2] = pawns;
                slots[at + 3] = knights;
                slots[at + 4] = bishops;
                slots[at + 5] = rooks;
                slots[at + 6] = queens;
                slots[at + 7] = state;
                if (++size * 2 > mask + 1) {
                    grow();
                }
                return true;
            }
            if (slots[at + 7] == state && slots[at] == white && slots[at + 1] == black && slots[at + 2] == pawns
                    && slots[at + 3] == knights && slots[at + 4] == bishops && slots[at + 5] == rooks
                    && slots[at + 6] == queens) {
                return false;
            }
        }
    }

    private void grow() {
        long[] old = slots;
        slots = new long[old.length * 2];
        mask = mask * 2 + 1;
        for (int at = 0; at < old.length; at += FIELDS) {
            if (old[at + 7] == 0) {
                continue;
            }
            long h = hash(old[at], old[at + 1], old[at + 2], old[at + 3], old[at + 4], old[at + 5], old[at + 6],
                    old[at + 7]);
            int slot = (int) h & mask;
            while (slots[slot * FIELDS + 7] != 0) {
                slot = (slot + 1) & mask;
            }
            System.arraycopy(old, at, slots, slot * FIELDS, FIELDS);
        }
    }

    /**
     * Each field times its own odd constant, then MurmurHash3's finaliser: a change in any bit reaches every bit,
     * as bitboards differing in one square need (a plain 31 * h + field leaves most of them in a few buckets).
     */
    private static long hash(long white, long black, long pawns, long knights, long bishops, long rooks, long queens,
                             long state) {
        long h = white * 0x9E3779B97F4A7C15L + black * 0xC2B2AE3D27D4EB4FL + pawns * 0x165667B19E3779F9L
                + knights * 0xD6E8FEB86659FD93L + bishops * 0xFF51AFD7ED558CCDL + rooks * 0xC4CEB9FE1A85EC53L
                + queens * 0x27D4EB2F165667C5L + state;
        h = (h ^ h >>> 33) * 0xFF51AFD7ED558CCDL;
        h = (h ^ h >>> 33) * 0xC4CEB9FE1A85EC53L;
        return h ^ h >>> 33;
    }
}
