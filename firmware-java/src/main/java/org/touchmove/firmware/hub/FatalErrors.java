package org.touchmove.firmware.hub;

import java.util.function.IntConsumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A hub that can no longer work ends its process (docs/hub.md, "When the heap runs out"): an exhausted heap or any
 * other {@link VirtualMachineError} in one of its threads, or an {@link Error} no one caught, halts it with status
 * {@link #STATUS} (as {@code -XX:+ExitOnOutOfMemoryError} does, which the launcher also passes), so that its service
 * manager starts it again, instead of it living on deaf. The libraries the hub runs on (Paho, Jetty, executors) catch
 * whatever their tasks throw, so the hub's own entry points run through {@link #guard}.
 */
final class FatalErrors {

    private static final Logger log = LoggerFactory.getLogger(FatalErrors.class);
    /** The JVM's own status for {@code -XX:+ExitOnOutOfMemoryError}. */
    static final int STATUS = 3;

    private final IntConsumer exit;

    /** @param exit ends the process with a status ({@code Runtime::halt} in production: no shutdown hook may hang) */
    FatalErrors(IntConsumer exit) {
        this.exit = exit;
    }

    static FatalErrors halting() {
        return new FatalErrors(status -> Runtime.getRuntime().halt(status));
    }

    /** Runs {@code task}; a {@link VirtualMachineError} in it ends the process. */
    void guard(Runnable task) {
        try {
            task.run();
        } catch (VirtualMachineError e) {
            fatal(Thread.currentThread(), e);
            throw e;
        }
    }

    /** For threads the hub starts itself: an Error no one caught ends the process; anything else is logged. */
    Thread.UncaughtExceptionHandler handler() {
        return (t, e) -> {
            if (e instanceof Error) {
                fatal(t, e);
            } else {
                log.error("hub: thread {} died", t.getName(), e);
            }
        };
    }

    private void fatal(Thread t, Throwable e) {
        try {
            // Plain stderr first: a logger may need the memory that ran out.
            System.err.println("touchmove hub: " + e + " in thread " + t.getName() + "; exiting with status "
                    + STATUS + " for the service manager to restart the hub");
            log.error("hub: {} in thread {}; exiting with status {}", e, t.getName(), STATUS);
        } finally {
            exit.accept(STATUS);
        }
    }
}
