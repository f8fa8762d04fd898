package org.touchmove.firmware.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class SeenBoardsTest {

    /** The identity the set must keep apart, as a value (what the searches' record key held). */
    private record Identity(List<Long> bitboards, int side, int castling, int ep) {
        static Identity of(Board b) {
            long[] p = b.pieces;
            return new Identity(List.of(b.byColor[0], b.byColor[1], p[0] | p[6], p[1] | p[7], p[2] | p[8],
                    p[3] | p[9], p[4] | p[10]), b.side, Board.castlingBits(b.castlingRooks), b.ep);
        }
    }

    @Test
    void addsEachIdentityOnceThroughGrowthLikeASetOfIdentities() {
        SplittableRandom random = new SplittableRandom(7);
        SeenBoards seen = new SeenBoards(4);
        Set<Identity> reference = new HashSet<>();
        int[] moves = new int[Board.MAX_MOVES];
        for (int game = 0; game < 60; game++) {
            Board b = Position.START.boardCopy();
            for (int ply = 0; ply < 80; ply++) {
                int n = b.generate(moves);
                if (n == 0) {
                    break;
                }
                for (int i = 0; i < n; i++) {
                    Board child = b.copy();
                    child.apply(moves[i]);
                    assertThat(seen.add(child)).isEqualTo(reference.add(Identity.of(child)));
                }
                b.apply(moves[random.nextInt(n)]);
            }
        }
        assertThat(seen.size()).isEqualTo(reference.size()).isGreaterThan(10_000);
    }

    @Test
    void boardsDifferingOnlyInTheMoveCountersAreOneBoard() {
        SeenBoards seen = new SeenBoards(16);
        assertThat(seen.add(Position.fromFen("4k3/8/8/8/8/8/8/4K2R w K - 0 1").boardCopy())).isTrue();
        assertThat(seen.add(Position.fromFen("4k3/8/8/8/8/8/8/4K2R w K - 37 80").boardCopy())).isFalse();
        assertThat(seen.add(Position.fromFen("4k3/8/8/8/8/8/8/4K2R w - - 0 1").boardCopy())).isTrue();
        assertThat(seen.add(Position.fromFen("4k3/8/8/8/8/8/8/4K2R b K - 0 1").boardCopy())).isTrue();
        assertThat(seen.size()).isEqualTo(3);
    }
}
