package org.touchmove.firmware.app;

import java.util.List;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.clock.ChessClock;
import org.touchmove.firmware.clock.TimeControl;
import org.touchmove.firmware.event.ClockEvent;
import org.touchmove.firmware.event.FlagEvent;
import org.touchmove.firmware.event.IrregularityEvent;
import org.touchmove.firmware.event.MoveEvent;
import org.touchmove.firmware.event.NewGameEvent;
import org.touchmove.firmware.event.PositionEvent;
import org.touchmove.firmware.event.ResultEvent;
import org.touchmove.firmware.interpret.InterpreterSettings;
import org.touchmove.firmware.interpret.MoveInterpreter;
import org.touchmove.firmware.interpret.Signal;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Game;
import org.touchmove.firmware.rules.Outcome;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.notation.San;
import org.touchmove.hal.ButtonPress;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.OccupancySnapshot;

/**
 * The game controller: joins the board (through the interpreter), the clock and the rules, and turns
 * what happens into events. Single-threaded: the caller serialises board, button and time inputs in
 * time order (a real-time loop on hardware, a virtual-time runner in the simulator).
 */
public final class GameController {

    private static final Logger log = LoggerFactory.getLogger(GameController.class);
    private static final long TICK_NANOS = 1_000_000_000L;

    private final Settings settings;
    private final EventEmitter events;
    private MoveInterpreter interpreter;
    private TimeControl timeControl;
    private ChessClock clock;
    private Game game;
    private String gameId;
    private boolean finished;
    private long lastClockEventNanos;

    public GameController(Settings settings, EventEmitter events) {
        this.settings = settings;
        this.events = events;
    }

    /** Sets the time control for the next game; null or "-" plays without a clock. */
    public void setTimeControl(String tag) {
        this.timeControl = tag == null || tag.isBlank() || tag.equals("-") || tag.equals("none")
                ? null : TimeControl.parse(tag);
    }

    /** The arbiter (or the board being set up) starts a new game from {@code start}. */
    public void newGame(Position start, long nanos) {
        gameId = UUID.randomUUID().toString();
        game = Game.from(start);
        finished = false;
        clock = timeControl == null ? null : new ChessClock(timeControl);
        interpreter = new MoveInterpreter(new InterpreterSettings(settings.mode(), clock != null,
                settings.standstillMs()));
        events.emit(gameId, nanos, new NewGameEvent(start.fen(),
                timeControl == null ? "-" : timeControl.toPgnTag(), settings.mode().wireName()));
        events.emit(gameId, nanos, new PositionEvent(start.fen(), 0));
        handle(interpreter.newGame(start, nanos));
    }

    /** The arbiter starts the clock: White's time runs. */
    public void startClock(long nanos) {
        if (clock == null || clock.isStarted()) {
            log.warn("start ignored: {}", clock == null ? "no time control" : "clock already started");
            return;
        }
        clock.start(nanos);
        publishClock(nanos, "start");
    }

    public void onOccupancy(OccupancySnapshot snapshot) {
        if (interpreter != null) {
            handle(interpreter.onOccupancy(snapshot));
        }
    }

    public void onButton(ButtonPress press) {
        if (interpreter == null) {
            log.info("button {} ignored: no game", press.button());
            return;
        }
        long nanos = press.monoNanos();
        switch (press.button()) {
            case WHITE, BLACK -> onClockPress(press.button() == ClockButton.WHITE ? Color.WHITE : Color.BLACK, nanos);
            case PAUSE -> togglePause(nanos);
            default -> handle(interpreter.onPromotionButton(press.button(), nanos));
        }
    }

    private void onClockPress(Color presser, long nanos) {
        if (finished) {
            log.info("press by {} ignored: game over", presser.wireName());
            return;
        }
        if (clock != null && !clock.isStarted()) {
            // The usual practice: Black starts the clock, White's time runs (Art. 6.2 context).
            if (presser == Color.BLACK) {
                startClock(nanos);
            } else {
                log.info("press by white before the clock was started: ignored");
            }
            return;
        }
        if (clock != null && clock.running() != presser) {
            log.debug("press by {} while {} runs: no effect", presser.wireName(), clock.running());
            return;
        }
        handle(interpreter.onClockPress(presser, nanos));
    }

    private void togglePause(long nanos) {
        if (clock == null || !clock.isStarted()) {
            return;
        }
        if (clock.isPaused()) {
            clock.resume(nanos);
            publishClock(nanos, "resume");
        } else {
            clock.pause(nanos);
            publishClock(nanos, "pause");
        }
    }

    public void onTime(long nanos) {
        if (interpreter == null) {
            return;
        }
        if (clock != null && !finished && clock.flagDeadlineNanos() <= nanos) {
            flagFall(clock.flagDeadlineNanos());
        }
        if (!finished) {
            handle(interpreter.onTime(nanos));
        }
        if (clock != null && !finished && clock.running() != null && !clock.isPaused()
                && nanos >= lastClockEventNanos + TICK_NANOS) {
            publishClock(nanos, "tick");
        }
    }

    /** The earliest time {@link #onTime} has work to do. */
    public long nextDeadlineNanos() {
        if (interpreter == null) {
            return Long.MAX_VALUE;
        }
        long next = finished ? Long.MAX_VALUE : interpreter.nextDeadlineNanos();
        if (clock != null && !finished && clock.running() != null && !clock.isPaused()) {
            next = Math.min(next, Math.min(clock.flagDeadlineNanos(), lastClockEventNanos + TICK_NANOS));
        }
        return next;
    }

    private void flagFall(long nanos) {
        Color side = clock.running();
        clock.stop(nanos);
        // Art. 6.9: a loss, unless the opponent cannot checkmate by any series of legal moves.
        boolean opponentCanMate = Game.canCheckmate(game.position(), side.opposite());
        events.emit(gameId, nanos, new FlagEvent(side, opponentCanMate, game.ply()));
        publishClock(nanos, "flag");
        String result = opponentCanMate ? (side == Color.WHITE ? "0-1" : "1-0") : "1/2-1/2";
        finish(nanos, result, opponentCanMate ? "time-forfeit" : "time-forfeit-draw", "clock");
    }

    private void handle(List<Signal> signals) {
        for (Signal s : signals) {
            handle(s);
        }
    }

    private void handle(Signal signal) {
        // Filled in against the interpreter's signal set.
        throw new UnsupportedOperationException(signal.toString());
    }

    private void finish(long nanos, String result, String termination, String decidedBy) {
        if (clock != null && clock.running() != null) {
            clock.stop(nanos);
            publishClock(nanos, "stop");
        }
        finished = true;
        events.emit(gameId, nanos, new ResultEvent(result, termination, decidedBy, game.ply()));
    }

    private void publishClock(long nanos, String cause) {
        lastClockEventNanos = nanos;
        events.emit(gameId, nanos, new ClockEvent(clock.remainingMs(Color.WHITE, nanos),
                clock.remainingMs(Color.BLACK, nanos), clock.running(), cause));
    }

    @SuppressWarnings("unused")
    private static String resultOf(Outcome outcome) {
        return outcome.result().toString();
    }

    @SuppressWarnings("unused")
    private static String san(Position before, org.touchmove.firmware.rules.Move move) {
        return San.format(before, move);
    }

    @SuppressWarnings("unused")
    private void move(MoveEvent e) {
    }

    @SuppressWarnings("unused")
    private void irregularity(IrregularityEvent e) {
    }
}
