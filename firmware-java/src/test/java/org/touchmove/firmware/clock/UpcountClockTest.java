package org.touchmove.firmware.clock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.firmware.clock.ClockScenario.MS;
import static org.touchmove.firmware.clock.ClockScenario.S;
import static org.touchmove.firmware.rules.Color.BLACK;
import static org.touchmove.firmware.rules.Color.WHITE;

import org.junit.jupiter.api.Test;

class UpcountClockTest {

    @Test
    void eachSideCountsTheTimeItUsedAndNoFlagFalls() {
        ClockScenario s = ClockScenario.started(PgnTimeControl.parse("-"));
        assertThat(s.clock.flagDeadlineNanos()).isEqualTo(Long.MAX_VALUE);
        assertThat(s.move(WHITE, 12_345).reading()).isEqualTo(new ClockReading(12_345, 0, BLACK));
        assertThat(s.move(BLACK, 3_000).reading()).isEqualTo(new ClockReading(12_345, 3_000, WHITE));
        s.time.advanceMillis(10L * 3_600_000);
        assertThat(s.clock.flagFallen(s.now())).isEmpty();
        assertThat(s.ms(WHITE)).isEqualTo(36_012_345);
    }

    @Test
    void publishBoundariesFollowTheCountUp() {
        ClockScenario s = ClockScenario.started("upcount");
        s.time.advanceMillis(400);
        assertThat(s.clock.nextSecondBoundary(s.now())).isEqualTo(s.now() + 600 * MS);
        s.time.advanceMillis(600);
        assertThat(s.clock.nextSecondBoundary(s.now())).isEqualTo(s.now() + S);
        assertThat(ClockFaceFormatter.face(s.clock, s.now()).white()).isEqualTo("1.0");
    }
}
