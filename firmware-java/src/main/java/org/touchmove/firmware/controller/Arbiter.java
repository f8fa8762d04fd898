package org.touchmove.firmware.controller;

import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.touchmove.firmware.clock.ClockState;
import org.touchmove.firmware.command.CommandRefused;
import org.touchmove.firmware.event.AcknowledgedEvent;
import org.touchmove.firmware.event.ClockCause;
import org.touchmove.firmware.event.DecidedBy;
import org.touchmove.firmware.interpret.Signal;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.PieceType;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.Termination;
import org.touchmove.firmware.scoresheet.ScoresheetEdit;

/**
 * What the arbiter may do at the board (docs/commands.md): start, pause and adjust the clock (Art. 6.5, 6.11), rule on
 * a takeback or an ambiguous board, correct a promotion, reinstate a position (Art. 7.4, 7.5.1), declare the result,
 * have the times announced (Appendix D) and change the scoresheet (Art. 8.7). Each operation checks first and changes
 * nothing when it refuses ({@link CommandRefused}, the reason the reply carries).
 */
public final class Arbiter {

    private final GameInProgress game;
    private final GameClock clock;
    private final PressJudge press;
    private final Announcements announcements;
    private final GameRecord record;
    private final EventWriter writer;
    private final Consumer<String> notices;
    private final EventEmitter events;

    Arbiter(GameInProgress game, GameClock clock, PressJudge press, Announcements announcements, GameRecord record,
            EventWriter writer, Consumer<String> notices, EventEmitter events) {
        this.game = game;
        this.clock = clock;
        this.press = press;
        this.announcements = announcements;
        this.record = record;
        this.writer = writer;
        this.notices = notices;
        this.events = events;
    }

    /** Art. 6.5: the arbiter starts the clock: the time of the side to move runs. */
    public void startClock(long nanos) {
        if (!clock.exists() || game.isFinished() || !clock.isIn(ClockState.NOT_STARTED)) {
            throw new CommandRefused(!clock.exists() ? "the game has no clock (time control '-')"
                    : game.isFinished() ? "the game is over" : "the clock is already started");
        }
        clock.chess().start(nanos);
        clock.publish(nanos, ClockCause.START);
    }

    /** Art. 6.11.1: the arbiter pauses the clock. */
    public void pauseClock(long nanos) {
        requireClockIn(ClockState.RUNNING, "running");
        togglePause(nanos);
    }

    public void resumeClock(long nanos) {
        requireClockIn(ClockState.PAUSED, "paused");
        togglePause(nanos);
    }

    /** The pause button, or the arbiter's pause/resume once checked: a running clock pauses, a paused one resumes. */
    void togglePause(long nanos) {
        if (!clock.exists() || game.isFinished() || press.isJudging()) {
            return;
        }
        switch (clock.chess().state()) {
            case RUNNING -> {
                clock.chess().pause(nanos);
                clock.publish(nanos, ClockCause.PAUSE);
            }
            case PAUSED -> {
                clock.chess().resume(nanos);
                clock.publish(nanos, ClockCause.RESUME);
            }
            default -> notices.accept("pause ignored: the clock is " + clock.chess().state().name()
                    .toLowerCase(Locale.ROOT));
        }
    }

    /** Sets ({@code add} false) or changes by {@code ms} ({@code add} true) the remaining time of {@code side}. */
    public void adjustTime(Color side, boolean add, long ms, long nanos) {
        requireClock();
        long at = clock.onClock(nanos);
        long after = add ? clock.chess().remainingMs(side, at) + ms : ms;
        if (after < 0) {
            throw new CommandRefused("the " + side.wireName() + " time would become negative (" + after + " ms)");
        }
        if (add) {
            clock.chess().addTime(side, ms, at);
        } else {
            clock.chess().setRemaining(side, ms, at);
        }
        clock.publish(nanos, ClockCause.ADJUST);
    }

    /** Corrects the number of moves {@code side} has completed on the clock (multi-period controls). */
    public void setMoveCount(Color side, int moves, long nanos) {
        requireClock();
        clock.chess().setMoveCount(side, moves);
        clock.publish(nanos, ClockCause.ADJUST);
    }

