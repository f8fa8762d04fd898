package org.touchmove.firmware.clock;

import org.touchmove.firmware.rules.Color;

/**
 * The result of a press: what happened, the reading right after it (increment included), whether
 * a new period's (or Canadian block's) time was added, and the flag if one has fallen (else null).
 */
public record PressResult(PressOutcome outcome, Color presser, ClockReading reading, boolean periodAdvanced,
        FlagFall flag) {

    /** True when the press changed the clock (the game started or the turn passed). */
    public boolean changedClock() {
        return outcome == PressOutcome.STARTED || outcome == PressOutcome.SWITCHED;
    }
}
