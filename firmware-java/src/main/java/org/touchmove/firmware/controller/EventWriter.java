package org.touchmove.firmware.controller;

import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.clock.ClockReading;
import org.touchmove.firmware.clock.ClockState;
import org.touchmove.firmware.clock.PressOutcome;
import org.touchmove.firmware.clock.PressResult;
import org.touchmove.firmware.event.ClockCause;
import org.touchmove.firmware.event.DecidedBy;
import org.touchmove.firmware.event.IrregularityEvent;
import org.touchmove.firmware.event.IrregularityKind;
import org.touchmove.firmware.event.MoveEvent;
import org.touchmove.firmware.interpret.Signal;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Game;
import org.touchmove.firmware.rules.Outcome;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.Termination;
import org.touchmove.firmware.rules.notation.San;

/**
 * Writes what the interpreter saw on the board as events (docs/events.md): a completed move ({@code move}, with the
 * clock it switches), an irregularity (Art. 7.5; a completed illegal move judged by the {@link FlagJudge}), a press
 * without a move (Art. 7.5.3), a takeback, a restored or corrected position, a new game set up, a result gesture.
 */
final class EventWriter {

    private static final Logger LOG = LoggerFactory.getLogger(EventWriter.class);

    private final GameInProgress game;
    private final GameClock clock;
    private final PressJudge press;
    private final FlagJudge flags;
    private final EventEmitter events;
    /** The last move made in a batch of signals and not completed in it: written out at the batch's end. */
    private Signal.MoveMade madePending;
    /** The move made and awaiting completion, written out ahead (null: none, or it changed since). */
    private PreparedMove prepared;

    EventWriter(GameInProgress game, GameClock clock, PressJudge press, FlagJudge flags, EventEmitter events) {
        this.game = game;
        this.clock = clock;
        this.press = press;
        this.flags = flags;
        this.events = events;
    }

    void write(List<Signal> signals) {
        for (Signal s : signals) {
            write(s);
        }
        if (madePending != null) {
            // Still uncompleted at the batch's end, so the interpreter stands in the turn it was made in.
            prepared = PreparedMove.of(game.interpreter().position(), madePending.move(), madePending.after());
            madePending = null;
        }
    }

    private void write(Signal signal) {
        if (!(signal instanceof Signal.MoveMade || signal instanceof Signal.PromotionChoice
                || signal instanceof Signal.MoveCompleted)) {
            press.otherSignal(); // anything else (a takeback, an irregularity, ...) voids a made mate
            madePending = null;
        }
        if (signal instanceof Signal.MoveCompleted m) {
            completed(m);
        } else if (signal instanceof Signal.Irregularity i) {
            irregularity(i);
        } else if (signal instanceof Signal.PressWithoutMove p) {
            press.judged();
            // Art. 7.5.3 treats a press without a move like an illegal move; the arbiter rules on it.
            events.emit(game.id(), p.nanos(), new IrregularityEvent(IrregularityKind.PRESS_WITHOUT_MOVE, "7.5.3",
                    p.presser().wireName() + " pressed the clock without a move on the board", p.presser(),
                    game.ply()));
        } else if (signal instanceof Signal.TakebackMade t) {
            press.judged();
            game.rewindTo(t.toPly());
            game.publishPosition(t.nanos());
            turnClockBack(t.nanos());
        } else if (signal instanceof Signal.PositionRestored r) {
            press.judged();
            game.publishPosition(r.nanos());
        } else if (signal instanceof Signal.NewGameDetected n) {
            game.detected(n.start(), n.nanos());
        } else if (signal instanceof Signal.ResultGesture g) {
            press.judged();
            Result result = Result.fromPgn(g.result());
            game.finish(g.nanos(), result, result == Result.DRAW ? Termination.AGREEMENT : Termination.RESIGNATION,
                    DecidedBy.RESULT_GESTURE);
        } else if (signal instanceof Signal.PromotionChoice c) {
            clock.showText("=" + c.piece().name().charAt(0));
        } else if (signal instanceof Signal.PromotionCorrected c) {
            game.rewindTo(game.interpreter().moves().size());
            game.publishPosition(c.nanos());
        } else if (signal instanceof Signal.MoveMade made) {
            LOG.debug("{}", signal);
            press.moveMade(made);
            madePending = made;
        } else {
            LOG.warn("unhandled interpreter signal {}", signal);
        }
    }

    private void completed(Signal.MoveCompleted m) {
        Position before = m.before();
        Color mover = before.sideToMove();
        PreparedMove ahead = prepared != null && prepared.isFor(before, m.move(), m.after()) ? prepared : null;
        prepared = null;
        madePending = null;
        String san = ahead != null ? ahead.san() : San.format(before, m.move(), m.after());
        Game next = game.game().play(m.move(), m.after()); // the interpreter's position: its analysis is done once
        Optional<Outcome> outcome = next.outcome();
        PressJudge.Completion completion = press.complete(m, outcome.isPresent());
        game.played(next);
        Long whiteMs = null;
        Long blackMs = null;
        ClockCause clockCause = null;
        if (clock.exists()) {
            long at = clock.onClock(completion.at());
            if (outcome.isPresent()) {
                if (clock.isIn(ClockState.RUNNING)) {
                    clock.chess().pause(at);
                    clockCause = ClockCause.STOP;
                }
            } else if (completion.judged()) {
                // NOT_RUNNING_SIDE: a reply pressed while the clock already runs for the side now to move.
                PressResult r = clock.chess().press(mover, true, at);
                clockCause = r.outcome() == PressOutcome.SWITCHED ? ClockCause.PRESS : null;
            }
            ClockReading reading = clock.reading(at);
            whiteMs = reading.whiteMs();
            blackMs = reading.blackMs();
        }
        Position after = game.game().position();
        String fen = ahead != null && after == ahead.after() ? ahead.fen() : after.fen();
        events.emit(game.id(), m.nanos(), new MoveEvent(game.ply(), san, m.move().uci(), fen,
                whiteMs, blackMs, mover, before.fullmoveNumber(), m.by()));
        if (clockCause != null) {
            clock.publish(m.nanos(), clockCause);
        }
        if (outcome.isPresent()) {
            game.finish(m.nanos(), outcome.get().result(), outcome.get().termination(), DecidedBy.RULES);
        }
    }

    private void irregularity(Signal.Irregularity i) {
        IrregularityEvent reported = new IrregularityEvent(i.kind(), i.article(), i.detail(), i.side(), game.ply());
        events.emit(game.id(), i.nanos(), reported);
        if (GameInProgress.isCompletedIllegalMove(reported)) {
            press.judged();
            flags.illegalMove(i);
        }
    }

    /** After a takeback (casual play) the clock runs for the side to move again; time used is not given back. */
    private void turnClockBack(long nanos) {
        if (!clock.exists() || game.isFinished() || clock.isIn(ClockState.NOT_STARTED)
                || clock.isIn(ClockState.FLAGGED)) {
            return;
        }
        long at = clock.onClock(nanos);
        clock.followMoves(game.movesPerSide(game.ply()), game.game().position().sideToMove(), at);
        clock.publish(at, ClockCause.ADJUST);
    }
}
