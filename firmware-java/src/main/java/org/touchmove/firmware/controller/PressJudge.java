package org.touchmove.firmware.controller;

import java.util.function.Consumer;
import org.touchmove.firmware.clock.ClockState;
import org.touchmove.firmware.clock.PressOutcome;
import org.touchmove.firmware.clock.PressResult;
import org.touchmove.firmware.config.Settings;
import org.touchmove.firmware.event.ClockCause;
import org.touchmove.firmware.event.CompletedBy;
import org.touchmove.firmware.interpret.InterpreterSettings;
import org.touchmove.firmware.interpret.MoveInterpreter;
import org.touchmove.firmware.interpret.Signal;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Move;

/**
 * Which clock press completes which move (Art. 6.2.1: a move is completed when the player stops his clock; Art. 7.5.3:
 * a press without a move is an irregularity the interpreter reports). While the interpreter judges a press (the press
 * grace: readings taken before the press may still arrive, docs/interpreter.md "Completion") the clock is left
 * untouched. A move that mates or stalemates ends the game when it is made (Art. 5.1.1, 5.2.1), before the board
 * stands still: its instant is kept here too, so the completed move, the clock and any flag (Art. 6.9) agree on it.
 */
final class PressJudge {

    /** The press grace and reading lag of the board's sensor (docs/interpreter.md, "Completion"). */
    private final PressGrace grace;
    private final GameClock clock;
    private final Consumer<String> notices;
    /** A clock press the interpreter is still judging: the clock is left untouched until it has. */
    private Long pressBeingJudged;
    /** When a move that ends the game was made (released) and not yet completed; its move. */
    private Long gameEndingMoveMadeAt;
    private Move gameEndingMove;

    /** The instant a completed move takes effect at, and whether a judged press completed it (its clock switches). */
    record Completion(long at, boolean judged) {
    }

    /** @param notices where a press that is ignored is told why */
    PressJudge(PressGrace grace, GameClock clock, Consumer<String> notices) {
        this.grace = grace;
        this.clock = clock;
        this.notices = notices;
    }

    /** The interpreter's settings for a game with or without a clock: with one, a press completes the move. */
    InterpreterSettings interpreterSettings(Settings settings, boolean withClock) {
        return InterpreterSettings.defaults(settings.mode(), withClock)
                .withStandstillMillis(settings.standstillMs()).withPressGraceMillis(grace.graceMillis())
                .withReadingLagMillis(grace.readingLagMillis());
    }

    /** A new game: nothing is being judged. */
    void clear() {
        pressBeingJudged = null;
        gameEndingMoveMadeAt = null;
    }

    boolean isJudging() {
        return pressBeingJudged != null;
    }

    /** The interpreter has judged the press (a takeback, an irregularity, a result...): the clock is free again. */
    void judged() {
        pressBeingJudged = null;
    }

    /**
     * A press on a game with a clock, its flag not fallen: whether the interpreter is to judge it (it is then being
     * judged), else why not is told. Before the clock is started only Black's press starts it (White's time runs).
     */
    boolean admits(Color presser, long nanos, Color sideToMoveOnBoard) {
        switch (clock.chess().state()) {
            case NOT_STARTED -> {
                PressResult r = clock.chess().press(presser, false, nanos);
                if (r.outcome() == PressOutcome.STARTED) {
                    clock.publish(nanos, ClockCause.START);
                } else {
                    notices.accept("press by " + presser.wireName() + " before the clock was started: ignored "
                            + "(the arbiter starts it: 'start', or Black presses to start White's clock)");
                }
                return false;
            }
            case PAUSED -> {
                notices.accept("press by " + presser.wireName() + " while the clock is paused: ignored (resume it first)");
                return false;
            }
            default -> {
                if (pressBeingJudged != null) {
                    notices.accept("press by " + presser.wireName() + " while a press is being judged: no effect");
                    return false;
                }
                // A move completed without its press (the opponent began his reply) leaves the clock running for the
                // side now to move again; the replier's press completes his reply (docs/interpreter.md) and changes
                // nothing on the clock.
                if (clock.chess().running() != presser && sideToMoveOnBoard != presser) {
                    notices.accept("press by " + presser.wireName() + " while " + clock.chess().running().wireName()
                            + "'s clock runs: no effect");
                    return false;
                }
            }
        }
        pressBeingJudged = nanos;
        return true;
    }

    /** Art. 5.1.1, 5.2.1: a move ending the game was made; anything else the board shows voids one made before. */
    void moveMade(Signal.MoveMade made) {
        gameEndingMoveMadeAt = made.endsGame() ? Long.valueOf(made.nanos()) : null;
        gameEndingMove = made.endsGame() ? made.move() : null;
    }

    /** A signal other than a move being made or completed (a takeback, an irregularity...): a made mate is void. */
    void otherSignal() {
        gameEndingMoveMadeAt = null;
    }

    /**
     * The move {@code m} is completed ({@code endsGame}: it mates, stalemates or draws). One instant for every move: the
     * completion (Art. 6.2.1: the press, or the board standing still), except that a move ending the game (Art. 5.1.1,
     * 5.2.1, 5.2.2, 9.6) ends it when made, if the board showed it before the completion. A press inside the sensor's
     * lag comes before the board reports the move: then the press is first. A press waiting on an ambiguous board
     * completes the move the arbiter chooses, at the press time (6.2.1).
     */
    Completion complete(Signal.MoveCompleted m, boolean endsGame) {
        boolean judged = (m.by() == CompletedBy.CLOCK_PRESS || m.by() == CompletedBy.ARBITER) && clock.exists()
                && pressBeingJudged != null;
        long pressAt = judged && m.by() == CompletedBy.ARBITER ? pressBeingJudged : m.nanos();
        boolean madeEarlier = endsGame && gameEndingMoveMadeAt != null && m.move().equals(gameEndingMove);
        long at = madeEarlier ? Math.min(gameEndingMoveMadeAt, pressAt) : pressAt;
        gameEndingMoveMadeAt = null;
        pressBeingJudged = null;
        return new Completion(at, judged);
    }

    /**
     * Whether the clock runs with nothing pending: no press being judged and no game-ending move standing on the board
     * uncompleted (the game ended when it was made: a flag falling meanwhile does not count, Art. 6.9).
     */
    boolean clockRunsFree(boolean finished, MoveInterpreter interpreter) {
        return clock.exists() && !finished && pressBeingJudged == null && !gameEndingMoveOnBoard(interpreter)
                && clock.isIn(ClockState.RUNNING);
    }

    /** A move that ends the game stands on the board, made but not yet completed by the interpreter. */
    private boolean gameEndingMoveOnBoard(MoveInterpreter interpreter) {
        if (gameEndingMoveMadeAt != null && interpreter.nextDeadlineNanos() == Long.MAX_VALUE) {
            gameEndingMoveMadeAt = null; // nothing pending any more: the move was taken back before completion
        }
        return gameEndingMoveMadeAt != null;
    }
}
