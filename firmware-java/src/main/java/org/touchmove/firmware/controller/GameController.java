package org.touchmove.firmware.controller;

import org.touchmove.firmware.config.Settings;
import org.touchmove.firmware.config.TimeControls;

import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.clock.ChessClock;
import org.touchmove.firmware.clock.ClockFaceFormatter;
import org.touchmove.firmware.clock.ClockReading;
import org.touchmove.firmware.clock.ClockState;
import org.touchmove.firmware.clock.GameCategory;
import org.touchmove.firmware.clock.IllegalMoveDecision;
import org.touchmove.firmware.clock.IllegalMovePenalty;
import org.touchmove.firmware.clock.PgnTimeControl;
import org.touchmove.firmware.clock.PressOutcome;
import org.touchmove.firmware.clock.PressResult;
import org.touchmove.firmware.clock.TimeControl;
import org.touchmove.firmware.clock.Verdict;
import org.touchmove.firmware.command.CommandRefused;
import org.touchmove.firmware.event.ClockCause;
import org.touchmove.firmware.event.ClockEvent;
import org.touchmove.firmware.event.DecidedBy;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.GameMetadata;
import org.touchmove.firmware.event.FlagEvent;
import org.touchmove.firmware.event.IrregularityEvent;
import org.touchmove.firmware.event.IrregularityKind;
import org.touchmove.firmware.event.MoveEvent;
import org.touchmove.firmware.event.NewGameEvent;
import org.touchmove.firmware.event.PositionEvent;
import org.touchmove.firmware.event.ResultEvent;
import org.touchmove.firmware.event.ResumedEvent;
import org.touchmove.firmware.event.CompletedBy;
import org.touchmove.firmware.interpret.InterpreterSettings;
import org.touchmove.firmware.interpret.MoveInterpreter;
import org.touchmove.firmware.interpret.Signal;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Game;
import org.touchmove.firmware.rules.MateBudget;
import org.touchmove.firmware.rules.Mateability;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Outcome;
import org.touchmove.firmware.rules.PieceType;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.Termination;
import org.touchmove.firmware.rules.Unwinnability;
import org.touchmove.firmware.rules.notation.San;
import org.touchmove.firmware.rules.notation.Uci;
import org.touchmove.firmware.view.BoardView;
import org.touchmove.firmware.view.ClockStatus;
import org.touchmove.firmware.view.PlayedMove;
import org.touchmove.hal.ButtonPress;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.ClockDisplay;
import org.touchmove.hal.OccupancySnapshot;
import org.touchmove.hal.OccupancySensor;
import org.touchmove.hal.speech.AnnouncementSpeaker;

/**
 * The game controller: joins the board (through the interpreter), the clock and the rules, and turns
 * what happens into events (docs/events.md). Single-threaded: the caller feeds board readings, button
 * presses and time in time order (a real-time loop on hardware, a virtual-time runner in the simulator).
 */
public final class GameController {

    private static final Logger LOG = LoggerFactory.getLogger(GameController.class);
    private static final long TICK_NANOS = 1_000_000_000L;

    private final Settings settings;
    /** The press grace and reading lag of the board's sensor (docs/interpreter.md, "Completion"). */
    private final PressGrace pressGrace;
    private final EventEmitter events;
    private final ClockDisplay display;
    private final Supplier<String> gameIds;
    /** Appendix D and Art. 8.1.1.1: they follow the events emitted (docs/announcements.md, docs/scoresheet.md). */
    private final Announcements announcements;
    private final GameRecord record;

    private TimeControl timeControl;
    private MoveInterpreter interpreter;
    /** Whether {@link #interpreter} was made for a game with a clock (a press completes moves, not standstill). */
    private boolean interpreterHasClock;
    /** The board's latest reading, for an interpreter made afresh when a new game is detected. */
    private OccupancySnapshot lastReading;
    private ChessClock clock;
    private IllegalMovePenalty penalty;
    private Game game;
    private String gameId;
    private boolean finished;
    private MateBudget mateBudget = MateBudget.FULL;
    private Consumer<String> noticeListener = reason -> { };
    /** A result event was published for this game (a finished game may await the arbiter's result). */
    private boolean resultGiven;
    private long lastClockEventNanos;
    /** When the display next changes (each second, each tenth under 20 s) while the clock runs. */
    private long nextDisplayNanos = Long.MAX_VALUE;
    /** A clock press the interpreter is still judging: the clock is left untouched until it has. */
    private Long pressBeingJudged;
    /**
     * When a move that mates or stalemates was made (released) and not yet completed: the interpreter
     * completes such a move only once the board stands still, but the game ended when it was made (Art.
     * 5.1.1, 5.2.1), so a flag falling meanwhile does not count (Art. 6.9) and the clock stops at this time.
     */
    private Long gameEndingMoveMadeAt;
    private Move gameEndingMove;

