package org.touchmove.firmware.clock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.firmware.clock.ClockScenario.S;
import static org.touchmove.firmware.rules.Color.BLACK;
import static org.touchmove.firmware.rules.Color.WHITE;

import org.junit.jupiter.api.Test;

class MultiPeriodClockTest {

    /** 40 moves in 90 minutes, then 30 minutes for the rest, 30 s per move from move 1. */
    private static final TimeControl CLASSICAL = PgnTimeControl.parse("40/5400+30:1800+30");

    @Test
    void secondPeriodTimeIsAddedOnceOnMove40NotOn39Or41() {
        ClockScenario s = ClockScenario.started(CLASSICAL);
        for (int move = 1; move <= 39; move++) {
            PressResult white = s.move(WHITE, 1_000);
            assertThat(white.periodAdvanced()).as("white move %d", move).isFalse();
            s.move(BLACK, 2_000);
        }
        // Each white move: -1 s + 30 s.
        assertThat(s.ms(WHITE)).isEqualTo(5_400_000 + 39 * 29_000);
        assertThat(s.clock.periodIndex(WHITE)).isZero();

        PressResult move40 = s.move(WHITE, 1_000);
        assertThat(move40.periodAdvanced()).isTrue();
        assertThat(move40.reading().whiteMs()).isEqualTo(5_400_000 + 40 * 29_000 + 1_800_000);
        assertThat(s.clock.periodIndex(WHITE)).isEqualTo(1);
        assertThat(s.ms(BLACK)).as("black has not completed move 40 yet").isEqualTo(5_400_000 + 39 * 28_000);

        PressResult black40 = s.move(BLACK, 2_000);
        assertThat(black40.periodAdvanced()).isTrue();
        assertThat(black40.reading().blackMs()).isEqualTo(5_400_000 + 40 * 28_000 + 1_800_000);

        PressResult move41 = s.move(WHITE, 1_000);
        assertThat(move41.periodAdvanced()).isFalse();
        assertThat(move41.reading().whiteMs()).isEqualTo(5_400_000 + 41 * 29_000 + 1_800_000);
    }

    @Test
    void flagInTheFirstPeriodFallsBeforeTheNextPeriodsTimeIsAdded() {
        ClockScenario s = ClockScenario.started(PgnTimeControl.parse("40/60:1800"));
        long deadline = s.now() + 60 * S;
        s.time.advanceMillis(61_000);
        assertThat(s.clock.flagFallen(s.now())).contains(new FlagFall(WHITE, deadline, 0));
        assertThat(s.ms(WHITE)).isZero();
    }

    @Test
    void aLastPeriodWithAMoveCountRepeats() {
        // 2 moves in 60 s, then 1 move per 10 s, repeated.
        ClockScenario s = ClockScenario.started(new TimeControl.Periods(
                Period.moves(2, 60_000, 0), Period.moves(1, 10_000, 0)));
        assertThat(s.move(WHITE, 1_000).reading().whiteMs()).isEqualTo(59_000);
        s.move(BLACK, 1_000);
        assertThat(s.move(WHITE, 1_000).reading().whiteMs()).isEqualTo(68_000);
        s.move(BLACK, 1_000);
        assertThat(s.move(WHITE, 1_000).reading().whiteMs()).isEqualTo(77_000);
        s.move(BLACK, 1_000);
        assertThat(s.move(WHITE, 1_000).reading().whiteMs()).isEqualTo(86_000);
    }

    @Test
    void settingTheMoveCounterMovesThePeriodWithoutAddingTime() {
        ClockScenario s = ClockScenario.started(CLASSICAL);
        s.clock.pause(s.now());
        s.clock.setMoveCount(WHITE, 40);
        assertThat(s.clock.moveCount(WHITE)).isEqualTo(40);
        assertThat(s.clock.periodIndex(WHITE)).isEqualTo(1);
        assertThat(s.ms(WHITE)).isEqualTo(5_400_000);
        s.clock.resume(s.now());
        PressResult move41 = s.move(WHITE, 1_000);
        assertThat(move41.periodAdvanced()).isFalse();
        assertThat(move41.reading().whiteMs()).isEqualTo(5_429_000);

        s.clock.setMoveCount(BLACK, 39);
        assertThat(s.clock.periodIndex(BLACK)).isZero();
        assertThat(s.move(BLACK, 0).periodAdvanced()).as("black's 40th move").isTrue();
    }
}
