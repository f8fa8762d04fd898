package org.touchmove.firmware.controller;

import org.touchmove.firmware.clock.IllegalMoveDecision;
import org.touchmove.firmware.clock.Verdict;
import org.touchmove.firmware.event.ClockCause;
import org.touchmove.firmware.event.DecidedBy;
import org.touchmove.firmware.event.FlagEvent;
import org.touchmove.firmware.interpret.Signal;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.MateBudget;
import org.touchmove.firmware.rules.Mateability;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.Termination;
import org.touchmove.firmware.rules.Unwinnability;

/**
 * The losses that hang on whether the opponent can still checkmate: a fallen flag (Art. 6.9) and a second completed
 * illegal move (Art. 7.5.5). Both lose, unless the opponent cannot checkmate by any series of legal moves: then the
 * game is drawn. Where the rules core cannot decide that within its search budget (docs/dead-positions.md), the board
 * never guesses: the game is over and the arbiter gives the result.
 */
final class FlagJudge {

    private final GameInProgress game;
    private final GameClock clock;
    private final PressJudge press;
    private final EventEmitter events;
    private MateBudget mateBudget = MateBudget.FULL;

    FlagJudge(GameInProgress game, GameClock clock, PressJudge press, EventEmitter events) {
        this.game = game;
        this.clock = clock;
        this.press = press;
        this.events = events;
    }

    /** The search budget of the mate question; tests make it smaller. */
    void setMateBudget(MateBudget budget) {
        this.mateBudget = budget;
    }

    /** Whether the clock runs with nothing pending (see {@link PressJudge#clockRunsFree}). */
    boolean clockRunsFree() {
        return press.clockRunsFree(game.isFinished(), game.interpreter());
    }

    /** Art. 6.9: a flag that has fallen by {@code nanos} on a clock running free is judged. */
    void check(long nanos) {
        if (!clockRunsFree() || clock.chess().flagDeadlineNanos() > nanos) {
            return;
        }
        clock.chess().flagFallen(nanos).ifPresent(flag -> {
            Color side = flag.side();
            // Art. 6.9: lost on time, unless the opponent cannot checkmate by any series of legal moves.
            Mateability question = canMate(side.opposite());
            events.emit(game.id(), flag.atNanos(), new FlagEvent(side, question != Mateability.CANNOT_MATE, game.ply(),
                    question));
            clock.publish(flag.atNanos(), ClockCause.FLAG);
            switch (question) {
                case CAN_MATE -> game.finish(flag.atNanos(), Result.win(side.opposite()), Termination.TIME_FORFEIT,
                        DecidedBy.CLOCK);
                case CANNOT_MATE -> game.finish(flag.atNanos(), Result.DRAW, Termination.TIME_FORFEIT_DRAW,
                        DecidedBy.CLOCK);
                case UNDECIDED -> game.awaitArbitersResult(flag.atNanos());
            }
        });
    }

    /**
     * Art. 7.5.5: a completed illegal move (its {@code irregularity} event published): the first gives the opponent
     * time; the second loses, unless the opponent cannot checkmate by any series of legal moves.
     */
    void illegalMove(Signal.Irregularity i) {
        Color offender = i.side();
        Mateability question = canMate(offender.opposite());
        IllegalMoveDecision decision = game.penalty().record(offender, question != Mateability.CANNOT_MATE);
        if (decision instanceof IllegalMoveDecision.TimeBonus bonus) {
            if (clock.exists()) {
                clock.chess().addTime(bonus.beneficiary(), bonus.bonusMs(), clock.onClock(i.nanos()));
                clock.publish(i.nanos(), ClockCause.PENALTY);
            }
        } else if (decision instanceof IllegalMoveDecision.GameOver over) {
            if (question == Mateability.UNDECIDED) {
                game.awaitArbitersResult(i.nanos()); // loss or draw hangs on a question the board could not decide
                return;
            }
            Result result = over.verdict() instanceof Verdict.Loss loss ? Result.win(loss.winner()) : Result.DRAW;
            game.finish(i.nanos(), result, Termination.ILLEGAL_MOVES, DecidedBy.RULES);
        }
    }

    private Mateability canMate(Color side) {
        return Unwinnability.analyse(game.game().position(), side, mateBudget).mateability();
    }
}
