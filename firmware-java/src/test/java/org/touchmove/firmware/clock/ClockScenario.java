package org.touchmove.firmware.clock;

import static org.assertj.core.api.Assertions.assertThat;

import org.touchmove.firmware.rules.Color;
import org.touchmove.hal.ManualTimeSource;

/** A clock driven in virtual time: moves take exact milliseconds, nothing sleeps. */
final class ClockScenario {

    static final long T0 = 7_000_000_000L;
    static final long MS = 1_000_000L;
    static final long S = 1_000_000_000L;

    final ManualTimeSource time = new ManualTimeSource(T0);
    final ChessClock clock;

    ClockScenario(TimeControl control) {
        clock = new ChessClock(control);
    }

    static ClockScenario started(TimeControl control) {
        ClockScenario scenario = new ClockScenario(control);
        scenario.clock.start(scenario.now());
        return scenario;
    }

    static ClockScenario started(String notation) {
        return started(TimeControlNotation.parse(notation));
    }

    long now() {
        return time.nanos();
    }

    /** The side to move thinks {@code ms} and presses after its move; the press must switch. */
    PressResult move(Color side, long ms) {
        time.advanceMillis(ms);
        PressResult result = clock.press(side, true, now());
        assertThat(result.outcome()).as("%s's press after %d ms", side, ms).isEqualTo(PressOutcome.SWITCHED);
        return result;
    }

    long ms(Color side) {
        return clock.remainingMs(side, now());
    }
}
