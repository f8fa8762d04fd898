package org.touchmove.hal.property;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The property runner's budget is per case: slow cases pass, a hang fails naming its case, a failure names its input. */
class SeededCasesTest {

    @Test
    void casesThatTogetherTakeLongerThanTheBudgetPassWhenEachIsWithinIt() {
        List<Integer> seen = new ArrayList<>();
        long start = System.nanoTime();
        SeededCases.check(1, 30, Duration.ofSeconds(2), r -> r.nextInt(100), input -> {
            seen.add(input);
            Thread.sleep(100); // a slow case, as on a loaded machine
        });
        assertThat(seen).hasSize(30);
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isGreaterThan(Duration.ofSeconds(2));
    }

    @Test
    void aCaseThatNeverEndsFailsNamingItsCase() {
        assertThatThrownBy(() -> SeededCases.check(100, 5, Duration.ofMillis(300), r -> r.nextInt(10), input -> {
            while (!Thread.currentThread().isInterrupted()) { // an endless loop that the runner can stop
                Thread.onSpinWait();
            }
        })).isInstanceOf(AssertionError.class).hasMessageStartingWith("stuck in case 0 of 5 (seed 100)")
                .hasMessageContaining("for more than PT0.3S");
    }

    @Test
    void aFailingCaseNamesItsSeedAndInput() {
        assertThatThrownBy(() -> SeededCases.check(7, 10, Duration.ofSeconds(5), r -> "in-" + r.nextInt(3),
                input -> assertThat(input).startsWith("out")))
                .isInstanceOf(AssertionError.class).hasMessageStartingWith("case 0 of 10 (seed 7), input: ").hasMessageContaining("in-")
                .hasMessageContaining("failed with");
    }
}
