package org.touchmove.firmware.event;

import org.touchmove.firmware.rules.Color;

/**
 * Both clock times, on every press and at most once per second while a clock runs.
 *
 * @param running the side whose time runs, null when stopped
 * @param cause   why it was published
 */
public record ClockEvent(long whiteMs, long blackMs, Color running, ClockCause cause) implements EventBody {

    @Override
    public String type() {
        return "clock";
    }

    @Override
    public <R> R accept(Visitor<R> v) {
        return v.clock(this);
    }
}
