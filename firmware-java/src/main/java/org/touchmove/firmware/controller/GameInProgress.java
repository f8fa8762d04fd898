package org.touchmove.firmware.controller;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.clock.ClockState;
import org.touchmove.firmware.clock.GameCategory;
import org.touchmove.firmware.clock.IllegalMovePenalty;
import org.touchmove.firmware.clock.PgnTimeControl;
import org.touchmove.firmware.clock.TimeControl;
import org.touchmove.firmware.config.Settings;
import org.touchmove.firmware.config.TimeControls;
import org.touchmove.firmware.event.ClockCause;
import org.touchmove.firmware.event.DecidedBy;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.GameMetadata;
import org.touchmove.firmware.event.IrregularityEvent;
import org.touchmove.firmware.event.IrregularityKind;
import org.touchmove.firmware.event.NewGameEvent;
import org.touchmove.firmware.event.PositionEvent;
import org.touchmove.firmware.event.ResultEvent;
import org.touchmove.firmware.event.ResumedEvent;
import org.touchmove.firmware.interpret.MoveInterpreter;
import org.touchmove.firmware.interpret.Signal;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Game;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.Termination;
import org.touchmove.firmware.rules.notation.Uci;
import org.touchmove.firmware.view.BoardView;
import org.touchmove.firmware.view.ClockStatus;
import org.touchmove.firmware.view.PlayedMove;
import org.touchmove.hal.OccupancySnapshot;

/**
 * The game on the board, from its start to its result: its id, the positions and moves played (the interpreter's,
 * Art. 8.1.1 in the scoresheet), its clock and the count of illegal moves of Art. 7.5.5. Its lifecycle: a new game
 * (set up by the arbiter or detected on the board), a game resumed after a restart (its illegal moves counted again),
 * and its end, with a result or awaiting the arbiter's (docs/events.md {@code new-game}, {@code resumed},
 * {@code result}).
 */
final class GameInProgress {

    private static final Logger LOG = LoggerFactory.getLogger(GameInProgress.class);

    private final Settings settings;
    private final Supplier<String> gameIds;
    private final EventEmitter events;
    private final GameClock clock;
    private final PressJudge press;
    private final GameRecord record;
    /** Where the interpreter's signals go (the event writer). */
    private final Consumer<List<Signal>> signals;

    private TimeControl timeControl;
    private MoveInterpreter interpreter;
    /** Whether {@link #interpreter} was made for a game with a clock (a press completes moves, not standstill). */
    private boolean interpreterHasClock;
    /** The board's latest reading, for an interpreter made afresh when a new game is detected. */
    private OccupancySnapshot lastReading;
    private IllegalMovePenalty penalty;
    private Game game;
    private String gameId;
    private boolean finished;
    /** A result event was published for this game (a finished game may await the arbiter's result). */
    private boolean resultGiven;

    GameInProgress(Settings settings, Supplier<String> gameIds, EventEmitter events, GameClock clock, PressJudge press,
                   GameRecord record, Consumer<List<Signal>> signals) {
        this.settings = settings;
        this.gameIds = gameIds;
        this.events = events;
        this.clock = clock;
        this.press = press;
        this.record = record;
        this.signals = signals;
        setTimeControl(settings.timeControl());
    }

    /** The time control of the next game: a PGN TimeControl tag or the readable form; "-" or "none": no clock. */
    void setTimeControl(String text) {
        String t = text == null ? "-" : text.trim();
        timeControl = t.isEmpty() || t.equals("-") || t.equals("none") ? null : TimeControls.parse(t);
    }

