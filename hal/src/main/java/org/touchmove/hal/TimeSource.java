package org.touchmove.hal;

/**
 * A monotonic time source in nanoseconds. Injected everywhere time matters, so debounce,
 * clock and timeout logic runs in virtual time in tests.
 */
@FunctionalInterface
public interface TimeSource {

    /** Monotonic nanoseconds; only differences are meaningful. */
    long nanos();

    /** The JVM's monotonic clock. */
    static TimeSource system() {
        return System::nanoTime;
    }
}
