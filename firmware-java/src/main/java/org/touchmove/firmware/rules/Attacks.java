package org.touchmove.firmware.rules;

/**
 * Precomputed attack tables, all computed at class initialisation: leaper tables, ray geometry
 * (between/line) and "fancy" magic bitboards for sliders. The magic numbers are those a seeded random
 * search finds (AttacksMagicSearchTest runs that search and checks it finds exactly these), not copied
 * from elsewhere; they are written out because the search took about a second of every start-up while
 * the JIT was cold, and each is checked when its table is filled.
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
    /** The magic numbers of {@code AttacksMagicSearchTest}'s search, square by square from a1. */
    static final long[] ROOK_MAGIC = {
            0x9080002288D0C000L, 0x00C0002000409000L, 0x4480200082100008L, 0x0880080110000480L,
            0x0980080002040080L, 0x0980030C00800200L, 0x8A80008006004900L, 0x0A00011820408204L,
            0x1098800020400088L, 0x8004401008402001L, 0x9080801000802002L, 0x8200800800801004L,
            0x4000800400800800L, 0x6022008200081004L, 0x0004000244108108L, 0x02010000A1000042L,
            0x1420808000204000L, 0x4030004008402008L, 0x0048110020010040L, 0x048C808010000803L,
            0x0002450011004800L, 0x0800808004000200L, 0x0000040030820108L, 0x0000060000418C01L,
            0x0300800080204001L, 0x0880200180400084L, 0x0055801200420022L, 0x0201020900201000L,
            0x4208040080080080L, 0x0140040080800200L, 0x02010009002C0200L, 0x001180008024C900L,
            0x0000400080800020L, 0x2400802000804004L, 0x0000110041002000L, 0x0000081001002100L,
            0x4000040080800800L, 0x0000204008010490L, 0x0000800200800100L, 0x004210A402000051L,
            0x9000802040008008L, 0x2010002000504000L, 0x4010008020008010L, 0x2002004024120009L,
            0x0108000400808008L, 0x4022000400028080L, 0x1E40020810040001L, 0x00A2104900820004L,
            0x0000804102003200L, 0xA000810200304200L, 0x0850008020001080L, 0x100C100080080080L,
            0x8481000410080100L, 0x0002000400800280L, 0xAC08092290080C00L, 0x8000004104008200L,
            0x2050422080001103L, 0x04210010E040008BL, 0x0558C12002110089L, 0x0000200410000901L,
            0x0001000210480005L, 0x0002008810440102L, 0x1084008130020804L, 0x2101108940210406L
    };
    private static final int[] ROOK_SHIFT = new int[64];
    private static final int[] ROOK_OFFSET = new int[64];
    private static final long[] BISHOP_MASK = new long[64];
    static final long[] BISHOP_MAGIC = {
            0x0111200100460040L, 0x04A0080121042030L, 0x0A09080903000000L, 0x0104040090082C30L,
            0x02020210A8000204L, 0x2201042004101040L, 0x0800880148204008L, 0x04112021100820A0L,
            0x0002C00808412040L, 0x0018081004004048L, 0x0004410202204004L, 0x000824405080A001L,
            0x0004111040040842L, 0x0004510120102010L, 0x4418208201206090L, 0x0110009404110400L,
            0x0840081011020080L, 0x0482102858010408L, 0x4110004800441024L, 0x2111002020408080L,
            0x0254000880A00400L, 0x0A92008240562000L, 0x0082040401110940L, 0x0404500026021010L,
            0x0002880010212808L, 0x2061100104043821L, 0x0000490010040084L, 0x0428080008806100L,
            0x4001001081004000L, 0xA290084300880800L, 0x03420292005C1001L, 0x0204091006804909L,
            0x1204214804041003L, 0x010C500C00880946L, 0x0182010101102042L, 0x0008202020880080L,
            0x2011010400520020L, 0x0042288300020042L, 0x8041021401020101L, 0x1002284040020200L,
            0x01080804104004A0L, 0x400A080A08202240L, 0x0480120901001000L, 0x1000404204800800L,
            0x4000400408208104L, 0x0004102042000843L, 0x42180808004056A2L, 0x0448080C44920041L,
            0x91040A0222A00428L, 0x0001008821880809L, 0x04020A0884244088L, 0x0009808020880021L,
            0x1304002002048400L, 0x500004201C410108L, 0x404030010A208202L, 0x86C5100082008804L,
            0x4004104A10101840L, 0x2242008084412006L, 0x2048000421080808L, 0x0000080002050400L,
            0x2003000020020490L, 0x00A1004408500110L, 0x001811A008010450L, 0x2070110801084204L
    };
    private static final int[] BISHOP_SHIFT = new int[64];
    private static final int[] BISHOP_OFFSET = new int[64];
    private static final long[] ROOK_TABLE = new long[102400];
    private static final long[] BISHOP_TABLE = new long[5248];

    static final int[][] ROOK_DIRS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    static final int[][] BISHOP_DIRS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

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
        int rookOffset = 0;
        int bishopOffset = 0;
        for (int sq = 0; sq < 64; sq++) {
            ROOK_MASK[sq] = relevantMask(sq, ROOK_DIRS);
            ROOK_SHIFT[sq] = 64 - Long.bitCount(ROOK_MASK[sq]);
            ROOK_OFFSET[sq] = rookOffset;
            fill(sq, ROOK_DIRS, ROOK_MASK[sq], ROOK_SHIFT[sq], ROOK_TABLE, rookOffset, ROOK_MAGIC[sq]);
            rookOffset += 1 << Long.bitCount(ROOK_MASK[sq]);
            BISHOP_MASK[sq] = relevantMask(sq, BISHOP_DIRS);
            BISHOP_SHIFT[sq] = 64 - Long.bitCount(BISHOP_MASK[sq]);
            BISHOP_OFFSET[sq] = bishopOffset;
            fill(sq, BISHOP_DIRS, BISHOP_MASK[sq], BISHOP_SHIFT[sq], BISHOP_TABLE, bishopOffset, BISHOP_MAGIC[sq]);
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
    static long slide(int sq, long occ, int[][] dirs) {
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
    static long relevantMask(int sq, int[][] dirs) {
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

    /**
     * Fills the slider table of {@code sq} through {@code magic}: every occupancy of the mask (Carry-Rippler
     * enumeration) gets its attacks at its index. Two occupancies may share an index only when their attacks are
     * the same; a magic number for which they are not is a broken table, which must stop the class from loading.
     */
    private static void fill(int sq, int[][] dirs, long mask, int shift, long[] table, int offset, long magic) {
        boolean[] set = new boolean[1 << Long.bitCount(mask)];
        long subset = 0;
        do {
            long attacks = slide(sq, subset, dirs);
            int idx = (int) ((subset * magic) >>> shift);
            if (!set[idx]) {
                set[idx] = true;
                table[offset + idx] = attacks;
            } else if (table[offset + idx] != attacks) {
                throw new IllegalStateException("magic number " + Long.toHexString(magic) + " of square " + sq
                        + " maps two occupancies with different attacks to one index");
            }
            subset = (subset - mask) & mask;
        } while (subset != 0);
    }
}
