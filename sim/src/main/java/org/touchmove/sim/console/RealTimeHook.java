package org.touchmove.sim.console;

import org.touchmove.hal.TimeSource;
import org.touchmove.sim.SimulatedBoard;
import org.touchmove.sim.script.ScriptHook;
import org.touchmove.sim.script.ScriptStep;

/**
 * A hook for a board running on the wall clock ({@link TimeSource#system()}): advancing time means
 * sleeping, while the board's events are processed as they fall due. Chess steps go to {@code chess}.
 */
public final class RealTimeHook implements ScriptHook {

    private static final long MAX_NAP_NANOS = 5_000_000L;

    private final TimeSource time;
    private final SimulatedBoard board;
    private final ScriptHook chess;
    private final Sleeper sleeper;

    /** How the hook waits; the wall clock's {@link Thread#sleep} outside tests. */
    @FunctionalInterface
    interface Sleeper {
        void sleep(long nanos) throws InterruptedException;
    }

    /** For a board with no controller: chess steps are ignored. */
    public RealTimeHook(TimeSource time, SimulatedBoard board) {
        this(time, board, ScriptHook.ignoringChess(target -> {
        }));
    }

    /** Chess steps go to {@code chess}; its {@code advanceTo} is not used. */
    public RealTimeHook(TimeSource time, SimulatedBoard board, ScriptHook chess) {
        this(time, board, chess, nanos -> Thread.sleep(nanos / 1_000_000L, (int) (nanos % 1_000_000L)));
    }

    RealTimeHook(TimeSource time, SimulatedBoard board, ScriptHook chess, Sleeper sleeper) {
        this.time = time;
        this.board = board;
        this.chess = chess;
        this.sleeper = sleeper;
    }

    @Override
    public void timeControl(ScriptStep.TimeControl step) {
        chess.timeControl(step);
    }

    @Override
    public void setup(ScriptStep.Setup step) {
        chess.setup(step);
    }

    @Override
    public void start(ScriptStep.Start step) {
        chess.start(step);
    }

    @Override
    public void command(ScriptStep.Command step) {
        chess.command(step);
    }

    @Override
    public void advanceTo(long targetNanos) {
        long now = time.nanos();
        while (now < targetNanos) {
            board.advanceTo(now);
            long nap = Math.min(targetNanos - now, MAX_NAP_NANOS);
            if (!board.isIdle()) {
                nap = Math.min(nap, Math.max(0, board.nextEventNanos() - now));
            }
            try {
                sleeper.sleep(Math.max(nap, 1));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for " + (targetNanos - now) / 1_000_000L
                        + " ms of real time", e);
            }
            now = time.nanos();
        }
        board.advanceTo(now);
    }
}
