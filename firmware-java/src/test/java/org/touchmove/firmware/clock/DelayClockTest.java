package org.touchmove.firmware.clock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.firmware.clock.ClockScenario.MS;
import static org.touchmove.firmware.clock.ClockScenario.S;
import static org.touchmove.firmware.rules.Color.BLACK;
import static org.touchmove.firmware.rules.Color.WHITE;

import org.junit.jupiter.api.Test;

class DelayClockTest {

    @Test
    void bronsteinGivesBackTheTimeUsedWhenUnderTheDelay() {
        ClockScenario s = ClockScenario.started("5m b3s");
        s.time.advanceMillis(2_000);
        assertThat(s.ms(WHITE)).as("main time runs during the move").isEqualTo(298_000);
        assertThat(s.clock.press(WHITE, true, s.now()).reading().whiteMs()).isEqualTo(300_000);
    }

    @Test
    void bronsteinNeverGivesBackMoreThanWasUsed() {
        ClockScenario s = ClockScenario.started("5m b3s");
        assertThat(s.move(WHITE, 500).reading().whiteMs()).as("0.5 s used, 0.5 s back, not 3 s")
                .isEqualTo(300_000);
        assertThat(s.move(BLACK, 0).reading().blackMs()).isEqualTo(300_000);
        assertThat(s.move(WHITE, 10_000).reading().whiteMs()).as("10 s used, 3 s back").isEqualTo(293_000);
    }

    @Test
    void bronsteinDoesNotProtectAgainstTheFlagDuringTheMove() {
        ClockScenario s = ClockScenario.started("5m b3s");
        assertThat(s.clock.flagDeadlineNanos()).isEqualTo(s.now() + 300 * S);
    }

    @Test
    void usDelayDoesNotTouchTheMainTimeWithinTheDelay() {
        ClockScenario s = ClockScenario.started("5m d3s");
        s.time.advanceMillis(2_000);
        assertThat(s.ms(WHITE)).isEqualTo(300_000);
        assertThat(s.clock.delayLeftNanos(s.now())).isEqualTo(1_000 * MS);
        assertThat(s.clock.press(WHITE, true, s.now()).reading().whiteMs()).isEqualTo(300_000);
        // Black's delay starts fresh on its move.
        assertThat(s.clock.delayLeftNanos(s.now())).isEqualTo(3_000 * MS);
    }

    @Test
    void usDelayMainTimeRunsOnlyAfterTheDelayAndUnusedDelayDoesNotCarryOver() {
        ClockScenario s = ClockScenario.started("5m d3s");
        assertThat(s.move(WHITE, 10_000).reading().whiteMs()).isEqualTo(293_000);
        s.move(BLACK, 1_000);
        // Move 2: 4 s used, the first 3 s are delay, 1 s comes off the main time.
        assertThat(s.move(WHITE, 4_000).reading().whiteMs()).isEqualTo(292_000);
        // Black used 1 s of a 3 s delay on move 1: nothing saved for move 2.
        assertThat(s.move(BLACK, 4_000).reading().blackMs()).isEqualTo(299_000);
    }

    @Test
    void usDelayFlagFallsAfterDelayPlusMainTime() {
        ClockScenario s = ClockScenario.started("1m d5s");
        long start = s.now();
        assertThat(s.clock.flagDeadlineNanos()).isEqualTo(start + 65 * S);
        assertThat(s.clock.flagFallen(start + 65 * S - 1)).isEmpty();
        assertThat(s.clock.flagFallen(start + 65 * S)).contains(new FlagFall(WHITE, start + 65 * S, 0));
    }

    @Test
    void usDelayWithoutMainTimeGivesExactlyTheDelayPerMove() {
        ClockScenario s = ClockScenario.started("0s d5s");
        assertThat(s.move(WHITE, 4_999).reading().whiteMs()).isZero();
        s.move(BLACK, 1);
        assertThat(s.clock.flagDeadlineNanos()).isEqualTo(s.now() + 5 * S);
    }
}