    public GameController(Settings settings, EventEmitter events, ClockDisplay display) {
        this(settings, events, display, () -> UUID.randomUUID().toString());
    }

    /** @param gameIds where game ids come from (random UUIDs in production; a counter for reproducible runs) */
    public GameController(Settings settings, EventEmitter events, ClockDisplay display, Supplier<String> gameIds) {
        this(settings, events, display, gameIds, AnnouncementSpeaker.none());
    }

    /** @param speaker where announcements are spoken on the board ({@code announce.output}) */
    public GameController(Settings settings, EventEmitter events, ClockDisplay display, Supplier<String> gameIds,
                          AnnouncementSpeaker speaker) {
        this(settings, events, display, gameIds, speaker, OccupancySensor.DEFAULT_READING_LAG);
    }

    /** @param sensorLag the occupancy sensor's worst-case reading lag: sets the press grace (PressGrace) */
    public GameController(Settings settings, EventEmitter events, ClockDisplay display, Supplier<String> gameIds,
                          AnnouncementSpeaker speaker, java.time.Duration sensorLag) {
        this.pressGrace = PressGrace.of(sensorLag, settings.pressGraceMs());
        this.settings = settings;
        this.events = events;
        this.display = display;
        this.gameIds = gameIds;
        this.announcements = new Announcements(settings.announce(), speaker, events, this::game);
        this.record = new GameRecord(events, this::game);
        events.follow(announcements);
        events.follow(record);
        setTimeControl(settings.timeControl());
    }

    /** The time control of the next game: a PGN TimeControl tag or the readable form; "-" or "none": no clock. */
    public void setTimeControl(String text) {
        String t = text == null ? "-" : text.trim();
        timeControl = t.isEmpty() || t.equals("-") || t.equals("none") ? null : TimeControls.parse(t);
    }

    /**
     * The arbiter (or the board being set up) starts a new game from {@code start}; {@code board} is the
     * board's current reading, which the interpreter compares with {@code start}.
     */
    public void newGame(Position start, OccupancySnapshot board, long nanos) {
        newGame(start, board, nanos, GameMetadata.NONE);
    }

    /** Like {@link #newGame(Position, OccupancySnapshot, long)}, with the game's metadata (event, players, round...). */
    public void newGame(Position start, OccupancySnapshot board, long nanos, GameMetadata metadata) {
        if (clock != null && !finished && clock.state() == ClockState.RUNNING) {
            // The arbiter set up again mid-game: that game's clock stops (its result is the arbiter's to give).
            long at = onClock(nanos);
            clock.pause(at);
            publishClock(at, ClockCause.STOP);
        }
        lastReading = board;
        beginGame(start, nanos, metadata);
        startInterpreter(start, nanos);
        // Art. 5.1.1, 5.2.1, 5.2.2, 9.6.2: a position set up that is already mate, stalemate, dead or past the 75th
        // move has ended: the game is over before anyone moves.
        game.outcome().ifPresent(o -> finish(nanos, o.result(), o.termination(), DecidedBy.RULES));
    }

