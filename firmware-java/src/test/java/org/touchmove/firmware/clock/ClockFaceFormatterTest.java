package org.touchmove.firmware.clock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.firmware.clock.ClockScenario.MS;
import static org.touchmove.firmware.clock.ClockScenario.S;
import static org.touchmove.firmware.rules.Color.BLACK;
import static org.touchmove.firmware.rules.Color.WHITE;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.ClockFace;

class ClockFaceFormatterTest {

    @ParameterizedTest(name = "{0} ns -> {1}")
    @CsvSource({
        "300000000000, 0:05:00",
        "5400000000000, 1:30:00",
        "36000000000000, 10:00:00",
        "59999999999, 0:00:59",
        "20000000000, 0:00:20",
        "19999999999, 19.9",
        "19950000000, 19.9",
        "5000000000, 5.0",
        "99999999, 0.0",
        "0, 0.0"
    })
    void formatsLikeADgtClock(long nanos, String expected) {
        assertThat(ClockFaceFormatter.format(nanos)).isEqualTo(expected);
    }

    @Test
    void faceShowsBothTimesTheMoveNumberAndTheRunningSide() {
        ClockScenario s = ClockScenario.started(TimeControl.fischer(300_000, 2_000));
        assertThat(ClockFaceFormatter.face(s.clock, s.now()))
                .isEqualTo(new ClockFace("0:05:00", "0:05:00", 1, ClockButton.WHITE));
        s.move(WHITE, 10_000);
        assertThat(ClockFaceFormatter.face(s.clock, s.now()))
                .isEqualTo(new ClockFace("0:04:52", "0:05:00", 1, ClockButton.BLACK));
        s.move(BLACK, 290_500);
        s.clock.pause(s.now());
        assertThat(ClockFaceFormatter.face(s.clock, s.now()))
                .isEqualTo(new ClockFace("0:04:52", "11.5", 2, null));
    }

    @Test
    void nextSecondBoundaryIsWhenTheReadingIsAWholeSecond() {
        ClockScenario s = ClockScenario.started(TimeControl.fischer(300_000, 2_500));
        long start = s.now();
        assertThat(s.clock.nextSecondBoundary(start)).isEqualTo(start + S);
        assertThat(s.clock.nextSecondBoundary(start + 300 * MS)).isEqualTo(start + S);
        assertThat(s.clock.remainingMs(WHITE, start + S)).isEqualTo(299_000);

        s.move(WHITE, 10_000); // white 292.5 s, black runs from 300 s
        assertThat(s.clock.nextSecondBoundary(s.now())).isEqualTo(s.now() + S);
        s.clock.pause(s.now());
        assertThat(s.clock.nextSecondBoundary(s.now())).isEqualTo(Long.MAX_VALUE);
    }

    @Test
    void nextSecondBoundaryWaitsForTheUsDelayAndStopsAtTheFlag() {
        ClockScenario s = ClockScenario.started("5m d3s");
        assertThat(s.clock.nextSecondBoundary(s.now())).isEqualTo(s.now() + 4 * S);

        ClockScenario flag = ClockScenario.started(TimeControl.suddenDeath(500));
        assertThat(flag.clock.nextSecondBoundary(flag.now())).isEqualTo(flag.now() + 500 * MS);
    }

    @Test
    void nextDisplayChangeIsWhenTheShownDigitsChange() {
        ClockScenario s = ClockScenario.started(TimeControl.suddenDeath(300_000));
        long change = s.clock.nextDisplayChange(s.now());
        assertThat(change).isEqualTo(s.now() + 1);
        assertThat(ClockFaceFormatter.face(s.clock, change).white()).isEqualTo("0:04:59");
        long next = s.clock.nextDisplayChange(change);
        assertThat(next).isEqualTo(s.now() + S + 1);
        assertThat(ClockFaceFormatter.face(s.clock, next - 1).white()).isEqualTo("0:04:59");
        assertThat(ClockFaceFormatter.face(s.clock, next).white()).isEqualTo("0:04:58");

        s.time.advanceMillis(280_050); // 19.95 s left
        long tenth = s.clock.nextDisplayChange(s.now());
        assertThat(tenth).isEqualTo(s.now() + 50 * MS + 1);
        assertThat(ClockFaceFormatter.face(s.clock, tenth).white()).isEqualTo("19.8");
    }
}
