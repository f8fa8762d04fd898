package org.touchmove.firmware.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Where {@link Attacks}' magic numbers come from: a seeded random search over sparse candidates (xorshift64*),
 * square by square, rook then bishop, each search going on from the previous one's state. The search ran at every
 * start-up before its numbers were written out; this test runs it and requires exactly those numbers.
 */
class AttacksMagicSearchTest {

    @Test
    void theSeededSearchFindsTheWrittenOutMagicNumbers() {
        long[] rook = new long[64];
        long[] bishop = new long[64];
        long seed = 0x9E3779B97F4A7C15L;
        for (int sq = 0; sq < 64; sq++) {
            long mask = Attacks.relevantMask(sq, Attacks.ROOK_DIRS);
            seed = findMagic(sq, Attacks.ROOK_DIRS, mask, rook, seed);
            mask = Attacks.relevantMask(sq, Attacks.BISHOP_DIRS);
            seed = findMagic(sq, Attacks.BISHOP_DIRS, mask, bishop, seed);
        }
        assertThat(rook).containsExactly(Attacks.ROOK_MAGIC);
        assertThat(bishop).containsExactly(Attacks.BISHOP_MAGIC);
    }

    /** The first candidate that maps no two occupancies with different attacks to one index; returns the seed state. */
    private static long findMagic(int sq, int[][] dirs, long mask, long[] magics, long seed) {
        int shift = 64 - Long.bitCount(mask);
        int size = 1 << Long.bitCount(mask);
        long[] occupancies = new long[size];
        long[] attacks = new long[size];
        long subset = 0;
        int n = 0;
        do {
            occupancies[n] = subset;
            attacks[n] = Attacks.slide(sq, subset, dirs);
            n++;
            subset = (subset - mask) & mask;
        } while (subset != 0);
        long[] table = new long[size];
        int[] epoch = new int[size];
        int attempt = 0;
        long s = seed;
        while (true) {
            s = next(s);
            long a = s;
            s = next(s);
            long b = s;
            s = next(s);
            long magic = a & b & s;
            if (Long.bitCount((mask * magic) & 0xFF00000000000000L) < 6) {
                continue;
            }
            attempt++;
            boolean ok = true;
            for (int i = 0; i < size && ok; i++) {
                int idx = (int) ((occupancies[i] * magic) >>> shift);
                if (epoch[idx] < attempt) {
                    epoch[idx] = attempt;
                    table[idx] = attacks[i];
                } else if (table[idx] != attacks[i]) {
                    ok = false;
                }
            }
            if (ok) {
                magics[sq] = magic;
                return s;
            }
        }
    }

    private static long next(long x) {
        x ^= x >>> 12;
        x ^= x << 25;
        x ^= x >>> 27;
        return x * 0x2545F4914F6CDD1DL;
    }
}