    /**
     * Resumes the game a journal recorded before a restart (docs/runtime.md, "Resume"): its id, metadata, position and
     * moves, both clock times as the last durable events left them, the clock paused as an arbiter would pause it
     * (Art. 6.11.1), and each player's completed illegal moves (Art. 7.5.5) counted from {@code journalled}, the
     * journal's events of that game. A game that had ended, or no game, is not resumed. Returns whether a game was
     * resumed.
     */
    public boolean resume(BoardView recorded, List<Event> journalled, OccupancySnapshot board, long nanos) {
        if (!recorded.hasGame() || recorded.result() != null) {
            return false;
        }
        Game replayed = Game.from(Position.fromFen(recorded.startFen()));
        for (PlayedMove m : recorded.moves()) {
            replayed = replayed.play(Uci.parse(m.uci(), replayed.position()));
        }
        setTimeControl(recorded.timeControl());
        interpreter = null; // a fresh interpreter: it resumes the recorded history below
        prepareGame(recorded.gameId(), replayed);
        recountIllegalMoves(journalled);
        events.emit(gameId, nanos, new ResumedEvent(recorded.lastSeq(), replayed.position().fen(), replayed.ply()));
        record.resumed(recorded);
        if (clock != null && recorded.clockStatus() != ClockStatus.NOT_STARTED && recorded.whiteMs() != null) {
            clock.start(nanos);
            int[] moves = movesPerSide(replayed.ply());
            clock.setMoveCount(Color.WHITE, moves[Color.WHITE.ordinal()]);
            clock.setMoveCount(Color.BLACK, moves[Color.BLACK.ordinal()]);
            clock.setSideToMove(replayed.position().sideToMove(), nanos);
            clock.setRemaining(Color.WHITE, recorded.whiteMs(), nanos);
            clock.setRemaining(Color.BLACK, recorded.blackMs(), nanos);
            clock.pause(nanos);
            publishClock(nanos, ClockCause.PAUSE);
        } else if (clock != null) {
            showClock(nanos);
        }
        lastReading = board;
        publishPosition(nanos);
        handle(interpreter.resume(replayed, nanos));
        if (lastReading != null) {
            handle(interpreter.onOccupancy(new OccupancySnapshot(lastReading.occupancy(), nanos, lastReading.pieces())));
        }
        return true;
    }

    /**
     * Art. 7.5.5 counts a player's completed illegal moves over the whole game, a restart included: each one the journal
     * recorded is counted again, as it was when it was played. Its penalty, the opponent's time, was applied then and is
     * in the recorded clock times.
     */
    private void recountIllegalMoves(List<Event> recorded) {
        for (Event e : recorded) {
            if (gameId.equals(e.gameId()) && e.body() instanceof IrregularityEvent i && isCompletedIllegalMove(i)) {
                penalty.record(i.side(), true);
            }
        }
    }

    /** The irregularities Art. 7.5.5 counts: an illegal move completed by a known side (7.5.3 presses are not). */
    private static boolean isCompletedIllegalMove(IrregularityEvent i) {
        return i.kind() == IrregularityKind.ILLEGAL_MOVE && i.side() != null;
    }

    /** Moves completed by White and by Black in the first {@code plies} plies of the game. */
    private int[] movesPerSide(int plies) {
        int[] moves = new int[2];
        for (Position p : game.positions().subList(0, plies)) {
            moves[p.sideToMove().ordinal()]++;
        }
        return moves;
    }

    /** The interpreter begins {@code start} and compares the board's latest reading with it, as of now. */
    private void startInterpreter(Position start, long nanos) {
        handle(interpreter.newGame(start, nanos));
        if (lastReading != null) {
            handle(interpreter.onOccupancy(new OccupancySnapshot(lastReading.occupancy(), nanos, lastReading.pieces())));
        }
    }

    /**
     * The state of a game about to be played, new or resumed: its id and history, a clock and illegal-move count of its
     * time control, nothing pending; true when the interpreter was made afresh for it.
     */
    private boolean prepareGame(String id, Game history) {
        gameId = id;
        game = history;
        finished = false;
        resultGiven = false;
        pressBeingJudged = null;
        gameEndingMoveMadeAt = null;
        clock = timeControl == null ? null : new ChessClock(timeControl, history.startPosition().sideToMove());
        // Art. 7.5.5 and Appendices A.3/B: the time given depends on the category of the time control.
        penalty = new IllegalMovePenalty(settings.illegalMoveRule(),
                timeControl == null ? GameCategory.STANDARD : GameCategory.of(timeControl));
        // The time control may have changed since the last game: with a clock the press completes a move,
        // without one the board standing still does, so the interpreter must know which.
        boolean fresh = interpreter == null || interpreterHasClock != (clock != null);
        if (fresh) {
            interpreter = new MoveInterpreter(InterpreterSettings.defaults(settings.mode(), clock != null)
                    .withStandstillMillis(settings.standstillMs()).withPressGraceMillis(pressGrace.graceMillis())
                    .withReadingLagMillis(pressGrace.readingLagMillis()));
            interpreterHasClock = clock != null;
        }
        return fresh;
    }

    /** Starts the game's history, clock and events; true when the interpreter was made afresh for it. */
    private boolean beginGame(Position start, long nanos, GameMetadata metadata) {
        boolean fresh = prepareGame(gameIds.get(), Game.from(start));
        events.emit(gameId, nanos, new NewGameEvent(start.fen(),
                timeControl == null ? "-" : PgnTimeControl.formatOrUnknown(timeControl),
                settings.mode(), metadata));
        if (clock != null) {
            showClock(nanos);
        }
        return fresh;
    }

