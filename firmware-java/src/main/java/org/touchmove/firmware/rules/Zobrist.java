package org.touchmove.firmware.rules;

/** Zobrist keys from a fixed-seed generator, so hashes are stable across runs. */
final class Zobrist {

    /** PIECE[code][square], code = colour * 6 + type. */
    static final long[][] PIECE = new long[12][64];
    static final long[] CASTLING = new long[16];
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
        for (int c = 0; c < 16; c++) {
            long k = 0;
            for (int i = 0; i < 4; i++) {
                if ((c & (1 << i)) != 0) {
                    k ^= rightKeys[i];
                }
            }
            CASTLING[c] = k;
        }
        for (int f = 0; f < 8; f++) {
            s = splitmix(s);
            EP_FILE[f] = mix(s);
        }
        s = splitmix(s);
        BLACK_TO_MOVE = mix(s);
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
