package org.touchmove.hal.property;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** {@link SeededCases#check}: every case runs, a failing case is named, a hung case is named (issue 23). */
class SeededCasesTest {

    @Test
    void everyCaseRunsInOrderOfItsSeed() {
        AtomicInteger next = new AtomicInteger();
        SeededCases.check(100, 50, Duration.ofSeconds(60), r -> next.getAndIncrement(),
                i -> assertThat(i).isBetween(0, 49));
        assertThat(next.get()).isEqualTo(50);
    }

    @Test
    void casesThatTogetherTakeLongerThanTheLimitPassWhenEachIsWithinIt() {
        AtomicInteger ran = new AtomicInteger();
        long start = System.nanoTime();
        SeededCases.check(1, 30, Duration.ofSeconds(2), r -> r.nextInt(100), input -> {
            ran.incrementAndGet();
            Thread.sleep(100); // a slow case, as on a loaded machine
        });
        assertThat(ran.get()).isEqualTo(30);
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isGreaterThan(Duration.ofSeconds(2));
    }

    @Test
    void aFailingCaseIsNamedWithItsSeedAndInput() {
        assertThatThrownBy(() -> SeededCases.check(100, 50, Duration.ofSeconds(60), r -> "x",
                s -> assertThat(s).isEqualTo("y")))
                .isInstanceOf(AssertionError.class)
                .hasMessageStartingWith("case 0 of 50 (seed 100), input: \"x\"");
    }

    @Test
    void aCaseThatNeverEndsFailsAsStuckNamingIt() {
        CountDownLatch never = new CountDownLatch(1);
        assertThatThrownBy(() -> SeededCases.check(7, 3, Duration.ofMillis(300), r -> "hang",
                s -> never.await()))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("stuck in case 0 of 3 (seed 7)");
    }
}