    /** The arbiter starts the clock: the time of the side to move runs (Art. 6.5). */
    public void startClock(long nanos) {
        if (clock == null || finished || clock.state() != ClockState.NOT_STARTED) {
            throw new CommandRefused(clock == null ? "the game has no clock (time control '-')"
                    : finished ? "the game is over" : "the clock is already started");
        }
        clock.start(nanos);
        publishClock(nanos, ClockCause.START);
    }

    // ---- the arbiter's operations (docs/commands.md): each checks first and changes nothing when it refuses ----

    /** Art. 6.11.1: the arbiter pauses the clock. */
    public void pauseClock(long nanos) {
        requireClockIn(ClockState.RUNNING, "running");
        togglePause(nanos);
    }

    public void resumeClock(long nanos) {
        requireClockIn(ClockState.PAUSED, "paused");
        togglePause(nanos);
    }

    /** Sets ({@code add} false) or changes by {@code ms} ({@code add} true) the remaining time of {@code side}. */
    public void adjustTime(Color side, boolean add, long ms, long nanos) {
        requireClock();
        long at = onClock(nanos);
        long after = add ? clock.remainingMs(side, at) + ms : ms;
        if (after < 0) {
            throw new CommandRefused("the " + side.wireName() + " time would become negative (" + after + " ms)");
        }
        if (add) {
            clock.addTime(side, ms, at);
        } else {
            clock.setRemaining(side, ms, at);
        }
        publishClock(nanos, ClockCause.ADJUST);
    }

    /** Corrects the number of moves {@code side} has completed on the clock (multi-period controls). */
    public void setMoveCount(Color side, int moves, long nanos) {
        requireClock();
        clock.setMoveCount(side, moves);
        publishClock(nanos, ClockCause.ADJUST);
    }

    /** Tournament mode: the arbiter accepts the takeback the board showed. */
    public void acceptTakeback(long nanos) {
        requireGameOn();
        handle(arbiter(() -> interpreter.arbiterAcceptTakeback(nanos)));
    }

    /** The arbiter refuses the takeback: the players restore the position; nothing else changes. */
    public void refuseTakeback() {
        requireGameOn();
        if (!interpreter.isAwaitingTakebackDecision()) {
            throw new CommandRefused("no takeback awaits the arbiter's decision");
        }
    }

    /** The board fits several moves: the arbiter says which was played; it is completed. */
    public void chooseMove(Move move, long nanos) {
        requireGameOn();
        handle(arbiter(() -> interpreter.arbiterChooseMove(move, nanos)));
    }

    /** Corrects the promotion piece of ply {@code ply}; later moves are replayed. */
    public void correctPromotion(int ply, PieceType piece, long nanos) {
        handle(arbiter(() -> interpreter.arbiterCorrectPromotion(ply, piece, nanos)));
    }

    /** Art. 7.5.1, 7.4: the position after {@code ply} plies is reinstated; later moves are dropped. */
    public void reinstate(int ply, long nanos) {
        requireGameOn();
        List<Signal> signals = arbiter(() -> interpreter.arbiterReinstate(ply, nanos));
        pressBeingJudged = null;
        rewindTo(ply);
        publishPosition(nanos); // the reinstated position, whether or not the board shows it yet
        handle(signals.stream().filter(sig -> !(sig instanceof Signal.PositionRestored)).toList());
    }

    /** The arbiter declares the result (resignation, agreement, a ruling, or after a flag left open). */
    public void declareResult(Result result, Termination termination, long nanos) {
        if (interpreter == null || finished && resultGiven) {
            throw new CommandRefused(interpreter == null ? "no game on the board" : "the game already has a result");
        }
        if (result == Result.UNDECIDED) {
            throw new CommandRefused("a declared result must be 1-0, 0-1 or 1/2-1/2");
        }
        finish(nanos, result, termination, DecidedBy.ARBITER);
    }

    /** Appendix D: both remaining times and the number of moves made are announced. */
    public void announceTime(long nanos) {
        if (interpreter == null) {
            throw new CommandRefused("no game on the board");
        }
        announcements.times(gameId, nanos, clock == null ? null : clock.reading(onClock(nanos)), ply());
    }

    /** Art. 8.7: the arbiter changes the scoresheet, also after it is signed; the change is kept with its time. */
    public void changeScoresheet(org.touchmove.firmware.scoresheet.ArbiterCommand command, long nanos) {
        record.change(gameId, nanos, command);
    }

