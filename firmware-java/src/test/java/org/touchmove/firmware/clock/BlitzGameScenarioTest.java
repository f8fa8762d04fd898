package org.touchmove.firmware.clock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.firmware.rules.Color.BLACK;
import static org.touchmove.firmware.rules.Color.WHITE;

import org.junit.jupiter.api.Test;

/** A 3+2 blitz game as the controller drives it: start, moves, an illegal move, a flag. */
class BlitzGameScenarioTest {

    @Test
    void blitzGameFromBlacksStartPressToAnArt69Draw() {
        ClockScenario s = new ClockScenario(PgnTimeControl.parse("180+2"));
        assertThat(GameCategory.of(s.clock.timeControl())).isEqualTo(GameCategory.BLITZ);
        IllegalMovePenalty penalty = IllegalMovePenalty.forControl(s.clock.timeControl());

        assertThat(s.clock.press(BLACK, false, s.now()).outcome()).isEqualTo(PressOutcome.STARTED);
        s.move(WHITE, 3_000);  // 179 s
        s.move(BLACK, 10_000); // 172 s
        s.move(WHITE, 1_500);  // 179.5 s

        // Black completes an illegal move; the arbiter gives White one minute (blitz).
        s.time.advanceMillis(4_000);
        IllegalMoveDecision decision = penalty.record(BLACK, true);
        IllegalMoveDecision.TimeBonus bonus = (IllegalMoveDecision.TimeBonus) decision;
        s.clock.addTime(bonus.beneficiary(), bonus.bonusMs(), s.now());
        assertThat(s.clock.reading(s.now())).isEqualTo(new ClockReading(239_500, 168_000, BLACK));

        s.move(BLACK, 6_000); // 164 s
        assertThat(ClockFaceFormatter.face(s.clock, s.now()).moveNumber()).isEqualTo(3);

        // White runs out of time, but keeps only king and rook against black's lone king.
        long deadline = s.clock.flagDeadlineNanos();
        assertThat(deadline).isEqualTo(s.now() + 239_500_000_000L);
        s.time.advanceTo(deadline + 2_000_000_000L);
        FlagFall flag = s.clock.flagFallen(s.now()).orElseThrow();
        assertThat(flag).isEqualTo(new FlagFall(WHITE, deadline, 2));
        assertThat(FlagRuling.rule(flag, false)).isEqualTo(new Verdict.Draw("6.9"));
        assertThat(s.clock.reading(s.now())).isEqualTo(new ClockReading(0, 164_000, null));
    }
}
