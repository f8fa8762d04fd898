package org.touchmove.firmware.clock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.firmware.clock.ClockScenario.MS;
import static org.touchmove.firmware.clock.ClockScenario.S;
import static org.touchmove.firmware.rules.Color.BLACK;
import static org.touchmove.firmware.rules.Color.WHITE;

import org.junit.jupiter.api.Test;

class FlagFallTest {

    @Test
    void deadlineIsExactAndTheFlagFallsAtItNotOneMillisecondEarly() {
        ClockScenario s = ClockScenario.started(TimeControl.suddenDeath(60_000));
        long deadline = s.now() + 60 * S;
        assertThat(s.clock.flagDeadlineNanos()).isEqualTo(deadline);

        assertThat(s.clock.flagFallen(deadline - MS)).isEmpty();
        assertThat(s.clock.remainingMs(WHITE, deadline - MS)).isEqualTo(1);
        assertThat(s.clock.flagFallen(deadline - 1)).isEmpty();
        assertThat(s.clock.remainingNanos(WHITE, deadline - 1)).isEqualTo(1);

        FlagFall flag = s.clock.flagFallen(deadline).orElseThrow();
        assertThat(flag).isEqualTo(new FlagFall(WHITE, deadline, 0));
        assertThat(s.clock.state()).isEqualTo(ClockState.FLAGGED);
        assertThat(s.clock.running()).isNull();
    }

    @Test
    void aLateCheckStillReportsTheExactInstantAndBlocksTheTimeAtZero() {
        ClockScenario s = ClockScenario.started(TimeControl.fischer(60_000, 2_000));
        s.move(WHITE, 1_000); // white 61 s, black runs from 60 s
        long deadline = s.now() + 60 * S;
        assertThat(s.clock.flagDeadlineNanos()).isEqualTo(deadline);
        s.time.advanceMillis(65_000);
        FlagFall flag = s.clock.flagFallen(s.now()).orElseThrow();
        assertThat(flag.side()).isEqualTo(BLACK);
        assertThat(flag.atNanos()).isEqualTo(deadline);
        assertThat(flag.movesCompleted()).isZero();
        assertThat(s.clock.reading(s.now())).isEqualTo(new ClockReading(61_000, 0, null));
        assertThat(s.clock.flagDeadlineNanos()).isEqualTo(Long.MAX_VALUE);
    }

    @Test
    void aPressAtTheDeadlineIsTooLateAndOneNanosecondBeforeIsInTime() {
        ClockScenario late = ClockScenario.started(TimeControl.fischer(60_000, 2_000));
        long deadline = late.clock.flagDeadlineNanos();
        PressResult r = late.clock.press(WHITE, true, deadline);
        assertThat(r.outcome()).isEqualTo(PressOutcome.FLAG_FALLEN);
        assertThat(r.flag()).isEqualTo(new FlagFall(WHITE, deadline, 0));
        assertThat(late.clock.moveCount(WHITE)).isZero();

        ClockScenario inTime = ClockScenario.started(TimeControl.fischer(60_000, 2_000));
        PressResult saved = inTime.clock.press(WHITE, true, inTime.clock.flagDeadlineNanos() - 1);
        assertThat(saved.outcome()).isEqualTo(PressOutcome.SWITCHED);
        assertThat(inTime.clock.remainingNanos(WHITE, inTime.clock.flagDeadlineNanos() - 1))
                .isEqualTo(2_000 * MS + 1);
    }

    @Test
    void afterTheFlagTheClockIsStoppedSoOnlyTheFirstFlagIsRecorded() {
        ClockScenario s = ClockScenario.started(TimeControl.suddenDeath(10_000));
        s.time.advanceMillis(10_000);
        assertThat(s.clock.flagFallen(s.now())).isPresent();
        s.time.advanceMillis(20_000);
        assertThat(s.clock.press(WHITE, true, s.now()).outcome()).isEqualTo(PressOutcome.FLAG_FALLEN);
        assertThat(s.clock.press(BLACK, true, s.now()).outcome()).isEqualTo(PressOutcome.FLAG_FALLEN);
        assertThat(s.ms(BLACK)).as("the opponent's time is frozen too").isEqualTo(10_000);
        assertThat(s.clock.flags()).hasSize(1);
        assertThat(s.clock.firstFlag().orElseThrow().side()).isEqualTo(WHITE);
    }

    @Test
    void flagLosesUnlessTheOpponentCannotCheckmate() {
        FlagFall whiteFlag = new FlagFall(WHITE, 123, 41);
        // White (lone king) against black king and rook: black can mate, white loses.
        assertThat(FlagRuling.rule(whiteFlag, true)).isEqualTo(new Verdict.Loss(WHITE, "6.9"));
        // White with king and rook against a lone black king: black cannot mate, Art. 6.9 draw.
        assertThat(FlagRuling.rule(whiteFlag, false)).isEqualTo(new Verdict.Draw("6.9"));
        assertThat(((Verdict.Loss) FlagRuling.rule(whiteFlag, true)).winner()).isEqualTo(BLACK);
    }
}