    /** Runs an interpreter arbiter operation, which checks its arguments before changing anything. */
    private static List<Signal> arbiter(Supplier<List<Signal>> operation) {
        try {
            return operation.get();
        } catch (IllegalStateException | IllegalArgumentException e) {
            throw new CommandRefused(e.getMessage());
        }
    }

    private void requireClock() {
        if (clock == null) {
            throw new CommandRefused("the game has no clock (time control '-')");
        }
        if (finished) {
            throw new CommandRefused("the game is over");
        }
    }

    private void requireClockIn(ClockState state, String word) {
        requireClock();
        if (clock.state() != state || pressBeingJudged != null) {
            throw new CommandRefused("the clock is not " + word + " (it is " + clock.state().name().toLowerCase(
                    java.util.Locale.ROOT) + (pressBeingJudged != null ? ", a press is being judged" : "") + ")");
        }
    }

    private void requireGameOn() {
        if (interpreter == null) {
            throw new CommandRefused("no game on the board");
        }
        if (finished) {
            throw new CommandRefused("the game is over");
        }
    }

    public void onOccupancy(OccupancySnapshot snapshot) {
        if (interpreter == null) {
            LOG.debug("board reading before any game: ignored");
            return;
        }
        lastReading = snapshot;
        handle(interpreter.onOccupancy(snapshot));
    }

    public void onButton(ButtonPress press) {
        if (interpreter == null) {
            notice("button " + press.button().wireName() + " before any game: ignored (set a game up first)");
            return;
        }
        long nanos = press.monoNanos();
        if (finished || announcements.isTimeRequest(press.button())) {
            // docs/scoresheet.md: after the result the buttons sign the scoresheet; Appendix D: the time on request.
            if (finished) {
                record.press(gameId, press);
            } else {
                announceTime(nanos);
            }
            return;
        }
        switch (press.button()) {
            case WHITE -> onClockPress(Color.WHITE, nanos);
            case BLACK -> onClockPress(Color.BLACK, nanos);
            case PAUSE -> togglePause(nanos);
            default -> handle(interpreter.onPromotionButton(press.button(), nanos));
        }
    }

    private void onClockPress(Color presser, long nanos) {
        if (finished) {
            notice("press by " + presser.wireName() + " after the end of the game: ignored");
            return;
        }
        if (clock != null) {
            checkFlag(nanos);
            if (finished) {
                return;
            }
            switch (clock.state()) {
                case NOT_STARTED -> {
                    PressResult r = clock.press(presser, false, nanos);
                    if (r.outcome() == PressOutcome.STARTED) {
                        publishClock(nanos, ClockCause.START);
                    } else {
                        notice("press by " + presser.wireName() + " before the clock was started: ignored "
                                + "(the arbiter starts it: 'start', or Black presses to start White's clock)");
                    }
                    return;
                }
                case PAUSED -> {
                    notice("press by " + presser.wireName() + " while the clock is paused: ignored (resume it first)");
                    return;
                }
                default -> {
                    if (pressBeingJudged != null) {
                        notice("press by " + presser.wireName() + " while a press is being judged: no effect");
                        return;
                    }
                    if (clock.running() != presser) {
                        // A move completed without its press (the opponent began his reply) leaves the clock
                        // running for the side now to move again; the replier's press completes his reply
                        // (docs/interpreter.md) and changes nothing on the clock.
                        if (interpreter.position().sideToMove() != presser) {
                            notice("press by " + presser.wireName() + " while " + clock.running().wireName()
                                    + "'s clock runs: no effect");
                            return;
                        }
                    }
                }
            }
            pressBeingJudged = nanos;
        }
        handle(interpreter.onClockPress(presser, nanos));
    }

    private void togglePause(long nanos) {
        if (clock == null || finished || pressBeingJudged != null) {
            return;
        }
        switch (clock.state()) {
            case RUNNING -> {
                clock.pause(nanos);
                publishClock(nanos, ClockCause.PAUSE);
            }
            case PAUSED -> {
                clock.resume(nanos);
                publishClock(nanos, ClockCause.RESUME);
            }
            default -> notice("pause ignored: the clock is " + clock.state().name().toLowerCase(java.util.Locale.ROOT));
        }
    }

    /** Time has reached {@code nanos}: flag-fall, the interpreter's deadlines, the once-a-second clock event. */
    public void onTime(long nanos) {
        if (interpreter == null) {
            return;
        }
        checkFlag(nanos);
        if (!finished) {
            handle(interpreter.onTime(nanos));
        }
        if (clockRunning() && nanos >= lastClockEventNanos + TICK_NANOS) {
            publishClock(nanos, ClockCause.TICK);
        } else if (clockRunning() && nanos >= nextDisplayNanos) {
            showClock(nanos);
        }
    }

