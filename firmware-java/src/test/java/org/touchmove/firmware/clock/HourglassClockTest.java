package org.touchmove.firmware.clock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.firmware.clock.ClockScenario.S;
import static org.touchmove.firmware.rules.Color.BLACK;
import static org.touchmove.firmware.rules.Color.WHITE;

import org.junit.jupiter.api.Test;

class HourglassClockTest {

    @Test
    void timeUsedByOneFlowsToTheOther() {
        ClockScenario s = ClockScenario.started(PgnTimeControl.parse("*60"));
        s.time.advanceMillis(10_000);
        assertThat(s.clock.reading(s.now())).isEqualTo(new ClockReading(50_000, 70_000, WHITE));
        assertThat(s.move(WHITE, 0).reading()).isEqualTo(new ClockReading(50_000, 70_000, BLACK));
        assertThat(s.move(BLACK, 25_000).reading()).isEqualTo(new ClockReading(75_000, 45_000, WHITE));
    }

    @Test
    void flagFallsWhenTheRunningSideHasGivenAllItsTimeAway() {
        ClockScenario s = ClockScenario.started(new TimeControl.Hourglass(30_000));
        s.move(WHITE, 5_000); // white 25 s, black 35 s
        long deadline = s.now() + 35 * S;
        assertThat(s.clock.flagDeadlineNanos()).isEqualTo(deadline);
        s.time.advanceMillis(40_000);
        assertThat(s.clock.flagFallen(s.now())).contains(new FlagFall(BLACK, deadline, 0));
        assertThat(s.clock.reading(s.now())).isEqualTo(new ClockReading(60_000, 0, null));
    }

    @Test
    void pausedHourglassTransfersNothing() {
        ClockScenario s = ClockScenario.started(new TimeControl.Hourglass(30_000));
        s.time.advanceMillis(1_000);
        s.clock.pause(s.now());
        s.time.advanceMillis(60_000);
        assertThat(s.clock.reading(s.now())).isEqualTo(new ClockReading(29_000, 31_000, null));
    }
}
