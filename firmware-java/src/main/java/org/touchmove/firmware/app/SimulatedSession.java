package org.touchmove.firmware.app;

import java.time.Instant;
import java.util.List;
import org.touchmove.firmware.publish.EventSink;
import org.touchmove.firmware.publish.SequenceCounter;
import org.touchmove.firmware.rules.Position;
import org.touchmove.hal.ManualTimeSource;
import org.touchmove.hal.Occupancy;
import org.touchmove.sim.BoardTiming;
import org.touchmove.sim.SimulatedBoard;
import org.touchmove.sim.script.ScriptException;
import org.touchmove.sim.script.ScriptHook;
import org.touchmove.sim.script.ScriptPlayer;
import org.touchmove.sim.script.ScriptStep;

/**
 * The whole controller on the simulated board, in virtual time: board events and the controller's
 * deadlines (flag-fall, move completion, clock ticks) run interleaved in time order.
 */
public final class SimulatedSession implements ScriptHook {

    /** How long after a script's last step the run goes on so pending changes settle. */
    private static final long SETTLE_LIMIT_NANOS = 30_000_000_000L;

    private final ManualTimeSource time = new ManualTimeSource(0);
    private final SimulatedBoard board;
    private final GameController controller;

    public SimulatedSession(Settings settings, EventSink sink, SequenceCounter sequence, Instant wallStart,
                            BoardTiming timing) {
        this.board = new SimulatedBoard(time, timing);
        this.controller = new GameController(settings,
                new EventEmitter(settings.boardId(), sequence, new WallClock(wallStart, 0), sink), board.display());
        board.sensor().addListener(controller::onOccupancy);
        board.buttons().addListener(controller::onButton);
    }

    /** Plays a scenario script, then lets the board and the controller settle. */
    public void play(List<ScriptStep> steps) throws ScriptException {
        new ScriptPlayer(board, this, false).play(steps);
        settle();
    }

    /**
     * Runs until the board has nothing pending and the interpreter no deadline, at most
     * {@link #SETTLE_LIMIT_NANOS} more (clock ticks go on while a clock runs, so they do not count).
     */
    public void settle() {
        settle(SETTLE_LIMIT_NANOS);
    }

    /** Like {@link #settle()}, letting at most {@code limitNanos} of virtual time pass. */
    public void settle(long limitNanos) {
        long limit = time.nanos() + limitNanos;
        while (true) {
            long next = Math.min(board.nextEventNanos(), controller.nextInterpreterDeadlineNanos());
            if (next == Long.MAX_VALUE || next > limit) {
                return;
            }
            advanceTo(Math.max(next, time.nanos()));
        }
    }

    /** The arbiter sets up {@code start} on the board and the controller starts a game from it. */
    public void setUp(Position start) {
        board.setup(new Occupancy(start.occupied()));
        controller.newGame(start, board.sensor().current(), time.nanos());
    }

    @Override
    public void timeControl(ScriptStep.TimeControl step) {
        controller.setTimeControl(step.pgnTimeControl());
    }

    @Override
    public void setup(ScriptStep.Setup step) {
        controller.newGame(Position.fromFen(step.fen()), board.sensor().current(), time.nanos());
    }

    @Override
    public void start(ScriptStep.Start step) {
        controller.startClock(time.nanos());
    }

    @Override
    public void advanceTo(long targetNanos) {
        while (true) {
            long next = Math.min(board.nextEventNanos(), controller.nextDeadlineNanos());
            if (next > targetNanos) {
                break;
            }
            step(Math.max(next, time.nanos()));
        }
        step(targetNanos);
    }

    private void step(long nanos) {
        time.advanceTo(nanos);
        board.advanceTo(nanos);
        controller.onTime(nanos);
    }

    public SimulatedBoard board() {
        return board;
    }

    public GameController controller() {
        return controller;
    }

    public ManualTimeSource time() {
        return time;
    }
}
