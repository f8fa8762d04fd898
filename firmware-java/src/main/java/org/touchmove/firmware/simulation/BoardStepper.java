package org.touchmove.firmware.simulation;

import org.touchmove.firmware.runtime.BoardRuntime;
import org.touchmove.hal.ManualTimeSource;
import org.touchmove.sim.SimulatedBoard;

/**
 * Moves one simulated board and its runtime through virtual time, one step at a time: a step goes to the earlier of
 * the board's next event (a debounced change, a scheduled hand action, a press) and the runtime's next deadline
 * (flag-fall, move completion, clock tick), so both run interleaved in time order. A session alone runs the steps in
 * a loop ({@link #advanceTo}); a {@code VirtualRoom} runs the steps of many boards from one agenda
 * ({@link #nextStepNanos}, {@link #stepToward}), and the board sees the very same steps either way.
 */
final class BoardStepper {

    private final ManualTimeSource time;
    private final SimulatedBoard board;
    private final BoardRuntime runtime;

    BoardStepper(ManualTimeSource time, SimulatedBoard board, BoardRuntime runtime) {
        this.time = time;
        this.board = board;
        this.runtime = runtime;
    }

    /** The board's own virtual time: the time of its last step. */
    long nanos() {
        return time.nanos();
    }

    /** Runs every board event and runtime deadline up to {@code targetNanos}, then steps at the target itself. */
    void advanceTo(long targetNanos) {
        while (!stepToward(targetNanos)) {
            // each turn is one step in time order
        }
    }

    /** When the next step toward {@code targetNanos} happens (never before the board's own time). */
    long nextStepNanos(long targetNanos) {
        return Math.max(Math.min(next(), targetNanos), time.nanos());
    }

    /**
     * One step of {@link #advanceTo}: the next board event or deadline up to the target, or else the target itself;
     * true once the target is reached.
     */
    boolean stepToward(long targetNanos) {
        long next = next();
        if (next <= targetNanos) {
            step(Math.max(next, time.nanos()));
            return false;
        }
        step(targetNanos);
        return true;
    }

    /**
     * Where settling goes next: the earlier of the board's next event and the interpreter's next deadline, or
     * {@link Long#MAX_VALUE} once neither is pending up to {@code limitNanos} (clock ticks go on while a clock runs,
     * so they do not count).
     */
    long settleTarget(long limitNanos) {
        long next = Math.min(board.nextEventNanos(), runtime.nextInterpreterDeadlineNanos());
        return next == Long.MAX_VALUE || next > limitNanos ? Long.MAX_VALUE : Math.max(next, time.nanos());
    }

    private long next() {
        return Math.min(board.nextEventNanos(), runtime.nextDeadlineNanos());
    }

    private void step(long nanos) {
        time.advanceTo(nanos);
        board.advanceTo(nanos);
        runtime.time(nanos);
    }
}
