package org.touchmove.sim;

/**
 * How the simulated sensors react in time.
 *
 * @param debounceNanos      a square must read the same for this long before its change is reported
 * @param buttonLatencyNanos delay between a button press and its delivery to the listener
 */
public record BoardTiming(long debounceNanos, long buttonLatencyNanos) {

    /** 30 ms debounce, buttons delivered at once. */
    public static final BoardTiming DEFAULT = new BoardTiming(30_000_000L, 0L);

    public BoardTiming {
        if (debounceNanos < 0 || buttonLatencyNanos < 0) {
            throw new IllegalArgumentException("timings must not be negative: debounce=" + debounceNanos
                    + " buttonLatency=" + buttonLatencyNanos);
        }
    }

    public static BoardTiming ofDebounceMillis(long millis) {
        return new BoardTiming(millis * 1_000_000L, 0L);
    }
}
