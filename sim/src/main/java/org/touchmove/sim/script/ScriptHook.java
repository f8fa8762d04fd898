package org.touchmove.sim.script;

import java.util.function.LongConsumer;
import org.touchmove.hal.ManualTimeSource;
import org.touchmove.sim.SimulatedBoard;
import org.touchmove.sim.VirtualTime;

/**
 * What a {@link ScriptPlayer} cannot do itself: the chess-level steps, and moving time (so the
 * controller's own deadlines interleave with the board's events). The controller runner implements it.
 */
public interface ScriptHook {

    /** {@code tc ...}: the controller configures its clock. */
    void timeControl(ScriptStep.TimeControl step);

    /** {@code setup ...}: called after the board holds the pieces; the controller takes the position. */
    void setup(ScriptStep.Setup step);

    /** {@code start}: the arbiter starts the clock. */
    void start(ScriptStep.Start step);

    /** {@code cmd <text>}: an arbiter command for the controller, as text. */
    void command(ScriptStep.Command step);

    /**
     * Moves virtual time to {@code targetNanos}, running the board (and the controller) through every
     * event on the way in time order; afterwards {@code board.nanos() == targetNanos}.
     */
    void advanceTo(long targetNanos);

    /** A hook for a board with no controller: chess steps are ignored, time moves board events only. */
    static ScriptHook boardOnly(ManualTimeSource time, SimulatedBoard board) {
        return ignoringChess(target -> VirtualTime.advance(time, board, target));
    }

    /** A hook that ignores the chess steps and moves time with {@code advance}. */
    static ScriptHook ignoringChess(LongConsumer advance) {
        return new ScriptHook() {
            @Override
            public void timeControl(ScriptStep.TimeControl step) {
            }

            @Override
            public void setup(ScriptStep.Setup step) {
            }

            @Override
            public void start(ScriptStep.Start step) {
            }

            @Override
            public void command(ScriptStep.Command step) {
            }

            @Override
            public void advanceTo(long targetNanos) {
                advance.accept(targetNanos);
            }
        };
    }
}
