package org.touchmove.firmware.simulation;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;
import org.touchmove.firmware.runtime.VirtualBoard;
import org.touchmove.firmware.runtime.VirtualRoom;

/**
 * A {@link VirtualRoom} held to the wall clock: virtual time runs {@code pace} times as fast as the wall clock (1: real
 * time), and each step is taken when the wall clock reaches it, all boards on the one thread that calls {@link #run}
 * (no thread per board; a tournament may split its boards over a few rooms, one thread each). Work from other threads (an arbiter command arriving over MQTT) is handed to that thread with
 * {@link #call}, so a board is only ever touched by the room's thread, as in virtual time.
 */
final class PacedRoom {

    private final VirtualRoom room;
    private final double pace;
    private final ConcurrentLinkedQueue<Runnable> tasks = new ConcurrentLinkedQueue<>();
    private volatile Thread thread;
    private volatile boolean finished;
    private volatile long wallStart;
    private long busyNanos;
    private long maxLagNanos;

    /** @param pace virtual seconds per wall second (1: real time, 10: ten times faster) */
    PacedRoom(VirtualRoom room, double pace) {
        if (!(pace > 0)) {
            throw new IllegalArgumentException("the pace must be above 0, not " + pace);
        }
        this.room = room;
        this.pace = pace;
    }

    /**
     * Runs every board's steps, each at its wall time, until no board has anything pending; virtual time 0 is
     * {@code wallStart} ({@link System#nanoTime()}), which rooms running side by side share.
     */
    void run(long wallStart) {
        this.wallStart = wallStart;
        thread = Thread.currentThread();
        while (true) {
            long begin = System.nanoTime();
            long due = room.nextStepNanos();
            if (due != VirtualBoard.NOTHING_PENDING) {
                maxLagNanos = Math.max(maxLagNanos, begin - wallNanosAt(due));
            }
            runTasks();
            room.runUntil((long) ((begin - wallStart) * pace));
            runTasks();
            busyNanos += System.nanoTime() - begin;
            long next = room.nextStepNanos();
            if (next == VirtualBoard.NOTHING_PENDING) {
                break;
            }
            long wait = wallNanosAt(next) - System.nanoTime();
            if (wait > 0) {
                LockSupport.parkNanos(this, wait); // call() unparks: a command does not wait for the next step
            }
        }
        synchronized (this) {
            finished = true;
            runTasks();
        }
    }

    /** How long the room's thread spent stepping boards (not waiting for the next step); read after {@link #run}. */
    long busyNanos() {
        return busyNanos;
    }

    /** The longest a step waited past its wall time for the room's thread; read after {@link #run}. */
    long maxLagNanos() {
        return maxLagNanos;
    }

    /** The {@link System#nanoTime()} at which the room takes a step at {@code virtualNanos}. */
    long wallNanosAt(long virtualNanos) {
        return wallStart + (long) (virtualNanos / pace);
    }

    /** Runs {@code work} on the room's thread (on the caller's once the room has finished). */
    <T> CompletableFuture<T> call(Supplier<T> work) {
        CompletableFuture<T> result = new CompletableFuture<>();
        Runnable task = () -> {
            try {
                result.complete(work.get());
            } catch (RuntimeException e) {
                result.completeExceptionally(e);
            }
        };
        synchronized (this) {
            if (finished) {
                task.run();
                return result;
            }
            tasks.add(task);
        }
        Thread t = thread;
        if (t != null) {
            LockSupport.unpark(t);
        }
        return result;
    }

    private void runTasks() {
        Runnable task;
        while ((task = tasks.poll()) != null) {
            task.run();
        }
    }
}
