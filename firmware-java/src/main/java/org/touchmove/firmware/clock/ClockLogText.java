package org.touchmove.firmware.clock;

/**
 * Times in the clock's log lines in human units: an amount as {@code 1 min 30 s} (signed where it is a change), the
 * board's monotonic time as seconds with milliseconds ({@code board time 5.400 s}), never raw milli- or
 * nanoseconds.
 */
final class ClockLogText {

    private static final long NANOS_PER_MS = 1_000_000L;

    private ClockLogText() {
    }

    /** {@code 60000} → {@code 1 min}, {@code 5400000} → {@code 1 h 30 min}, {@code 250} → {@code 250 ms}. */
    static String amount(long ms) {
        long a = Math.abs(ms);
        String sign = ms < 0 ? "-" : "";
        if (a < 1_000) {
            return sign + a + " ms";
        }
        long h = a / 3_600_000;
        long min = a / 60_000 % 60;
        long s = a / 1_000 % 60;
        long rest = a % 1_000;
        StringBuilder b = new StringBuilder(sign);
        if (h > 0) {
            b.append(h).append(" h ");
        }
        if (min > 0) {
            b.append(min).append(" min ");
        }
        if (s > 0 || rest > 0) {
            b.append(s);
            if (rest > 0) {
                b.append('.').append(String.format("%03d", rest));
            }
            b.append(" s ");
        }
        return b.toString().strip();
    }

    /** A change of time: {@code +1 min}, {@code -30 s}. */
    static String change(long ms) {
        return ms < 0 ? amount(ms) : "+" + amount(ms);
    }

    /** The board's monotonic time: {@code board time 5.400 s}. */
    static String at(long nanos) {
        long ms = Math.floorDiv(nanos, NANOS_PER_MS);
        return "board time " + Math.floorDiv(ms, 1_000) + "." + String.format("%03d", Math.floorMod(ms, 1_000)) + " s";
    }
}
