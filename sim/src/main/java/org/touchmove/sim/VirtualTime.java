package org.touchmove.sim;

import org.touchmove.hal.ManualTimeSource;

/**
 * Moves a {@link ManualTimeSource} and a board forward together, event by event, so a listener that
 * reads the time source during a callback sees the event's own time. For a board alone; a controller
 * runner with its own deadlines interleaves them the same way.
 */
public final class VirtualTime {

    /** Bound on settling, so noise that keeps rescheduling itself cannot hang a test. */
    private static final int MAX_SETTLE_ROUNDS = 100_000;

    private VirtualTime() {
    }

    public static void advance(ManualTimeSource time, SimulatedBoard board, long targetNanos) {
        while (!board.isIdle() && board.nextEventNanos() <= targetNanos) {
            long t = Math.max(board.nextEventNanos(), time.nanos());
            time.advanceTo(t);
            board.advanceTo(t);
        }
        time.advanceTo(targetNanos);
        board.advanceTo(targetNanos);
    }

    /** Advances until nothing is pending on the board; returns the time reached. */
    public static long settle(ManualTimeSource time, SimulatedBoard board) {
        for (int round = 0; round < MAX_SETTLE_ROUNDS && !board.isIdle(); round++) {
            advance(time, board, board.nextEventNanos());
        }
        if (!board.isIdle()) {
            throw new IllegalStateException("the board did not settle after " + MAX_SETTLE_ROUNDS + " events");
        }
        return time.nanos();
    }
}
