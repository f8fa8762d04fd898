package org.touchmove.firmware.clock;

import org.touchmove.firmware.rules.Color;

/**
 * Both times as the clock shows them, in whole milliseconds rounded down (never more time than
 * remains), and the side whose time runs ({@code null} when the clock is stopped).
 */
public record ClockReading(long whiteMs, long blackMs, Color running) {

    public long ms(Color side) {
        return side == Color.WHITE ? whiteMs : blackMs;
    }
}