    /** The earliest time {@link #onTime} has work to do; {@link Long#MAX_VALUE} if none. */
    public long nextDeadlineNanos() {
        if (interpreter == null) {
            return Long.MAX_VALUE;
        }
        long next = interpreter.nextDeadlineNanos();
        if (clockRunning()) {
            next = Math.min(next, Math.min(clock.flagDeadlineNanos(),
                    Math.min(lastClockEventNanos + TICK_NANOS, nextDisplayNanos)));
        }
        return next;
    }

    /** The next deadline of the interpreter alone (what a run must wait for before it is settled). */
    public long nextInterpreterDeadlineNanos() {
        return interpreter == null ? Long.MAX_VALUE : interpreter.nextDeadlineNanos();
    }

    private boolean clockRunning() {
        return clock != null && !finished && pressBeingJudged == null && !gameEndingMoveOnBoard()
                && clock.state() == ClockState.RUNNING;
    }

    /** A move that ends the game stands on the board, made but not yet completed by the interpreter. */
    private boolean gameEndingMoveOnBoard() {
        if (gameEndingMoveMadeAt != null && interpreter.nextDeadlineNanos() == Long.MAX_VALUE) {
            gameEndingMoveMadeAt = null; // nothing pending any more: the move was taken back before completion
        }
        return gameEndingMoveMadeAt != null;
    }

    private void checkFlag(long nanos) {
        if (clockRunning() && clock.flagDeadlineNanos() <= nanos) {
            clock.flagFallen(nanos).ifPresent(flag -> {
                Color side = flag.side();
                // Art. 6.9: lost on time, unless the opponent cannot checkmate by any series of legal moves. Where the
                // rules core cannot decide within its budget, the board never guesses: the arbiter gives the result.
                Mateability question = Unwinnability.analyse(game.position(), side.opposite(), mateBudget)
                        .mateability();
                events.emit(gameId, flag.atNanos(), new FlagEvent(side, question != Mateability.CANNOT_MATE, ply(),
                        question));
                publishClock(flag.atNanos(), ClockCause.FLAG);
                switch (question) {
                    case CAN_MATE -> finish(flag.atNanos(), Result.win(side.opposite()), Termination.TIME_FORFEIT,
                            DecidedBy.CLOCK);
                    case CANNOT_MATE -> finish(flag.atNanos(), Result.DRAW, Termination.TIME_FORFEIT_DRAW,
                            DecidedBy.CLOCK);
                    case UNDECIDED -> awaitArbitersResult(flag.atNanos());
                }
            });
        }
    }

    /**
     * The game is over on the board (a flag fell, Art. 6.9; a second illegal move, Art. 7.5.5) but its result hangs on
     * an undecided mate question, so it is the arbiter's to declare (declareResult); the clock is stopped.
     */
    private void awaitArbitersResult(long nanos) {
        LOG.warn("the game is over on the board, but whether the opponent can still mate was not decided within "
                + "the search budget: the result is left to the arbiter");
        if (clock != null && clock.state() == ClockState.RUNNING) {
            clock.pause(onClock(nanos));
            publishClock(nanos, ClockCause.STOP);
        }
        finished = true;
        resultGiven = false;
        handle(interpreter.gameEnded(nanos));
    }

    /**
     * Where the controller says why it ignored an input (a press before the clock was started, a button before any
     * game...): logged, and told to the listener (the console prints these reasons beside the events).
     */
    public void setNoticeListener(Consumer<String> listener) {
        this.noticeListener = listener;
    }

    private void notice(String reason) {
        LOG.info("{}", reason);
        noticeListener.accept(reason);
    }

    /** The search budget of the Art. 6.9 question at flag-fall (docs/dead-positions.md); tests make it smaller. */
    void setMateBudget(MateBudget budget) {
        this.mateBudget = budget;
    }

    private void handle(List<Signal> signals) {
        for (Signal s : signals) {
            handle(s);
        }
    }

