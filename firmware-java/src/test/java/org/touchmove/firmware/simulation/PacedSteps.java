package org.touchmove.firmware.simulation;

import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * Runs an agent on a session step by step in virtual time, never ahead of the wall clock while work is under way: a
 * step starts no earlier (in wall time) than its virtual gap after the previous step, unless {@code idle} says that
 * everything before it is done (then the gap is skipped, as nothing would have happened in it). So a board played
 * faster than real time still meets each input as a real board would: with its earlier work finished, or with only
 * as much time as the real gap gave it. The steps are those of {@link PlayedBoard#runAlone} (same {@link BoardStepper}).
 */
final class PacedSteps {

    /** How often the wait checks whether the pipeline became idle. */
    private static final long POLL_NANOS = 50_000;

    private final SimulatedSession session;
    private final BoardStepper stepper;
    private final BooleanSupplier idle;
    private long lastStepWall = System.nanoTime();
    private long lastStepVirtual;
    private volatile long stepStartNanos;

    /** @param idle true once the board's committed work has gone all the way (e.g. a subscriber has every event) */
    PacedSteps(SimulatedSession session, BooleanSupplier idle) {
        this.session = session;
        this.stepper = session.stepper();
        this.idle = idle;
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
        while (System.nanoTime() - notBefore < 0 && !idle.getAsBoolean()) {
            LockSupport.parkNanos(POLL_NANOS); // parked, not spinning: the pipeline needs the cores
        }
        lastStepWall = System.nanoTime();
        lastStepVirtual = stepVirtual;
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
