package org.touchmove.sim.script;

import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.sim.SimulatedBoard;

/**
 * Applies scenario steps to a {@link SimulatedBoard}: physical steps act at the board's current virtual
 * time, {@code wait} asks the hook to advance time, chess steps go to the hook.
 */
public final class ScriptPlayer {

    private static final Logger LOG = LoggerFactory.getLogger(ScriptPlayer.class);
    private static final long NANOS_PER_MILLI = 1_000_000L;

    private final SimulatedBoard board;
    private final ScriptHook hook;
    private final boolean identitySensing;

    /**
     * @param identitySensing set up the board with piece codes (a board that senses identity) rather
     *                        than occupancy only
     */
    public ScriptPlayer(SimulatedBoard board, ScriptHook hook, boolean identitySensing) {
        this.board = board;
        this.hook = hook;
        this.identitySensing = identitySensing;
    }

    /** Plays every step in order; a step the board refuses fails with its line number. */
    public void play(List<ScriptStep> steps) throws ScriptException {
        for (ScriptStep step : steps) {
            apply(step);
        }
    }

    public void apply(ScriptStep step) throws ScriptException {
        LOG.debug("at {}: {}", board.nanos(), step);
        try {
            if (step instanceof ScriptStep.TimeControl tc) {
                hook.timeControl(tc);
            } else if (step instanceof ScriptStep.Setup setup) {
                if (identitySensing) {
                    board.setup(setup.pieces());
                } else {
                    board.setup(setup.pieces().occupancy());
                }
                hook.setup(setup);
            } else if (step instanceof ScriptStep.Start start) {
                hook.start(start);
            } else if (step instanceof ScriptStep.Command command) {
                hook.command(command);
            } else if (step instanceof ScriptStep.Lift lift) {
                board.lift(lift.square());
            } else if (step instanceof ScriptStep.Place place) {
                board.place(place.square());
            } else if (step instanceof ScriptStep.Remove remove) {
                board.remove(remove.square());
            } else if (step instanceof ScriptStep.Add add) {
                board.placeNew(add.square(), add.piece().orElse(SimulatedBoard.UNKNOWN));
            } else if (step instanceof ScriptStep.Press press) {
                board.press(press.button());
            } else if (step instanceof ScriptStep.Wait wait) {
                hook.advanceTo(Math.addExact(board.nanos(), Math.multiplyExact(wait.millis(), NANOS_PER_MILLI)));
            }
        } catch (IllegalStateException | IllegalArgumentException | ArithmeticException e) {
            throw new ScriptException(step.lineNumber(), step.toScriptLine(), e.getMessage(), e);
        }
    }

    /** Advances time until the board has nothing pending (every change debounced and reported). */
    public void settle() {
        while (!board.isIdle()) {
            long target = board.nextEventNanos();
            hook.advanceTo(target);
            if (!board.isIdle() && board.nextEventNanos() <= target) {
                throw new IllegalStateException("the script hook did not run the board to " + target
                        + " (its advanceTo must call board.advanceTo)");
            }
        }
    }
}
