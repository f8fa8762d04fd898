package org.touchmove.firmware.clock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.touchmove.firmware.clock.ClockScenario.MS;
import static org.touchmove.firmware.clock.ClockScenario.S;
import static org.touchmove.firmware.rules.Color.BLACK;
import static org.touchmove.firmware.rules.Color.WHITE;

import org.junit.jupiter.api.Test;

class ArbiterActionsTest {

    @Test
    void pauseFreezesBothTimesAndResumeContinuesTheSameSide() {
        ClockScenario s = ClockScenario.started(TimeControl.fischer(300_000, 2_000));
        s.time.advanceMillis(10_000);
        assertThat(s.clock.pause(s.now())).isTrue();
        assertThat(s.clock.running()).isNull();
        assertThat(s.clock.flagDeadlineNanos()).isEqualTo(Long.MAX_VALUE);
        s.time.advanceMillis(3_600_000);
        assertThat(s.clock.reading(s.now())).isEqualTo(new ClockReading(290_000, 300_000, null));

        PressResult during = s.clock.press(WHITE, true, s.now());
        assertThat(during.outcome()).isEqualTo(PressOutcome.STOPPED);
        assertThat(s.clock.moveCount(WHITE)).isZero();

        s.clock.resume(s.now());
        assertThat(s.clock.running()).isEqualTo(WHITE);
        assertThat(s.clock.flagDeadlineNanos()).isEqualTo(s.now() + 290 * S);
        s.time.advanceMillis(5_000);
        assertThat(s.ms(WHITE)).isEqualTo(285_000);
    }

    @Test
    void pauseWhenNotRunningChangesNothingAndResumeNeedsAPause() {
        ClockScenario s = new ClockScenario(TimeControl.suddenDeath(60_000));
        assertThat(s.clock.pause(s.now())).isFalse();
        assertThat(s.clock.state()).isEqualTo(ClockState.NOT_STARTED);
        assertThatThrownBy(() -> s.clock.resume(s.now())).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("NOT_STARTED");
    }

    @Test
    void usDelayLeftSurvivesAPause() {
        ClockScenario s = ClockScenario.started("5m d3s");
        s.time.advanceMillis(1_000);
        s.clock.pause(s.now());
        s.time.advanceMillis(60_000);
        s.clock.resume(s.now());
        s.time.advanceMillis(2_500);
        assertThat(s.ms(WHITE)).as("2 s of delay were left, 0.5 s of main used").isEqualTo(299_500);
    }

    @Test
    void addAndRemoveTime() {
        ClockScenario s = ClockScenario.started(TimeControl.suddenDeath(300_000));
        s.time.advanceMillis(10_000);
        s.clock.addTime(BLACK, 60_000, s.now());
        s.clock.addTime(WHITE, -30_000, s.now());
        assertThat(s.clock.reading(s.now())).isEqualTo(new ClockReading(260_000, 360_000, WHITE));
        assertThat(s.clock.flagDeadlineNanos()).isEqualTo(s.now() + 260 * S);
        s.clock.setRemaining(BLACK, 45_500, s.now());
        assertThat(s.ms(BLACK)).isEqualTo(45_500);
    }

    @Test
    void removingMoreThanRemainsIsRefusedAndLosesNothing() {
        ClockScenario s = ClockScenario.started(TimeControl.suddenDeath(300_000));
        assertThatThrownBy(() -> s.clock.addTime(BLACK, -400_000, s.now()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("black: cannot remove 400000 ms").hasMessageContaining("300000 ms remain");
        assertThat(s.ms(BLACK)).isEqualTo(300_000);
    }

    @Test
    void removingAllOfTheRunningSidesTimeMakesItsFlagFallNow() {
        ClockScenario s = ClockScenario.started(TimeControl.suddenDeath(300_000));
        s.time.advanceMillis(100_000);
        s.clock.addTime(WHITE, -200_000, s.now());
        assertThat(s.clock.flagFallen(s.now())).contains(new FlagFall(WHITE, s.now(), 0));
    }

    @Test
    void afterAFlagTheArbiterMayAddTimeAndResume() {
        ClockScenario s = ClockScenario.started(TimeControl.suddenDeath(10_000));
        s.time.advanceMillis(12_000);
        assertThat(s.clock.flagFallen(s.now())).isPresent();
        assertThatThrownBy(() -> s.clock.resume(s.now())).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("add time");
        s.clock.addTime(WHITE, 30_000, s.now());
        s.clock.resume(s.now());
        long deadline = s.now() + 30 * S;
        assertThat(s.clock.flagDeadlineNanos()).isEqualTo(deadline);
        s.move(WHITE, 1_000);
        s.time.advanceMillis(10_000);
        assertThat(s.clock.flagFallen(s.now())).map(FlagFall::side).contains(BLACK);
        assertThat(s.clock.flags()).extracting(FlagFall::side).containsExactly(WHITE, BLACK);
        assertThat(s.clock.firstFlag().orElseThrow().side()).isEqualTo(WHITE);
    }

    @Test
    void adjustingByoYomiInOvertimeChangesThePeriodAndRevivesAFallenFlag() {
        ClockScenario s = ClockScenario.started("0s byo 1x10s");
        s.time.advanceMillis(4_000);
        s.clock.addTime(WHITE, 5_000, s.now());
        assertThat(s.ms(WHITE)).isEqualTo(11_000);
        s.time.advanceMillis(11_000);
        assertThat(s.clock.flagFallen(s.now())).isPresent();
        s.clock.addTime(WHITE, 20_000, s.now());
        s.clock.resume(s.now());
        assertThat(s.clock.flagDeadlineNanos()).isEqualTo(s.now() + 20 * S);
    }

    @Test
    void moveCounterCannotBeNegative() {
        ClockScenario s = ClockScenario.started(TimeControl.suddenDeath(10_000));
        assertThatThrownBy(() -> s.clock.setMoveCount(WHITE, -1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("-1");
    }

    @Test
    void setSideToMove_switchesWithoutIncrementOrMoveCount() {
        ChessClock clock = new ChessClock(TimeControl.fischer(60_000, 5_000));
        clock.start(0);
        clock.press(WHITE, true, 1_000 * MS);            // White 59 000 + 5 000
        clock.setSideToMove(WHITE, 3_000 * MS);           // a takeback: Black used 2 000, White runs again
        assertThat(clock.running()).isEqualTo(WHITE);
        assertThat(clock.remainingMs(BLACK, 3_000 * MS)).isEqualTo(58_000);
        assertThat(clock.remainingMs(WHITE, 4_000 * MS)).isEqualTo(63_000);
        assertThat(clock.moveCount(BLACK)).isZero();
        clock.pause(4_000 * MS);
        clock.setSideToMove(BLACK, 5_000 * MS);
        assertThat(clock.state()).isEqualTo(ClockState.PAUSED);
        assertThat(clock.remainingMs(BLACK, 9_000 * MS)).isEqualTo(58_000);
        assertThatThrownBy(() -> new ChessClock(TimeControl.suddenDeath(1_000)).setSideToMove(BLACK, 0))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("NOT_STARTED");
    }
}