    /** Tournament mode: the arbiter accepts the takeback the board showed. */
    public void acceptTakeback(long nanos) {
        requireGameOn();
        writer.write(interpreter(() -> game.interpreter().arbiterAcceptTakeback(nanos)));
    }

    /** The arbiter refuses the takeback: the players restore the position; nothing else changes. */
    public void refuseTakeback() {
        requireGameOn();
        if (!game.interpreter().isAwaitingTakebackDecision()) {
            throw new CommandRefused("no takeback awaits the arbiter's decision");
        }
    }

    /** The board fits several moves: the arbiter says which was played; it is completed. */
    public void chooseMove(Move move, long nanos) {
        requireGameOn();
        writer.write(interpreter(() -> game.interpreter().arbiterChooseMove(move, nanos)));
    }

    /** Corrects the promotion piece of ply {@code ply}; later moves are replayed. */
    public void correctPromotion(int ply, PieceType piece, long nanos) {
        writer.write(interpreter(() -> game.interpreter().arbiterCorrectPromotion(ply, piece, nanos)));
    }

    /** Art. 7.5.1, 7.4: the position after {@code ply} plies is reinstated; later moves are dropped. */
    public void reinstate(int ply, long nanos) {
        requireGameOn();
        List<Signal> signals = interpreter(() -> game.interpreter().arbiterReinstate(ply, nanos));
        press.judged();
        game.rewindTo(ply);
        game.publishPosition(nanos); // the reinstated position, whether or not the board shows it yet
        writer.write(signals.stream().filter(sig -> !(sig instanceof Signal.PositionRestored)).toList());
    }

    /** The arbiter declares the result (resignation, agreement, a ruling, or after a flag left open). */
    public void declareResult(Result result, Termination termination, long nanos) {
        if (!game.exists() || game.hasResult()) {
            throw new CommandRefused(!game.exists() ? "no game on the board" : "the game already has a result");
        }
        if (result == Result.UNDECIDED) {
            throw new CommandRefused("a declared result must be 1-0, 0-1 or 1/2-1/2");
        }
        game.finish(nanos, result, termination, DecidedBy.ARBITER);
    }

    /** Appendix D: both remaining times and the number of moves made are announced. */
    public void announceTime(long nanos) {
        if (!game.exists()) {
            throw new CommandRefused("no game on the board");
        }
        announcements.times(game.id(), nanos, clock.reading(nanos), game.ply());
    }

    /** Art. 8.7: the arbiter changes the scoresheet, also after it is signed; the change is kept with its time. */
    public void changeScoresheet(ScoresheetEdit edit, long nanos) {
        record.change(game.id(), nanos, edit);
    }

    /**
     * An arbiter acknowledged one of the desk's alerts about this board: journalled and published as an
     * {@code acknowledged} event of the game on the board (none before the first game), so every arbiter sees it
     * handled. Nothing on the board changes; whatever ruling follows is a command of its own.
     */
    public void acknowledge(String alert, String kind, String arbiter, long nanos) {
        events.emit(game.exists() ? game.id() : null, nanos, new AcknowledgedEvent(alert, kind, arbiter));
    }

    /** Runs an interpreter arbiter operation, which checks its arguments before changing anything. */
    private static List<Signal> interpreter(Supplier<List<Signal>> operation) {
        try {
            return operation.get();
        } catch (IllegalStateException | IllegalArgumentException e) {
            throw new CommandRefused(e.getMessage());
        }
    }

    private void requireClock() {
        if (!clock.exists()) {
            throw new CommandRefused("the game has no clock (time control '-')");
        }
        if (game.isFinished()) {
            throw new CommandRefused("the game is over");
        }
    }

    private void requireClockIn(ClockState state, String word) {
        requireClock();
        if (!clock.isIn(state) || press.isJudging()) {
            throw new CommandRefused("the clock is not " + word + " (it is " + clock.chess().state().name()
                    .toLowerCase(Locale.ROOT) + (press.isJudging() ? ", a press is being judged" : "") + ")");
        }
    }

    private void requireGameOn() {
        if (!game.exists()) {
            throw new CommandRefused("no game on the board");
        }
        if (game.isFinished()) {
            throw new CommandRefused("the game is over");
        }
    }
}
