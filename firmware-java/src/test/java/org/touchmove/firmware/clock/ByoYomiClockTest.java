package org.touchmove.firmware.clock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.firmware.clock.ClockScenario.S;
import static org.touchmove.firmware.rules.Color.BLACK;
import static org.touchmove.firmware.rules.Color.WHITE;

import org.junit.jupiter.api.Test;

class ByoYomiClockTest {

    @Test
    void flagDeadlineCoversMainTimeAndEveryPeriod() {
        ClockScenario s = ClockScenario.started("1m byo 3x10s");
        assertThat(s.clock.flagDeadlineNanos()).isEqualTo(s.now() + 90 * S);
        assertThat(s.clock.byoYomiPeriodsLeft(WHITE)).isEqualTo(3);
    }

    @Test
    void aPeriodIsUsedUpOnlyWhenExceeded() {
        ClockScenario s = ClockScenario.started("1m byo 3x10s");
        s.time.advanceMillis(65_000);
        assertThat(s.ms(WHITE)).as("5 s into the first period").isEqualTo(5_000);
        PressResult r = s.clock.press(WHITE, true, s.now());
        assertThat(r.reading().whiteMs()).as("the period is kept and starts again").isEqualTo(10_000);
        assertThat(s.clock.byoYomiPeriodsLeft(WHITE)).isEqualTo(3);

        s.move(BLACK, 1_000);
        s.move(WHITE, 9_999);
        assertThat(s.clock.byoYomiPeriodsLeft(WHITE)).isEqualTo(3);

        s.move(BLACK, 1_000);
        s.move(WHITE, 10_000); // exactly the period: its last instant ran out
        assertThat(s.clock.byoYomiPeriodsLeft(WHITE)).isEqualTo(2);
        assertThat(s.ms(WHITE)).isEqualTo(10_000);

        s.move(BLACK, 1_000);
        s.time.advanceMillis(15_000);
        assertThat(s.ms(WHITE)).as("one period gone, 5 s into the last").isEqualTo(5_000);
        assertThat(s.clock.byoYomiPeriodsLeft(WHITE)).isEqualTo(1);
        s.clock.press(WHITE, true, s.now());
        assertThat(s.ms(WHITE)).isEqualTo(10_000);

        s.move(BLACK, 1_000);
        long deadline = s.now() + 10 * S;
        assertThat(s.clock.flagDeadlineNanos()).isEqualTo(deadline);
        assertThat(s.clock.flagFallen(deadline - 1)).isEmpty();
        assertThat(s.clock.flagFallen(deadline)).contains(new FlagFall(WHITE, deadline, 4));
        assertThat(s.clock.byoYomiPeriodsLeft(WHITE)).isZero();
        assertThat(s.clock.byoYomiPeriodsLeft(BLACK)).isEqualTo(3);
    }

    @Test
    void mainTimeIsUsedFirstAndCarriesOver() {
        ClockScenario s = ClockScenario.started("1m byo 5x30s");
        assertThat(s.move(WHITE, 20_000).reading().whiteMs()).isEqualTo(40_000);
        s.move(BLACK, 1_000);
        s.time.advanceMillis(40_000);
        assertThat(s.ms(WHITE)).as("main time exactly used up: a full period shows").isEqualTo(30_000);
        assertThat(s.clock.byoYomiPeriodsLeft(WHITE)).isEqualTo(5);
    }
}
