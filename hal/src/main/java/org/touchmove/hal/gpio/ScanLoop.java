package org.touchmove.hal.gpio;

import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs a scan at a fixed rate on one daemon thread of its own, parking until each deadline.
 *
 * <p>Why not a {@code ScheduledExecutorService}: at 100 scans a second the executor's queue, lock, condition and
 * future cost about 20 us of CPU per scan on top of the scan (issue 12, bench-footprint); this loop only parks.
 * It also differs on purpose when a scan comes late (a stall, a collection, a loaded CPU): a fixed-rate executor
 * runs every missed period back to back, and three scans a fraction of a millisecond apart would pass the
 * 3-scan debounce (30 ms at 100 Hz) on one bounce. Here a late scan runs at once and the next ones follow a
 * period apart from it: missed periods are dropped, never made up in a burst.
 */
final class ScanLoop {

    private static final Logger log = LoggerFactory.getLogger(ScanLoop.class);

    private final Runnable scan;
    private final long periodNanos;
    private final Thread thread;
    private volatile boolean running = true;

    ScanLoop(String threadName, long periodNanos, Runnable scan) {
        if (periodNanos <= 0) {
            throw new IllegalArgumentException("scan period must be positive, got " + periodNanos + " ns");
        }
        this.periodNanos = periodNanos;
        this.scan = Objects.requireNonNull(scan, "scan");
        this.thread = new Thread(this::run, threadName);
        this.thread.setDaemon(true);
    }

    /**
     * The deadline of the scan after the one due at {@code deadline}, when that scan ended at {@code now}: one
     * period later, or {@code now} when that is already past (the periods missed are dropped).
     */
    static long nextDeadline(long deadline, long now, long periodNanos) {
        long next = deadline + periodNanos;
        return next - now < 0 ? now : next;
    }

    void start() {
        thread.start();
    }

    /** Stops the loop after the scan under way, if any; false when the thread did not end within {@code timeout}. */
    boolean stop(long timeout, TimeUnit unit) throws InterruptedException {
        running = false;
        LockSupport.unpark(thread);
        if (thread.isAlive()) {
            thread.join(Math.max(1, unit.toMillis(timeout)));
        }
        return !thread.isAlive();
    }

    private void run() {
        long deadline = System.nanoTime();
        // The loop runs once and for good, so the JIT would compile it only by on-stack replacement after minutes
        // at 100 turns a second (it ran interpreted, about 15 us a turn): each turn is a method call instead,
        // compiled after a few hundred scans.
        while (running) {
            deadline = scanAndWait(deadline);
        }
    }

    /** One scan, then parks until the next deadline (returned). */
    private long scanAndWait(long deadline) {
        try {
            scan.run();
        } catch (RuntimeException e) {
            // One failed scan (a line read that threw) must not end the board's scanning: log, go on.
            log.error("GPIO scan failed", e);
        }
        long next = nextDeadline(deadline, System.nanoTime(), periodNanos);
        long wait;
        // parkNanos may return early (spuriously, or unparked by stop): park again until the deadline.
        while (running && (wait = next - System.nanoTime()) > 0) {
            LockSupport.parkNanos(this, wait);
        }
        return next;
    }
}