    /** A new game from {@code start}; {@code board} is the board's reading, which the interpreter compares with it. */
    void begin(Position start, OccupancySnapshot board, long nanos, GameMetadata metadata) {
        if (clock.exists() && !finished && clock.isIn(ClockState.RUNNING)) {
            // The arbiter set up again mid-game: that game's clock stops (its result is the arbiter's to give).
            long at = clock.onClock(nanos);
            clock.chess().pause(at);
            clock.publish(at, ClockCause.STOP);
        }
        lastReading = board;
        announce(start, nanos, metadata);
        startInterpreter(start, nanos);
        // Art. 5.1.1, 5.2.1, 5.2.2, 9.6.2: a position set up that is already mate, stalemate, dead or past the 75th
        // move has ended: the game is over before anyone moves.
        game.outcome().ifPresent(o -> finish(nanos, o.result(), o.termination(), DecidedBy.RULES));
    }

    /** The interpreter saw the start position set up on the board: a new game begins. */
    void detected(Position start, long nanos) {
        if (announce(start, nanos, GameMetadata.NONE)) {
            startInterpreter(start, nanos);
        } else {
            // docs/events.md: a position event at every new game (a fresh interpreter reports one itself).
            publishPosition(nanos);
        }
    }

    /**
     * Resumes the game a journal recorded before a restart (docs/runtime.md, "Resume"): its id, metadata, position and
     * moves, both clock times as the last durable events left them, the clock paused as an arbiter would pause it
     * (Art. 6.11.1), and each player's completed illegal moves (Art. 7.5.5) counted from {@code journalled}, the
     * journal's events of that game. A game that had ended, or no game, is not resumed. Returns whether a game was
     * resumed.
     */
    boolean resume(BoardView recorded, List<Event> journalled, OccupancySnapshot board, long nanos) {
        if (!recorded.hasGame() || recorded.result() != null) {
            return false;
        }
        Game replayed = Game.from(Position.fromStartFen(recorded.startFen(), recorded.chess960()));
        for (PlayedMove m : recorded.moves()) {
            replayed = replayed.play(Uci.parse(m.uci(), replayed.position()));
        }
        setTimeControl(recorded.timeControl());
        interpreter = null; // a fresh interpreter: it resumes the recorded history below
        prepare(recorded.gameId(), replayed);
        recountIllegalMoves(journalled);
        events.emit(gameId, nanos, new ResumedEvent(recorded.lastSeq(), replayed.position().fen(), replayed.ply()));
        record.resumed(recorded);
        if (clock.exists() && recorded.clockStatus() != ClockStatus.NOT_STARTED && recorded.whiteMs() != null) {
            clock.chess().start(nanos);
            clock.followMoves(movesPerSide(replayed.ply()), replayed.position().sideToMove(), nanos);
            clock.chess().setRemaining(Color.WHITE, recorded.whiteMs(), nanos);
            clock.chess().setRemaining(Color.BLACK, recorded.blackMs(), nanos);
            clock.chess().pause(nanos);
            clock.publish(nanos, ClockCause.PAUSE);
        } else if (clock.exists()) {
            clock.show(nanos);
        }
        lastReading = board;
        publishPosition(nanos);
        signals.accept(interpreter.resume(replayed, nanos));
        readAgain(nanos);
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
    static boolean isCompletedIllegalMove(IrregularityEvent i) {
        return i.kind() == IrregularityKind.ILLEGAL_MOVE && i.side() != null;
    }

    /** Moves completed by White and by Black in the first {@code plies} plies of the game. */
    int[] movesPerSide(int plies) {
        int[] moves = new int[2];
        for (Position p : game.positions().subList(0, plies)) {
            moves[p.sideToMove().ordinal()]++;
        }
        return moves;
    }

    /** The interpreter begins {@code start} and compares the board's latest reading with it, as of now. */
    private void startInterpreter(Position start, long nanos) {
        signals.accept(interpreter.newGame(start, nanos));
        readAgain(nanos);
    }

    private void readAgain(long nanos) {
        if (lastReading != null) {
            signals.accept(interpreter.onOccupancy(
                    new OccupancySnapshot(lastReading.occupancy(), nanos, lastReading.pieces())));
        }
    }

    /** A reading of the board: kept for an interpreter made afresh, and judged by the interpreter. */
    void onOccupancy(OccupancySnapshot snapshot) {
        lastReading = snapshot;
        signals.accept(interpreter.onOccupancy(snapshot));
    }

    /**
     * The state of a game about to be played, new or resumed: its id and history, a clock and illegal-move count of its
     * time control, nothing pending; true when the interpreter was made afresh for it.
     */
    private boolean prepare(String id, Game history) {
        gameId = id;
        game = history;
        finished = false;
        resultGiven = false;
        press.clear();
        clock.reset(id, timeControl, history.startPosition().sideToMove());
        // Art. 7.5.5 and Appendices A.3/B: the time given depends on the category of the time control.
        penalty = new IllegalMovePenalty(settings.illegalMoveRule(),
                timeControl == null ? GameCategory.STANDARD : GameCategory.of(timeControl));
        // The time control may have changed since the last game: with a clock the press completes a move,
        // without one the board standing still does, so the interpreter must know which.
        boolean fresh = interpreter == null || interpreterHasClock != clock.exists();
        if (fresh) {
            interpreter = new MoveInterpreter(press.interpreterSettings(settings, clock.exists()));
            interpreterHasClock = clock.exists();
        }
        return fresh;
    }

    /** Starts the game's history, clock and events; true when the interpreter was made afresh for it. */
    private boolean announce(Position start, long nanos, GameMetadata metadata) {
        boolean fresh = prepare(gameIds.get(), Game.from(start));
        events.emit(gameId, nanos, new NewGameEvent(start.fen(),
                timeControl == null ? "-" : PgnTimeControl.formatOrUnknown(timeControl),
                settings.mode(), metadata, start.isChess960()));
        if (clock.exists()) {
            clock.show(nanos);
        }
        return fresh;
    }

    /** The game ends with {@code result}: the clock stops and a {@code result} event is published. */
    void finish(long nanos, Result result, Termination termination, DecidedBy decidedBy) {
        clock.stopIfRunning(nanos);
        finished = true;
        resultGiven = true;
        events.emit(gameId, nanos, new ResultEvent(result, termination, decidedBy, ply()));
        signals.accept(interpreter.gameEnded(nanos));
    }

    /**
     * The game is over on the board (a flag fell, Art. 6.9; a second illegal move, Art. 7.5.5) but its result hangs on
     * an undecided mate question, so it is the arbiter's to declare; the clock is stopped.
     */
    void awaitArbitersResult(long nanos) {
        LOG.warn("the game is over on the board, but whether the opponent can still mate was not decided within "
                + "the search budget: the result is left to the arbiter");
        clock.stopIfRunning(nanos);
        finished = true;
        resultGiven = false;
        signals.accept(interpreter.gameEnded(nanos));
    }

    /** The move completed by the interpreter is played: {@code next} is the game after it. */
    void played(Game next) {
        game = next;
    }

    /** The game goes back to its first {@code ply} plies as the interpreter now has them (a takeback, a correction). */
    void rewindTo(int ply) {
        Game rewound = Game.from(game.startPosition());
        for (Move move : interpreter.moves().subList(0, ply)) {
            rewound = rewound.play(move);
        }
        game = rewound;
    }

    void publishPosition(long nanos) {
        events.emit(gameId, nanos, new PositionEvent(game.position().fen(), ply()));
    }

    int ply() {
        return game.ply();
    }

    Game game() {
        return game;
    }

    String id() {
        return gameId;
    }

    /** The interpreter of the board's lifts and places; null before the first game. */
    MoveInterpreter interpreter() {
        return interpreter;
    }

    IllegalMovePenalty penalty() {
        return penalty;
    }

    /** Whether a game was ever set up or resumed on this board. */
    boolean exists() {
        return interpreter != null;
    }

    boolean isFinished() {
        return finished;
    }

    /** Over with its result published (not awaiting the arbiter's). */
    boolean hasResult() {
        return finished && resultGiven;
    }
}
