package org.touchmove.hal.scan;

import org.touchmove.hal.TimeSource;

/**
 * Waits for the column lines to settle after a row is driven. Injected so the scanner runs in
 * virtual time in tests; in production the wait is a few microseconds, shorter than any sleep
 * the OS grants, so it spins on the time source.
 */
@FunctionalInterface
public interface SettleDelay {

    void await(long nanos);

    /** Spins on {@code time} until {@code nanos} have passed (microsecond waits). */
    static SettleDelay spinning(TimeSource time) {
        return nanos -> {
            long end = time.nanos() + nanos;
            while (time.nanos() - end < 0) {
                Thread.onSpinWait();
            }
        };
    }
}
