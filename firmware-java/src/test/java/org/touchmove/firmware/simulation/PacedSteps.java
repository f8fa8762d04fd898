package org.touchmove.firmware.simulation;

import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;

/**
 * Runs an agent on a session step by step in virtual time, never ahead of the wall clock while work is under way: a
 * step starts no earlier (in wall time) than its virtual gap after the previous step, unless everything before it is
 * done, delivered and settled (then the gap is skipped, as nothing would have happened in it). So a board played
 * faster than real time still meets each input as a real board would: with its earlier work finished, or with only
 * as much time as the real gap gave it. The steps are those of {@link PlayedBoard#runAlone} (same {@link BoardStepper}).
 *
 * <p>Steps inside a real-time window (from a virtual instant, e.g. a clock press, for a length, e.g. the press grace)
 * keep their real gaps even when the pipeline is idle: the step that completes a move then meets the machine as a real
 * board's does, after the deliberate wait, not straight after the press's own work.
 */
final class PacedSteps {

    /** How often the wait checks {@code settled} once {@code delivered} holds (a short spell: the last PUBACKs). */
    private static final long SETTLE_POLL_NANOS = 500_000;

    private final SimulatedSession session;
    private final BoardStepper stepper;
    private final BooleanSupplier delivered;
    private final BooleanSupplier settled;
    private final LongSupplier realTimeFrom;
    private final long realTimeNanos;
    private long lastStepWall = System.nanoTime();
    private long lastStepVirtual;
    private volatile long stepStartNanos;
    /** The thread waiting in {@link #pace}, woken by {@link #wake()}. */
    private volatile Thread waiter;

    /**
     * @param delivered true once the board's committed work has reached its consumer (e.g. a subscriber has every
     *                  event and the snapshots after them); {@link #wake()} is called when that may have changed
     * @param settled   true once what remains after the delivery is done too (acknowledgements): checked every
     *                  {@value #SETTLE_POLL_NANOS} ns while only it is missing
     * @param realTimeFrom  the virtual time where the current real-time window starts
     * @param realTimeNanos the window's length (0: none)
     */
    PacedSteps(SimulatedSession session, BooleanSupplier delivered, BooleanSupplier settled, LongSupplier realTimeFrom,
               long realTimeNanos) {
        this.session = session;
        this.stepper = session.stepper();
        this.delivered = delivered;
        this.settled = settled;
        this.realTimeFrom = realTimeFrom;
        this.realTimeNanos = realTimeNanos;
        this.lastStepVirtual = stepper.nanos();
    }

    /** Plays the agent to its end, then settles the board (pending completions, at most the settle limit). */
    void play(BoardAgent agent) {
        for (long wake = agent.wake(stepper.nanos()); wake != BoardAgent.DONE; wake = agent.wake(stepper.nanos())) {
            try {
                runTo(wake);
            } catch (RuntimeException e) {
                agent.failed(e);
                return;
            }
        }
        long limit = stepper.nanos() + SimulatedSession.settleLimitNanos();
        for (long t = stepper.settleTarget(limit); t != Long.MAX_VALUE; t = stepper.settleTarget(limit)) {
            runTo(t);
        }
    }

    /** Steps to {@code target}, pacing every step. */
    void runTo(long target) {
        boolean reached;
        do {
            pace(stepper.nextStepNanos(target));
            stepStartNanos = System.nanoTime();
            reached = stepper.stepToward(target);
        } while (!reached);
    }

    private void pace(long stepVirtual) {
        long gap = stepVirtual - lastStepVirtual;
        long notBefore = lastStepWall + gap;
        // Parked until the gap is over, or woken by the pipeline's consumer: a wait that polled all along would take
        // the cores the pipeline needs (two here: a 50 µs poll was a runnable thread beside every move's delivery).
        waiter = Thread.currentThread();
        long from = realTimeFrom.getAsLong();
        boolean realTime = stepVirtual >= from && stepVirtual - from <= realTimeNanos;
        long left;
        while ((left = notBefore - System.nanoTime()) > 0) {
            if (realTime || !delivered.getAsBoolean()) {
                LockSupport.parkNanos(this, left);
            } else if (!settled.getAsBoolean()) {
                LockSupport.parkNanos(this, Math.min(left, SETTLE_POLL_NANOS));
            } else {
                break;
            }
        }
        waiter = null;
        lastStepWall = System.nanoTime();
        lastStepVirtual = stepVirtual;
    }

    /** What {@code delivered} reads may have changed (the consumer took a message): the wait checks it again. */
    void wake() {
        Thread t = waiter;
        if (t != null) {
            LockSupport.unpark(t);
        }
    }

    /** Wall time ({@link System#nanoTime()}) at which the current (or last) step started. */
    long stepStartNanos() {
        return stepStartNanos;
    }

    /** The board's virtual time. */
    long virtualNanos() {
        return session.time().nanos();
    }
}
