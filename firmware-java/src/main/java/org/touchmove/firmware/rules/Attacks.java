package org.touchmove.firmware.rules;

/**
 * Precomputed attack tables, all computed at class initialisation: leaper tables, ray geometry
 * (between/line) and "fancy" magic bitboards for sliders, whose magic numbers are found here by a
 * seeded random search (deterministic, a few tens of milliseconds), not copied from elsewhere.
 */
final class Attacks {

    static final long FILE_A = 0x0101010101010101L;
    static final long FILE_H = FILE_A << 7;
    static final long RANK_1 = 0xFFL;
    static final long RANK_3 = RANK_1 << 16;
    static final long RANK_6 = RANK_1 << 40;
    static final long RANK_8 = RANK_1 << 56;

    static final long[] KNIGHT = new long[64];
    static final long[] KING = new long[64];
    /** PAWN[color][sq]: squares a pawn of that colour on sq attacks. */
    static final long[][] PAWN = new long[2][64];
    /** Squares strictly between two squares on a common line, else 0. */
    static final long[][] BETWEEN = new long[64][64];
    /** The whole line (edge to edge) through two squares on a common line, else 0. */
    static final long[][] LINE = new long[64][64];

    private static final long[] ROOK_MASK = new long[64];
    private static final long[] ROOK_MAGIC = new long[64];
    private static final int[] ROOK_SHIFT = new int[64];
    private static final int[] ROOK_OFFSET = new int[64];
    private static final long[] BISHOP_MASK = new long[64];
    private static final long[] BISHOP_MAGIC = new long[64];
    private static final int[] BISHOP_SHIFT = new int[64];
    private static final int[] BISHOP_OFFSET = new int[64];
    private static final long[] ROOK_TABLE = new long[102400];
    private static final long[] BISHOP_TABLE = new long[5248];

    private static final int[][] ROOK_DIRS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP_DIRS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    private Attacks() {
    }

    static {
        int[][] knightSteps = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
        int[][] kingSteps = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
        for (int sq = 0; sq < 64; sq++) {
            KNIGHT[sq] = steps(sq, knightSteps);
            KING[sq] = steps(sq, kingSteps);
            PAWN[0][sq] = steps(sq, new int[][] {{-1, 1}, {1, 1}});
            PAWN[1][sq] = steps(sq, new int[][] {{-1, -1}, {1, -1}});
        }
        long seed = 0x9E3779B97F4A7C15L;
        int rookOffset = 0;
        int bishopOffset = 0;
        for (int sq = 0; sq < 64; sq++) {
            ROOK_MASK[sq] = relevantMask(sq, ROOK_DIRS);
            ROOK_SHIFT[sq] = 64 - Long.bitCount(ROOK_MASK[sq]);
            ROOK_OFFSET[sq] = rookOffset;
            seed = findMagic(sq, ROOK_DIRS, ROOK_MASK[sq], ROOK_SHIFT[sq], ROOK_TABLE, rookOffset, ROOK_MAGIC, seed);
            rookOffset += 1 << Long.bitCount(ROOK_MASK[sq]);
            BISHOP_MASK[sq] = relevantMask(sq, BISHOP_DIRS);
            BISHOP_SHIFT[sq] = 64 - Long.bitCount(BISHOP_MASK[sq]);
            BISHOP_OFFSET[sq] = bishopOffset;
            seed = findMagic(sq, BISHOP_DIRS, BISHOP_MASK[sq], BISHOP_SHIFT[sq], BISHOP_TABLE, bishopOffset,
                    BISHOP_MAGIC, seed);
            bishopOffset += 1 << Long.bitCount(BISHOP_MASK[sq]);
        }
        for (int a = 0; a < 64; a++) {
            for (int b = 0; b < 64; b++) {
                if (a == b) {
                    continue;
                }
                long ab = 1L << b;
                if ((rook(a, 0) & ab) != 0) {
                    BETWEEN[a][b] = rook(a, ab) & rook(b, 1L << a);
                    LINE[a][b] = (rook(a, 0) & rook(b, 0)) | (1L << a) | ab;
                } else if ((bishop(a, 0) & ab) != 0) {
                    BETWEEN[a][b] = bishop(a, ab) & bishop(b, 1L << a);
                    LINE[a][b] = (bishop(a, 0) & bishop(b, 0)) | (1L << a) | ab;
                }
            }
        }
    }

