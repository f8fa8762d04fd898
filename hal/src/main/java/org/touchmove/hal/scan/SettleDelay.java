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

    /**
     * Spins on {@code time} until {@code nanos} have passed (microsecond waits). No {@code Thread.onSpinWait()}: its
     * x86 PAUSE made each 10 us spin cost about 1 us more CPU on the KVM build machine (pause-loop exits; measured
     * side by side at 100 scans a second, 112-121 against 107-113 us a scan, issue 12), and on a Pi's JDK 17 it
     * does nothing.
     */
    static SettleDelay spinning(TimeSource time) {
        return nanos -> {
            long end = time.nanos() + nanos;
            while (time.nanos() - end < 0) {
                // the wait itself: reading the clock until the settle time has passed
            }
        };
    }
}
