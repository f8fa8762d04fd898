package org.touchmove.hal.testing;

import java.time.Duration;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/** Bounded polling for tests of real I/O (pseudo-terminals, processes); logic is tested in virtual time instead. */
public final class Poll {

    private Poll() {
    }

    /** Polls {@code condition} every 5 ms until it holds; fails after {@code timeout}, naming {@code what}. */
    public static void awaitTrue(Duration timeout, BooleanSupplier condition, String what) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                throw new AssertionError("timed out after " + timeout + " waiting for " + what);
            }
            LockSupport.parkNanos(5_000_000L);
        }
    }
}
