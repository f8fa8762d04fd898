package org.touchmove.firmware.clock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.touchmove.firmware.clock.ClockScenario.MS;
import static org.touchmove.firmware.clock.ClockScenario.S;
import static org.touchmove.firmware.rules.Color.BLACK;
import static org.touchmove.firmware.rules.Color.WHITE;

import org.junit.jupiter.api.Test;

class FischerClockTest {

    @Test
    void blackPressAtTheStartStartsWhitesTime() {
        ClockScenario s = new ClockScenario(TimeControl.fischer(300_000, 3_000));
        assertThat(s.clock.state()).isEqualTo(ClockState.NOT_STARTED);
        s.time.advanceMillis(4_000);
        PressResult r = s.clock.press(BLACK, false, s.now());
        assertThat(r.outcome()).isEqualTo(PressOutcome.STARTED);
        assertThat(s.clock.running()).isEqualTo(WHITE);
        assertThat(s.clock.moveCount(BLACK)).isZero();
        s.time.advanceMillis(2_000);
        assertThat(s.ms(WHITE)).isEqualTo(298_000);
        assertThat(s.ms(BLACK)).isEqualTo(300_000);
    }

    @Test
    void setUpPositionWithBlackToMove_startsBlacksTime() {
        ChessClock clock = new ChessClock(TimeControl.fischer(300_000, 3_000), BLACK);
        assertThat(clock.press(BLACK, false, 0).outcome()).isEqualTo(PressOutcome.NOT_STARTED);
        assertThat(clock.press(WHITE, false, 1_000 * MS).outcome()).isEqualTo(PressOutcome.STARTED);
        assertThat(clock.running()).isEqualTo(BLACK);
        assertThat(clock.remainingMs(BLACK, 3_000 * MS)).isEqualTo(298_000);
        PressResult r = clock.press(BLACK, true, 3_000 * MS);
        assertThat(r.outcome()).isEqualTo(PressOutcome.SWITCHED);
        assertThat(r.reading().blackMs()).isEqualTo(301_000);
        assertThat(clock.running()).isEqualTo(WHITE);

        ChessClock arbiterStarted = new ChessClock(TimeControl.suddenDeath(60_000), BLACK);
        arbiterStarted.start(0);
        assertThat(arbiterStarted.running()).isEqualTo(BLACK);
    }

    @Test
    void whitePressBeforeTheStartChangesNothing() {
        ClockScenario s = new ClockScenario(TimeControl.suddenDeath(60_000));
        PressResult r = s.clock.press(WHITE, true, s.now());
        assertThat(r.outcome()).isEqualTo(PressOutcome.NOT_STARTED);
        assertThat(r.changedClock()).isFalse();
        assertThat(s.clock.state()).isEqualTo(ClockState.NOT_STARTED);
        s.time.advanceMillis(10_000);
        assertThat(s.ms(WHITE)).isEqualTo(60_000);
    }

    @Test
    void arbiterStartRunsWhiteAndCannotStartTwice() {
        ClockScenario s = ClockScenario.started(TimeControl.suddenDeath(60_000));
        assertThat(s.clock.running()).isEqualTo(WHITE);
        assertThatThrownBy(() -> s.clock.start(s.now())).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("already been started");
    }

    @Test
    void incrementIsAddedAfterTheMove() {
        ClockScenario s = ClockScenario.started(TimeControl.fischer(300_000, 3_000));
        s.time.advanceMillis(10_000);
        assertThat(s.ms(WHITE)).as("no increment during the move").isEqualTo(290_000);
        PressResult r = s.clock.press(WHITE, true, s.now());
        assertThat(r.reading()).isEqualTo(new ClockReading(293_000, 300_000, BLACK));
        assertThat(s.clock.moveCount(WHITE)).isEqualTo(1);
        PressResult b = s.move(BLACK, 2_500);
        assertThat(b.reading()).isEqualTo(new ClockReading(293_000, 300_500, WHITE));
        assertThat(s.clock.moveCount(BLACK)).isEqualTo(1);
    }

    @Test
    void pressBySideNotRunningIsReportedAndChangesNothing() {
        ClockScenario s = ClockScenario.started(TimeControl.fischer(300_000, 3_000));
        s.time.advanceMillis(5_000);
        PressResult r = s.clock.press(BLACK, true, s.now());
        assertThat(r.outcome()).isEqualTo(PressOutcome.NOT_RUNNING_SIDE);
        assertThat(r.reading()).isEqualTo(new ClockReading(295_000, 300_000, WHITE));
        assertThat(s.clock.moveCount(BLACK)).isZero();
    }

    @Test
    void pressWithoutAMoveIsReportedAndChangesNothing() {
        ClockScenario s = ClockScenario.started(TimeControl.fischer(300_000, 3_000));
        s.time.advanceMillis(5_000);
        PressResult r = s.clock.press(WHITE, false, s.now());
        assertThat(r.outcome()).isEqualTo(PressOutcome.NO_MOVE);
        assertThat(s.clock.running()).isEqualTo(WHITE);
        assertThat(s.clock.moveCount(WHITE)).isZero();
        s.time.advanceMillis(1_000);
        assertThat(s.ms(WHITE)).as("no increment, time keeps running").isEqualTo(294_000);
    }

    @Test
    void readingsRoundDownToTheMillisecond() {
        ClockScenario s = ClockScenario.started(TimeControl.suddenDeath(300_000));
        s.time.advanceTo(s.now() + 400_000); // 0.4 ms
        assertThat(s.clock.remainingNanos(WHITE, s.now())).isEqualTo(300_000 * MS - 400_000);
        assertThat(s.ms(WHITE)).isEqualTo(299_999);
    }

    @Test
    void timeGoingBackIsRefused() {
        ClockScenario s = ClockScenario.started(TimeControl.suddenDeath(300_000));
        long now = s.now();
        s.clock.reading(now + S);
        assertThatThrownBy(() -> s.clock.reading(now)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("time went back");
    }
}
