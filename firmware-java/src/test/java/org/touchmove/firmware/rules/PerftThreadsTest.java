package org.touchmove.firmware.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The root moves are shared among the threads: each counts some, and together they count the same as one. */
class PerftThreadsTest {

    @Test
    void everyThreadCountsAtLeastOneRootMove() {
        for (int threads : new int[] {2, 3}) {
            Perft.RootMoves[] shares = Perft.share(Position.START, 4, threads);
            assertThat(shares).as("%d threads", threads).hasSize(threads)
                    .allSatisfy(share -> assertThat(share.taken).isPositive());
            assertThat(Arrays.stream(shares).mapToInt(share -> share.taken).sum()).isEqualTo(20);
            assertThat(Arrays.stream(shares).mapToLong(share -> share.sum).sum()).isEqualTo(197_281);
        }
    }

    @Test
    void moreThreadsThanRootMovesCountTheSame() {
        Perft.RootMoves[] shares = Perft.share(Position.START, 3, 25);
        assertThat(Arrays.stream(shares).filter(share -> share.taken == 1)).hasSize(20);
        assertThat(Perft.count(Position.START, 3, 25)).isEqualTo(8_902);
    }
}
