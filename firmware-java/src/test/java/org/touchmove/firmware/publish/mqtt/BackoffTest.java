package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

class BackoffTest {

    /** A generator that always draws the given extreme. */
    private static RandomGenerator always(boolean max) {
        return new RandomGenerator() {
            @Override
            public long nextLong() {
                return 0;
            }

            @Override
            public long nextLong(long bound) {
                return max ? bound - 1 : 0;
            }
        };
    }

    @Test
    void doublesFromTheMinimumUpToTheCapWithHalfOfEachDelayRandom() {
        Backoff low = new Backoff(Duration.ofMillis(100), Duration.ofMillis(1000), always(false));
        Backoff high = new Backoff(Duration.ofMillis(100), Duration.ofMillis(1000), always(true));
        List<Long> lows = new ArrayList<>();
        List<Long> highs = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            lows.add(low.next().toMillis());
            highs.add(high.next().toMillis());
        }
        assertThat(lows).containsExactly(50L, 100L, 200L, 400L, 500L, 500L);
        assertThat(highs).containsExactly(100L, 200L, 400L, 800L, 1000L, 1000L);
    }

    @Test
    void resetStartsOverAndJitterSpreadsBoards() {
        Backoff b = new Backoff(Duration.ofMillis(100), Duration.ofSeconds(30), always(true));
        b.next();
        b.next();
        b.reset();
        assertThat(b.next()).isEqualTo(Duration.ofMillis(100));

        SplittableRandom seeds = new SplittableRandom(42);
        long distinct = java.util.stream.IntStream.range(0, 20)
                .mapToObj(i -> new Backoff(Duration.ofMillis(1000), Duration.ofSeconds(30), seeds.split()).next())
                .distinct().count();
        assertThat(distinct).isGreaterThan(15); // twenty boards cut off together do not retry in one burst
    }

    @Test
    void neverOverflowsAfterManyFailures() {
        Backoff b = new Backoff(Duration.ofMillis(500), Duration.ofSeconds(30), always(true));
        for (int i = 0; i < 100; i++) {
            assertThat(b.next()).isBetween(Duration.ofMillis(250), Duration.ofSeconds(30));
        }
    }
}
