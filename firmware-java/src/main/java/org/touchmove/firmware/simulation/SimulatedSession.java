package org.touchmove.firmware.simulation;

import org.touchmove.firmware.config.Settings;
import org.touchmove.firmware.controller.EventEmitter;
import org.touchmove.firmware.controller.GameController;
import org.touchmove.firmware.controller.WallClock;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.command.ArbiterCommand;
import org.touchmove.firmware.command.CommandException;
import org.touchmove.firmware.command.CommandJson;
import org.touchmove.firmware.command.CommandReply;
import org.touchmove.firmware.command.CommandRequest;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.GameMetadata;
import org.touchmove.firmware.publish.EventOutputException;
import org.touchmove.firmware.publish.EventSink;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.runtime.BoardRuntime;
import org.touchmove.firmware.runtime.EventStore;
import org.touchmove.firmware.view.BoardViews;
import org.touchmove.hal.ManualTimeSource;
import org.touchmove.hal.Occupancy;
import org.touchmove.sim.BoardTiming;
import org.touchmove.sim.RecordingSpeaker;
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

    private static final Logger LOG = LoggerFactory.getLogger(SimulatedSession.class);

    /** How long after a script's last step the run goes on so pending changes settle. */
    private static final long SETTLE_LIMIT_NANOS = 30_000_000_000L;

    private final ManualTimeSource time = new ManualTimeSource(0);
    private final SimulatedBoard board;
    private final BoardRuntime runtime;
    private final GameController controller;
    /** The simulator's speaker: what the board would have said aloud, with its virtual time. */
    private final RecordingSpeaker speaker = new RecordingSpeaker(time);
    private final BoardStepper stepper;
    private final List<CommandReply> replies = new ArrayList<>();
    private String timeControl;
    /** The sink could not deliver an event (stdout closed): every later step fails with it. */
    private EventOutputException outputFailure;
    private int commandCount;

    /** The board's runtime in virtual time: inputs are processed at once, on the caller's thread, in order. */
    public SimulatedSession(Settings settings, EventSink sink, Instant wallStart, BoardTiming timing) {
        this(settings, sink, EventStore.inMemory(), wallStart, timing);
    }

    /** Like the above, with the events kept (and numbered) by {@code store}, e.g. the board's journal. */
    public SimulatedSession(Settings settings, EventSink sink, EventStore store, Instant wallStart,
                            BoardTiming timing) {
        this(settings, sink, store, wallStart, timing, () -> UUID.randomUUID().toString());
    }

    /**
     * Like the above, with the game ids taken from {@code gameIds} (e.g. {@code <board>-g<N>} for reproducible runs;
     * random UUIDs otherwise).
     */
    public SimulatedSession(Settings settings, EventSink sink, EventStore store, Instant wallStart,
                            BoardTiming timing, Supplier<String> gameIds) {
        this.board = new SimulatedBoard(time, timing);
        WallClock wall = new WallClock(wallStart, 0);
        this.runtime = new BoardRuntime(settings.boardId(), (sequence, events) -> GameController.builder(settings,
                new EventEmitter(settings.boardId(), sequence, wall, events), board.display()).gameIds(gameIds)
                .speaker(speaker).sensorLag(board.sensor().readingLag()).build(), store,
                Runnable::run, Runnable::run, false);
        this.controller = runtime.controller();
        runtime.setChess960Draw(new java.util.Random(960)); // virtual time: a repeatable draw too
        this.stepper = new BoardStepper(time, board, runtime);
        runtime.subscribe(event -> {
            try {
                sink.publish(event);
            } catch (EventOutputException e) {
                outputFailure = e; // nobody receives the events any more: the run must stop (see advanceTo)
            }
        }, Integer.MAX_VALUE, false);
        board.sensor().addListener(runtime::reading);
        board.buttons().addListener(runtime::press);
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
        for (long target = stepper.settleTarget(limit); target != Long.MAX_VALUE; target = stepper.settleTarget(limit)) {
            stepper.advanceTo(target);
            failIfOutputLost();
        }
    }

    /** How long settling may take after a game's last move (the limit of {@link #settle()}). */
    static long settleLimitNanos() {
        return SETTLE_LIMIT_NANOS;
    }

    /**
     * The arbiter starts the game {@code newGame} describes (its start, time control and metadata), then sets its start
     * ({@code start}, the position of its FEN) up on the board: the command first, so that a board showing a finished game's end does not start a game of
     * its own from the set-up (MoveInterpreter, game over). Returns the board's reply.
     */
    public CommandReply setUp(ArbiterCommand.NewGame newGame, Position start) {
        CommandReply reply = command(newGame);
        board.setup(new Occupancy(start.occupied()));
        return reply;
    }

    /** The arbiter sets up {@code start} on the board and the controller starts a game from it. */
    public void setUp(Position start) {
        boolean over = controller.isFinished();
        board.setup(new Occupancy(start.occupied()));
        if (over && timeControl == null && !controller.isFinished() && controller.game().moves().isEmpty()
                && controller.game().position().fen().equals(start.fen())) {
            // After a finished game the board starts a new game itself when it sees the standard start set up
            // (MoveInterpreter, game over): the arbiter's command would start the same game a second time.
            return;
        }
        command(new ArbiterCommand.NewGame(start.fen(), timeControl, GameMetadata.NONE, start.isChess960()));
    }

    /**
     * The board restarts with the pieces where they stood and resumes the game its journal recorded
     * ({@code recorded}: the events from the last new game on). Returns whether a game was resumed.
     */
    public boolean resume(List<Event> recorded) {
        if (recorded.isEmpty()) {
            return false;
        }
        String fen = BoardViews.of(runtime.boardId(), recorded).fen();
        if (fen != null) {
            board.setup(new Occupancy(Position.fromStandardOrChess960Fen(fen).occupied()));
        }
        return runtime.resume(recorded);
    }

    /** The arbiter starts the clock. */
    public void startClock() {
        command(new ArbiterCommand.StartClock());
    }

    /** Sends an arbiter command to the board at the current virtual time; returns its reply. */
    public CommandReply command(ArbiterCommand command) {
        return command(new CommandRequest("sim-" + ++commandCount, null, command));
    }

    /** Sends a command request (as a script's or console's {@code cmd} line does); returns its reply. */
    public CommandReply command(CommandRequest request) {
        List<CommandReply> got = new ArrayList<>(1);
        runtime.command(request, time.nanos(), got::add);
        failIfOutputLost();
        CommandReply reply = got.get(0); // virtual time: the runtime ran the command on this thread
        replies.add(reply);
        if (!reply.accepted()) {
            LOG.info("command {} ({}) refused: {}", request.id(), request.command().type(), reply.reason());
        }
        return reply;
    }

    /** Every command reply of this session, in order. */
    public List<CommandReply> replies() {
        return List.copyOf(replies);
    }

    @Override
    public void timeControl(ScriptStep.TimeControl step) {
        // The next new game takes it (the time control belongs to the game: docs/commands.md, new-game).
        timeControl = step.pgnTimeControl();
        controller.setTimeControl(timeControl);
    }

    @Override
    public void setup(ScriptStep.Setup step) {
        command(new ArbiterCommand.NewGame(step.fen(), timeControl, GameMetadata.NONE));
    }

    @Override
    public void start(ScriptStep.Start step) {
        startClock();
    }

    /**
     * {@code cmd <json>}: the command as the MQTT and web channels carry it (docs/commands.md). A malformed one is
     * refused like any other (its reply names the field); the script goes on.
     */
    @Override
    public void command(ScriptStep.Command step) {
        CommandRequest request;
        try {
            request = CommandJson.parse(step.text());
        } catch (CommandException e) {
            LOG.info("line {}: command refused: {}", step.lineNumber(), e.getMessage());
            replies.add(e.reply());
            return;
        }
        CommandReply reply = command(request);
        if (reply.accepted()) {
            LOG.info("line {}: command {} ({}) accepted", step.lineNumber(), request.id(), request.command().type());
        }
    }

    @Override
    public void advanceTo(long targetNanos) {
        stepper.advanceTo(targetNanos);
        failIfOutputLost();
    }

    /** Events that nobody received must not be counted as published: the run stops with the sink's error. */
    private void failIfOutputLost() {
        if (outputFailure != null) {
            throw outputFailure;
        }
    }

    /** The session's steps through virtual time, for a scheduler of many boards (VirtualRoom). */
    BoardStepper stepper() {
        return stepper;
    }

    public SimulatedBoard board() {
        return board;
    }

    /** The controller, for reading the game (all changes go through the runtime). */
    public GameController controller() {
        return controller;
    }

    public BoardRuntime runtime() {
        return runtime;
    }

    /** Every announcement spoken (with {@code announce.enabled = true}), in order. */
    public RecordingSpeaker speaker() {
        return speaker;
    }

    public ManualTimeSource time() {
        return time;
    }
}