    static long rook(int sq, long occ) {
        return ROOK_TABLE[ROOK_OFFSET[sq] + (int) (((occ & ROOK_MASK[sq]) * ROOK_MAGIC[sq]) >>> ROOK_SHIFT[sq])];
    }

    static long bishop(int sq, long occ) {
        return BISHOP_TABLE[BISHOP_OFFSET[sq]
                + (int) (((occ & BISHOP_MASK[sq]) * BISHOP_MAGIC[sq]) >>> BISHOP_SHIFT[sq])];
    }

    static long queen(int sq, long occ) {
        return rook(sq, occ) | bishop(sq, occ);
    }

    private static long steps(int sq, int[][] deltas) {
        long result = 0;
        int f = sq & 7;
        int r = sq >>> 3;
        for (int[] d : deltas) {
            int nf = f + d[0];
            int nr = r + d[1];
            if (nf >= 0 && nf < 8 && nr >= 0 && nr < 8) {
                result |= 1L << (nr * 8 + nf);
            }
        }
        return result;
    }

    /** Slow reference attacks by walking rays; used only to fill the tables. */
    private static long slide(int sq, long occ, int[][] dirs) {
        long result = 0;
        for (int[] d : dirs) {
            int f = (sq & 7) + d[0];
            int r = (sq >>> 3) + d[1];
            while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                long bit = 1L << (r * 8 + f);
                result |= bit;
                if ((occ & bit) != 0) {
                    break;
                }
                f += d[0];
                r += d[1];
            }
        }
        return result;
    }

    /** Ray squares whose occupancy matters: the last square of each ray never blocks anything beyond. */
    private static long relevantMask(int sq, int[][] dirs) {
        long result = 0;
        for (int[] d : dirs) {
            int f = (sq & 7) + d[0];
            int r = (sq >>> 3) + d[1];
            while (f + d[0] >= 0 && f + d[0] < 8 && r + d[1] >= 0 && r + d[1] < 8) {
                result |= 1L << (r * 8 + f);
                f += d[0];
                r += d[1];
            }
        }
        return result;
    }

    private static long findMagic(int sq, int[][] dirs, long mask, int shift, long[] table, int offset,
            long[] magics, long seed) {
        int size = 1 << Long.bitCount(mask);
        long[] occupancies = new long[size];
        long[] attacks = new long[size];
        long subset = 0;
        int n = 0;
        do { // Carry-Rippler enumeration of all subsets of the mask
            occupancies[n] = subset;
            attacks[n] = slide(sq, subset, dirs);
            n++;
            subset = (subset - mask) & mask;
        } while (subset != 0);
        int[] epoch = new int[size];
        int attempt = 0;
        long s = seed;
        while (true) {
            s = next(s);
            long a = s;
            s = next(s);
            long b = s;
            s = next(s);
            long magic = a & b & s; // sparse candidates succeed far more often
            if (Long.bitCount((mask * magic) & 0xFF00000000000000L) < 6) {
                continue;
            }
            attempt++;
            boolean ok = true;
            for (int i = 0; i < size && ok; i++) {
                int idx = (int) ((occupancies[i] * magic) >>> shift);
                if (epoch[idx] < attempt) {
                    epoch[idx] = attempt;
                    table[offset + idx] = attacks[i];
                } else if (table[offset + idx] != attacks[i]) {
                    ok = false;
                }
            }
            if (ok) {
                magics[sq] = magic;
                return s;
            }
        }
    }

    /** xorshift64* step. */
    private static long next(long x) {
        x ^= x >>> 12;
        x ^= x << 25;
        x ^= x >>> 27;
        return x * 0x2545F4914F6CDD1DL;
    }
}
