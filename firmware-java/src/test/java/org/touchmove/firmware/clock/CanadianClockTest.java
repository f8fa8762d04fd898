package org.touchmove.firmware.clock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.firmware.clock.ClockScenario.S;
import static org.touchmove.firmware.rules.Color.BLACK;
import static org.touchmove.firmware.rules.Color.WHITE;

import org.junit.jupiter.api.Test;

class CanadianClockTest {

    @Test
    void blockResetsAfterItsMovesAndCarriesNothingOver() {
        ClockScenario s = ClockScenario.started("canadian 1m 3/30s");
        assertThat(s.clock.flagDeadlineNanos()).isEqualTo(s.now() + 90 * S);

        assertThat(s.move(WHITE, 70_000).reading().whiteMs()).as("10 s of the block used").isEqualTo(20_000);
        assertThat(s.clock.canadianMovesLeft(WHITE)).isEqualTo(2);
        s.move(BLACK, 1_000);
        assertThat(s.move(WHITE, 5_000).reading().whiteMs()).isEqualTo(15_000);
        assertThat(s.clock.canadianMovesLeft(WHITE)).isEqualTo(1);
        s.move(BLACK, 1_000);
        PressResult third = s.move(WHITE, 5_000);
        assertThat(third.periodAdvanced()).isTrue();
        assertThat(third.reading().whiteMs()).as("new block: 10 s left over are not kept").isEqualTo(30_000);
        assertThat(s.clock.canadianMovesLeft(WHITE)).isEqualTo(3);
        assertThat(s.clock.canadianMovesLeft(BLACK)).as("black still in main time").isEqualTo(3);
        assertThat(s.ms(BLACK)).isEqualTo(58_000);
    }

    @Test
    void flagFallsWhenTheBlockRunsOut() {
        ClockScenario s = ClockScenario.started("canadian 1m 3/30s");
        s.move(WHITE, 70_000);
        s.move(BLACK, 1_000);
        long deadline = s.now() + 20 * S;
        assertThat(s.clock.flagDeadlineNanos()).isEqualTo(deadline);
        assertThat(s.clock.flagFallen(deadline)).contains(new FlagFall(WHITE, deadline, 1));
    }
}
