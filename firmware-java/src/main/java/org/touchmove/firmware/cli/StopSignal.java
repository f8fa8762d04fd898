package org.touchmove.firmware.cli;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * How a long-running command ends: SIGTERM or Ctrl-C (a JVM shutdown hook), its time limit, or a failure (stdout
 * lost). On SIGTERM the hook lets the command's own clean-up run (status offline, journal flushed and closed) and
 * waits for it, up to {@link #CLEANUP_SECONDS}, before the JVM exits.
 */
final class StopSignal implements AutoCloseable {

    static final long CLEANUP_SECONDS = 10;

    private final CompletableFuture<Void> stop = new CompletableFuture<>();
    private final CountDownLatch cleanedUp = new CountDownLatch(1);
    private final Thread hook;

    StopSignal() {
        hook = new Thread(() -> {
            stop.complete(null);
            try {
                cleanedUp.await(CLEANUP_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "touchmove-shutdown");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /** The command cannot go on (its output is lost): the waiting thread rethrows {@code failure}. */
    void fail(RuntimeException failure) {
        stop.completeExceptionally(failure);
    }

    /** Waits until stopped (SIGTERM), failed, or {@code seconds} passed (null: no limit). */
    void await(Long seconds) throws InterruptedException {
        try {
            if (seconds == null) {
                stop.get();
            } else {
                stop.get(seconds, TimeUnit.SECONDS);
            }
        } catch (TimeoutException e) {
            // the time limit: a normal end
        } catch (ExecutionException e) {
            throw (RuntimeException) e.getCause();
        }
    }

    /**
     * Waits up to {@code nanos} for the stop (SIGTERM) or a failure (rethrown).
     *
     * @return true when stopped, false when the time passed
     */
    boolean awaitNanos(long nanos) throws InterruptedException {
        try {
            stop.get(nanos, TimeUnit.NANOSECONDS);
            return true;
        } catch (TimeoutException e) {
            return false;
        } catch (ExecutionException e) {
            throw (RuntimeException) e.getCause();
        }
    }

    /** The command's clean-up is done: the JVM may exit (and the hook is removed when not shutting down). */
    @Override
    public void close() {
        cleanedUp.countDown();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // the JVM is shutting down (SIGTERM): the hook is running and now returns
        }
    }
}
