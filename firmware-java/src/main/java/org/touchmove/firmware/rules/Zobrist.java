package org.touchmove.firmware.rules;

/** Zobrist keys from a fixed-seed generator, so hashes are stable across runs. */
final class Zobrist {

    /** PIECE[code][square], code = colour * 6 + type. */
    static final long[][] PIECE = new long[12][64];
    /**
     * CASTLING_ROOK[square]: the key of a castling right held by the rook on that square (first or eighth rank). The
     * corners keep the keys the four standard rights always had, so standard hashes are unchanged.
     */
    static final long[] CASTLING_ROOK = new long[64];
    static final long[] EP_FILE = new long[8];
    static final long BLACK_TO_MOVE;

    private Zobrist() {
    }

    static {
        long s = 0x2C1B3C6D5E7F8091L;
        for (int p = 0; p < 12; p++) {
            for (int sq = 0; sq < 64; sq++) {
                s = splitmix(s);
                PIECE[p][sq] = mix(s);
            }
        }
        long[] rightKeys = new long[4];
        for (int i = 0; i < 4; i++) {
            s = splitmix(s);
            rightKeys[i] = mix(s);
        }
        CASTLING_ROOK[7] = rightKeys[0];
        CASTLING_ROOK[0] = rightKeys[1];
        CASTLING_ROOK[63] = rightKeys[2];
        CASTLING_ROOK[56] = rightKeys[3];
        for (int f = 0; f < 8; f++) {
            s = splitmix(s);
            EP_FILE[f] = mix(s);
        }
        s = splitmix(s);
        BLACK_TO_MOVE = mix(s);
        // Chess960 (Guidelines II): a castling rook may stand on any square of the first or eighth rank.
        for (int sq : new int[] {1, 2, 3, 4, 5, 6, 57, 58, 59, 60, 61, 62}) {
            s = splitmix(s);
            CASTLING_ROOK[sq] = mix(s);
        }
    }

    /** The key of the castling rights held by {@code rooks} (a set of rook squares). */
    static long castling(long rooks) {
        long k = 0;
        for (long r = rooks; r != 0; r &= r - 1) {
            k ^= CASTLING_ROOK[Long.numberOfTrailingZeros(r)];
        }
        return k;
    }

    private static long splitmix(long s) {
        return s + 0x9E3779B97F4A7C15L;
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