    private void handle(Signal signal) {
        if (!(signal instanceof Signal.MoveMade || signal instanceof Signal.PromotionChoice
                || signal instanceof Signal.MoveCompleted)) {
            gameEndingMoveMadeAt = null; // anything else (a takeback, an irregularity, ...) voids a made mate
        }
        if (signal instanceof Signal.MoveCompleted m) {
            completed(m);
        } else if (signal instanceof Signal.Irregularity i) {
            irregularity(i);
        } else if (signal instanceof Signal.PressWithoutMove p) {
            pressBeingJudged = null;
            // Art. 7.5.3 treats a press without a move like an illegal move; the arbiter rules on it.
            events.emit(gameId, p.nanos(), new IrregularityEvent(IrregularityKind.PRESS_WITHOUT_MOVE, "7.5.3",
                    p.presser().wireName() + " pressed the clock without a move on the board", p.presser(), ply()));
        } else if (signal instanceof Signal.TakebackMade t) {
            pressBeingJudged = null;
            rewindTo(t.toPly());
            publishPosition(t.nanos());
            turnClockBack(t.nanos());
        } else if (signal instanceof Signal.PositionRestored r) {
            pressBeingJudged = null;
            publishPosition(r.nanos());
        } else if (signal instanceof Signal.NewGameDetected n) {
            if (beginGame(n.start(), n.nanos(), GameMetadata.NONE)) {
                startInterpreter(n.start(), n.nanos());
            } else {
                // docs/events.md: a position event at every new game (a fresh interpreter reports one itself).
                publishPosition(n.nanos());
            }
        } else if (signal instanceof Signal.ResultGesture g) {
            pressBeingJudged = null;
            Result result = Result.fromPgn(g.result());
            finish(g.nanos(), result, result == Result.DRAW ? Termination.AGREEMENT : Termination.RESIGNATION,
                    DecidedBy.RESULT_GESTURE);
        } else if (signal instanceof Signal.PromotionChoice c) {
            display.showText("=" + c.piece().name().charAt(0));
        } else if (signal instanceof Signal.PromotionCorrected c) {
            rewindTo(interpreter.moves().size());
            publishPosition(c.nanos());
        } else if (signal instanceof Signal.MoveMade made) {
            LOG.debug("{}", signal);
            gameEndingMoveMadeAt = made.endsGame() ? Long.valueOf(made.nanos()) : null;
            gameEndingMove = made.endsGame() ? made.move() : null;
        } else {
            LOG.warn("unhandled interpreter signal {}", signal);
        }
    }

    private void completed(Signal.MoveCompleted m) {
        Position before = m.before();
        Color mover = before.sideToMove();
        String san = San.format(before, m.move(), m.after());
        Game next = game.play(m.move(), m.after()); // the interpreter's position: its analysis is done once
        Optional<Outcome> outcome = next.outcome();
        // A press waiting on an ambiguous board completes the move the arbiter chooses, at the press time (6.2.1).
        boolean judged = (m.by() == CompletedBy.CLOCK_PRESS || m.by() == CompletedBy.ARBITER) && clock != null
                && pressBeingJudged != null;
        long pressAt = judged && m.by() == CompletedBy.ARBITER ? pressBeingJudged : m.nanos();
        // One instant for every move: the completion (Art. 6.2.1: the press, or the board standing still), except that
        // a move ending the game (Art. 5.1.1, 5.2.1, 5.2.2, 9.6) ends it when made, if the board showed it before the
        // completion. A press inside the sensor's lag comes before the board reports the move: then the press is first.
        boolean madeEarlier = outcome.isPresent() && gameEndingMoveMadeAt != null && m.move().equals(gameEndingMove);
        long at = madeEarlier ? Math.min(gameEndingMoveMadeAt, pressAt) : pressAt;
        gameEndingMoveMadeAt = null;
        pressBeingJudged = null;
        game = next;
        Long whiteMs = null;
        Long blackMs = null;
        ClockCause clockCause = null;
        if (clock != null) {
            at = onClock(at);
            if (outcome.isPresent()) {
                if (clock.state() == ClockState.RUNNING) {
                    clock.pause(at);
                    clockCause = ClockCause.STOP;
                }
            } else if (judged) {
                // NOT_RUNNING_SIDE: a reply pressed while the clock already runs for the side now to move.
                PressResult r = clock.press(mover, true, at);
                clockCause = r.outcome() == PressOutcome.SWITCHED ? ClockCause.PRESS : null;
            }
            ClockReading reading = clock.reading(onClock(at));
            whiteMs = reading.whiteMs();
            blackMs = reading.blackMs();
        }
        events.emit(gameId, m.nanos(), new MoveEvent(ply(), san, m.move().uci(), game.position().fen(),
                whiteMs, blackMs, mover, before.fullmoveNumber(), m.by()));
        if (clockCause != null) {
            publishClock(m.nanos(), clockCause);
        }
        if (outcome.isPresent()) {
            finish(m.nanos(), outcome.get().result(), outcome.get().termination(), DecidedBy.RULES);
        }
    }

