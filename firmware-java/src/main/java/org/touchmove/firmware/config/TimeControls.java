package org.touchmove.firmware.config;

import org.touchmove.firmware.clock.PgnTimeControl;
import org.touchmove.firmware.clock.TimeControl;
import org.touchmove.firmware.clock.TimeControlNotation;
import org.touchmove.hal.text.Excerpt;

/** Reads a time control as configuration and scripts give it: a PGN TimeControl tag, else the readable form. */
public final class TimeControls {

    private TimeControls() {
    }

    public static TimeControl parse(String text) {
        try {
            return PgnTimeControl.parse(text);
        } catch (IllegalArgumentException pgnError) {
            try {
                return TimeControlNotation.parse(text);
            } catch (IllegalArgumentException notationError) {
                IllegalArgumentException e = new IllegalArgumentException("time control '" + Excerpt.of(text)
                        + "' is neither a PGN TimeControl tag (" + pgnError.getMessage()
                        + ") nor the readable form of docs/time-controls.md (" + notationError.getMessage() + ")");
                e.addSuppressed(notationError);
                throw e;
            }
        }
    }
}
