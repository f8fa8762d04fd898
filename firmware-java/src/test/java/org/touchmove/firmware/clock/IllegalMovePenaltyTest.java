package org.touchmove.firmware.clock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.firmware.rules.Color.BLACK;
import static org.touchmove.firmware.rules.Color.WHITE;

import org.junit.jupiter.api.Test;

class IllegalMovePenaltyTest {

    @Test
    void firstIllegalMoveGivesTheOpponentTwoMinutesInStandard() {
        IllegalMovePenalty penalty = IllegalMovePenalty.forControl(PgnTimeControl.parse("40/5400+30:1800+30"));
        IllegalMoveDecision d = penalty.record(WHITE, true);
        assertThat(d).isEqualTo(new IllegalMoveDecision.TimeBonus(WHITE, 1, 120_000));
        assertThat(((IllegalMoveDecision.TimeBonus) d).beneficiary()).isEqualTo(BLACK);
    }

    @Test
    void rapidAndBlitzGiveOneMinute() {
        assertThat(IllegalMovePenalty.forControl(PgnTimeControl.parse("900+10")).record(BLACK, true))
                .isEqualTo(new IllegalMoveDecision.TimeBonus(BLACK, 1, 60_000));
        assertThat(IllegalMovePenalty.forControl(PgnTimeControl.parse("180+2")).record(BLACK, true))
                .isEqualTo(new IllegalMoveDecision.TimeBonus(BLACK, 1, 60_000));
    }

    @Test
    void secondIllegalMoveBySamePlayerLosesUnderCurrentLaws() {
        IllegalMovePenalty penalty = new IllegalMovePenalty(IllegalMoveRules.SECOND_LOSES, GameCategory.STANDARD);
        assertThat(penalty.record(WHITE, true)).isInstanceOf(IllegalMoveDecision.TimeBonus.class);
        assertThat(penalty.record(BLACK, true)).as("counts are per player")
                .isEqualTo(new IllegalMoveDecision.TimeBonus(BLACK, 1, 120_000));
        assertThat(penalty.record(WHITE, true))
                .isEqualTo(new IllegalMoveDecision.GameOver(WHITE, 2, new Verdict.Loss(WHITE, "7.5.5")));
    }

    @Test
    void losingIllegalMoveIsADrawWhenTheOpponentCannotCheckmate() {
        IllegalMovePenalty penalty = new IllegalMovePenalty(IllegalMoveRules.SECOND_LOSES, GameCategory.BLITZ);
        penalty.record(BLACK, true);
        assertThat(penalty.record(BLACK, false))
                .isEqualTo(new IllegalMoveDecision.GameOver(BLACK, 2, new Verdict.Draw("7.5.5")));
    }

    @Test
    void olderLawsLoseOnlyOnTheThirdIllegalMove() {
        IllegalMovePenalty penalty = new IllegalMovePenalty(IllegalMoveRules.THIRD_LOSES, GameCategory.STANDARD);
        assertThat(penalty.record(WHITE, true)).isEqualTo(new IllegalMoveDecision.TimeBonus(WHITE, 1, 120_000));
        assertThat(penalty.record(WHITE, true)).isEqualTo(new IllegalMoveDecision.TimeBonus(WHITE, 2, 120_000));
        assertThat(penalty.record(WHITE, true))
                .isEqualTo(new IllegalMoveDecision.GameOver(WHITE, 3, new Verdict.Loss(WHITE, "7.5.5")));
        assertThat(penalty.count(WHITE)).isEqualTo(3);
        assertThat(penalty.count(BLACK)).isZero();
    }

    @Test
    void theBonusIsAppliedOnTheClock() {
        ClockScenario s = ClockScenario.started(PgnTimeControl.parse("5400"));
        s.time.advanceMillis(5_000);
        IllegalMovePenalty penalty = IllegalMovePenalty.forControl(s.clock.timeControl());
        IllegalMoveDecision.TimeBonus bonus = (IllegalMoveDecision.TimeBonus) penalty.record(WHITE, true);
        s.clock.addTime(bonus.beneficiary(), bonus.bonusMs(), s.now());
        assertThat(s.clock.reading(s.now())).isEqualTo(new ClockReading(5_395_000, 5_520_000, WHITE));
    }
}
