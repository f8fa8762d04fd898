package org.touchmove.firmware.controller;

import java.time.Instant;

/**
 * Maps the monotonic time of the controller to wall-clock time for the {@code ts} field: an anchor
 * pair taken once, so {@code ts} never jumps when the system clock is stepped during a game.
 */
public record WallClock(Instant anchorWall, long anchorNanos) {

    public Instant at(long monoNanos) {
        return anchorWall.plusNanos(monoNanos - anchorNanos);
    }
}
