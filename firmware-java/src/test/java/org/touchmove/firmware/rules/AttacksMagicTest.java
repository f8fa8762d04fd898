package org.touchmove.firmware.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The slider magics are stored, not searched at start-up: they must be what our own seeded search finds. */
class AttacksMagicTest {

    @Test
    void theStoredMagicsAreThoseTheSeededSearchFinds() {
        long[][] searched = Attacks.searchMagics();
        long[][] stored = Attacks.storedMagics();
        assertThat(stored[0]).as("rook magics").containsExactly(searched[0]);
        assertThat(stored[1]).as("bishop magics").containsExactly(searched[1]);
    }

    @Test
    void theTablesGiveTheRayWalkAttacks() {
        // d4 with blockers on d6, f4 and b2: the rook stops on d6 and f4, the bishop on b2.
        long occ = 1L << 43 | 1L << 29 | 1L << 9;
        long rook = Attacks.rook(27, occ);
        assertThat(rook & 1L << 43).isNotZero();
        assertThat(rook & 1L << 51).as("d7 behind d6").isZero();
        assertThat(rook & 1L << 30).as("g4 behind f4").isZero();
        assertThat(Long.bitCount(rook)).isEqualTo(3 + 2 + 2 + 3); // d1-d3, d5-d6, e4-f4, a4-c4
        long bishop = Attacks.bishop(27, occ);
        assertThat(bishop & 1L << 9).isNotZero();
        assertThat(bishop & 1L).as("a1 behind b2").isZero();
    }
}
