package org.touchmove.sim.script;

import java.util.List;
import org.touchmove.sim.SimulatedBoard;

/**
 * A script played by a runner that owns time: instead of asking the hook to advance, it says when its
 * next step falls due, so the runner can take {@code min(board.nextEventNanos(), its own deadline,
 * nextStepNanos())}, move time there, and call {@link #runDue}. The hook's {@code advanceTo} is not used.
 */
public final class ScriptRun {

    private final List<ScriptStep> steps;
    private final ScriptPlayer player;
    private int next;
    private long dueNanos;

    /** Starts the script at the board's current time. */
    public ScriptRun(List<ScriptStep> steps, SimulatedBoard board, ScriptHook hook, boolean identitySensing) {
        this.steps = List.copyOf(steps);
        this.player = new ScriptPlayer(board, hook, identitySensing);
        this.dueNanos = board.nanos();
    }

    /** When the next step is due, or {@link Long#MAX_VALUE} once every step has run. */
    public long nextStepNanos() {
        return isDone() ? Long.MAX_VALUE : dueNanos;
    }

    public boolean isDone() {
        return next >= steps.size();
    }

    /**
     * Runs every step due at or before {@code nowNanos} (the board's and time source's current time); a
     * {@code wait} moves the due time of the steps after it.
     */
    public void runDue(long nowNanos) throws ScriptException {
        while (!isDone() && dueNanos <= nowNanos) {
            ScriptStep step = steps.get(next++);
            if (step instanceof ScriptStep.Wait wait) {
                try {
                    dueNanos = Math.addExact(dueNanos, Math.multiplyExact(wait.millis(), 1_000_000L));
                } catch (ArithmeticException e) {
                    throw new ScriptException(step.lineNumber(), step.toScriptLine(), "the wait runs past the end of time", e);
                }
            } else {
                player.apply(step);
            }
        }
    }
}
