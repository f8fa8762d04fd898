package org.touchmove.sim;

import org.touchmove.hal.ClockFace;

/** What the controller told the simulated clock display, with the virtual time it did so. */
public sealed interface DisplayEvent {

    long atNanos();

    record Shown(ClockFace face, long atNanos) implements DisplayEvent {
    }

    record Text(String text, long atNanos) implements DisplayEvent {
    }

    record Beep(int durationMs, long atNanos) implements DisplayEvent {
    }
}