    private void irregularity(Signal.Irregularity i) {
        IrregularityEvent reported = new IrregularityEvent(i.kind(), i.article(), i.detail(), i.side(), ply());
        events.emit(gameId, i.nanos(), reported);
        if (!isCompletedIllegalMove(reported)) {
            return;
        }
        pressBeingJudged = null;
        // Art. 7.5.5: the first completed illegal move gives the opponent time; the second loses,
        // unless the opponent cannot checkmate by any series of legal moves.
        Color offender = i.side();
        Mateability question = Unwinnability.analyse(game.position(), offender.opposite(), mateBudget).mateability();
        IllegalMoveDecision decision = penalty.record(offender, question != Mateability.CANNOT_MATE);
        if (decision instanceof IllegalMoveDecision.TimeBonus bonus) {
            if (clock != null) {
                clock.addTime(bonus.beneficiary(), bonus.bonusMs(), onClock(i.nanos()));
                publishClock(i.nanos(), ClockCause.PENALTY);
            }
        } else if (decision instanceof IllegalMoveDecision.GameOver over) {
            if (question == Mateability.UNDECIDED) {
                awaitArbitersResult(i.nanos()); // loss or draw hangs on a question the board could not decide
                return;
            }
            Result result = over.verdict() instanceof Verdict.Loss loss ? Result.win(loss.winner()) : Result.DRAW;
            finish(i.nanos(), result, Termination.ILLEGAL_MOVES, DecidedBy.RULES);
        }
    }

    /** After a takeback (casual play) the clock runs for the side to move again; time used is not given back. */
    private void turnClockBack(long nanos) {
        if (clock == null || finished || clock.state() == ClockState.NOT_STARTED
                || clock.state() == ClockState.FLAGGED) {
            return;
        }
        long at = onClock(nanos);
        int[] moves = movesPerSide(ply());
        clock.setMoveCount(Color.WHITE, moves[Color.WHITE.ordinal()]);
        clock.setMoveCount(Color.BLACK, moves[Color.BLACK.ordinal()]);
        clock.setSideToMove(game.position().sideToMove(), at);
        publishClock(at, ClockCause.ADJUST);
    }

    private void rewindTo(int ply) {
        Game rewound = Game.from(game.startPosition());
        for (Move move : interpreter.moves().subList(0, ply)) {
            rewound = rewound.play(move);
        }
        game = rewound;
    }

    private void finish(long nanos, Result result, Termination termination, DecidedBy decidedBy) {
        if (clock != null && clock.state() == ClockState.RUNNING) {
            clock.pause(onClock(nanos));
            publishClock(nanos, ClockCause.STOP);
        }
        finished = true;
        resultGiven = true;
        events.emit(gameId, nanos, new ResultEvent(result, termination, decidedBy, ply()));
        handle(interpreter.gameEnded(nanos));
    }

    private int ply() {
        return game.ply();
    }

    private void publishPosition(long nanos) {
        events.emit(gameId, nanos, new PositionEvent(game.position().fen(), ply()));
    }

    private void publishClock(long nanos, ClockCause cause) {
        lastClockEventNanos = nanos;
        ClockReading reading = clock.reading(onClock(nanos));
        events.emit(gameId, nanos, new ClockEvent(reading.whiteMs(), reading.blackMs(), reading.running(), cause));
        showClock(nanos);
    }

    /**
     * The time to give the clock for something that happened at {@code nanos}. A signal can carry an earlier time
     * than the clock's last update (a press judged after its grace, a tick meanwhile): the clock cannot go back, so it
     * takes effect at its last update. Every clock call goes through here.
     */
    private long onClock(long nanos) {
        return Math.max(nanos, clock.updatedNanos());
    }

    private void showClock(long nanos) {
        display.show(ClockFaceFormatter.face(clock, nanos));
        nextDisplayNanos = clock.running() == null ? Long.MAX_VALUE : clock.nextDisplayChange(nanos);
    }

    // ---- what the game is now (for the command line and tests) ----

    public Game game() {
        return game;
    }

    /** Whether a game was ever set up or resumed on this board. */
    public boolean hasGame() {
        return interpreter != null;
    }

    public boolean isFinished() {
        return finished;
    }

    /** The electronic scoresheet of the game on the board (docs/scoresheet.md); empty before the first game. */
    public Optional<org.touchmove.firmware.scoresheet.Scoresheet> scoresheet() {
        return record.scoresheet();
    }


}
