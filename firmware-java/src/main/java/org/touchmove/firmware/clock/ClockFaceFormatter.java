package org.touchmove.firmware.clock;

import org.touchmove.firmware.rules.Color;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.ClockFace;

/**
 * Formats the clock for a display, DGT 3000 style: {@code h:mm:ss} ("1:30:00", "0:05:00") from
 * 20 seconds up, and seconds with tenths ("19.9", "5.0", "0.0") below 20 seconds. Times are rounded
 * down like every reading, so the display never shows more time than remains ("0.0" may show for
 * the last 99 ms before the flag falls).
 */
public final class ClockFaceFormatter {

    static final long TENTH_NANOS = 100_000_000L;
    static final long TENTHS_BELOW_NANOS = 20L * ChessClock.NANOS_PER_SECOND;

    private ClockFaceFormatter() {
    }

    /**
     * The face at {@code nowNanos}: both times, the number of the move being played by the side to
     * move (its completed moves + 1, as on a scoresheet) and the running side.
     */
    public static ClockFace face(ChessClock clock, long nowNanos) {
        String white = format(clock.remainingNanos(Color.WHITE, nowNanos));
        String black = format(clock.remainingNanos(Color.BLACK, nowNanos));
        Color running = clock.running();
        ClockButton button = running == null ? null
                : running == Color.WHITE ? ClockButton.WHITE : ClockButton.BLACK;
        return new ClockFace(white, black, clock.moveCount(clock.sideToMove()) + 1, button);
    }

    /** One time as the display shows it. */
    public static String format(long nanos) {
        if (nanos < 0) {
            throw new IllegalArgumentException("a clock time cannot be negative: " + nanos + " ns");
        }
        if (nanos < TENTHS_BELOW_NANOS) {
            long tenths = nanos / TENTH_NANOS;
            return (tenths / 10) + "." + (tenths % 10);
        }
        long seconds = nanos / ChessClock.NANOS_PER_SECOND;
        // Built by hand rather than with String.format: the display is refreshed many times a second, and its digits
        // are ASCII whatever the JVM's locale.
        StringBuilder text = new StringBuilder(10).append(seconds / 3600).append(':');
        twoDigits(text, seconds / 60 % 60).append(':');
        return twoDigits(text, seconds % 60).toString();
    }

    private static StringBuilder twoDigits(StringBuilder text, long value) {
        return text.append((char) ('0' + value / 10)).append((char) ('0' + value % 10));
    }
}
