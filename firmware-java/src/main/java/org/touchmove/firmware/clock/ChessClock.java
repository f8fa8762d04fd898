package org.touchmove.firmware.clock;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.rules.Color;

/**
 * A FIDE chess clock in virtual time. Every method takes the current monotonic time in nanoseconds;
 * times passed in must never go back. There are no threads: the controller schedules a wake-up at
 * {@link #flagDeadlineNanos()} (and {@link #nextSecondBoundary} for publishing) and calls in.
 *
 * <p>Flag-fall follows the DGT 3000: the flagged side's time is blocked at zero and the clock stops
 * (both times frozen) at the exact instant the time ran out. The arbiter may add time and resume.
 */
public final class ChessClock {

    private static final Logger LOG = LoggerFactory.getLogger(ChessClock.class);
    static final long NANOS_PER_MS = 1_000_000L;
    static final long NANOS_PER_SECOND = 1_000_000_000L;

    private final TimeControl control;
    private final Map<Color, SideTimer> timers = new EnumMap<>(Color.class);
    private final Map<Color, Integer> moves = new EnumMap<>(Color.class);
    private final List<FlagFall> flags = new ArrayList<>();
    private ClockState state = ClockState.NOT_STARTED;
    private Color toMove;
    /** The last instant the timers were brought up to date. */
    private long updatedNanos = Long.MIN_VALUE;

    /** A clock set to {@code control} for a game White starts; throws for {@link TimeControl.Unknown} ("?"). */
    public ChessClock(TimeControl control) {
        this(control, Color.WHITE);
    }

    /**
     * A clock set to {@code control} for a game that {@code firstToMove} starts (a set-up position with
     * Black to move starts Black's time; White's press then starts it).
     */
    public ChessClock(TimeControl control, Color firstToMove) {
        if (control == null || firstToMove == null) {
            throw new IllegalArgumentException("time control and first side to move must not be null");
        }
        this.control = control;
        this.toMove = firstToMove;
        for (Color side : Color.values()) {
            timers.put(side, SideTimer.create(control));
            moves.put(side, 0);
        }
    }

    /** The last instant the clock was brought up to date; it cannot be asked about an earlier one. */
    public long updatedNanos() {
        return updatedNanos;
    }

    public TimeControl timeControl() {
        return control;
    }

    public ClockState state() {
        return state;
    }

    /** The side whose time runs, or null when the clock is not running. */
    public Color running() {
        return state == ClockState.RUNNING ? toMove : null;
    }

    /** The side to move: whose time runs, or would run on resume. */
    public Color sideToMove() {
        return toMove;
    }

    /** Moves completed by {@code side} (presses after a move). */
    public int moveCount(Color side) {
        return moves.get(side);
    }

    // ---- start, presses ----------------------------------------------------------------------

    /** Arbiter start: the time of the side to move (White, unless set up otherwise) starts to run. */
    public void start(long nowNanos) {
        if (state != ClockState.NOT_STARTED) {
            throw new IllegalStateException("the clock has already been started (state " + state + ")");
        }
        advance(nowNanos);
        beginRunning(toMove, nowNanos);
        LOG.debug("clock started by the arbiter at {}", ClockLogText.at(nowNanos));
    }

    /**
     * A press of {@code presser}'s clock button. {@code moveMade} says whether the presser has just
     * completed a move (the caller knows). Art. 6.2: the player who presses stops his own time and
     * starts the opponent's; before the start, Black's press starts White's time.
     */
    public PressResult press(Color presser, boolean moveMade, long nowNanos) {
        Objects.requireNonNull(presser, "presser");
        advance(nowNanos);
        switch (state) {
            case FLAGGED:
                return result(PressOutcome.FLAG_FALLEN, presser, false);
            case PAUSED:
                return result(PressOutcome.STOPPED, presser, false);
            case NOT_STARTED:
                // The usual practice: the player not to move presses to start his opponent's time.
                if (presser == toMove.opposite()) {
                    beginRunning(toMove, nowNanos);
                    return result(PressOutcome.STARTED, presser, false);
                }
                return result(PressOutcome.NOT_STARTED, presser, false);
            case RUNNING:
            default:
                break;
        }
        if (presser != toMove) {
            return result(PressOutcome.NOT_RUNNING_SIDE, presser, false);
        }
        if (!moveMade) {
            return result(PressOutcome.NO_MOVE, presser, false);
        }
        int completed = moves.get(presser) + 1;
        moves.put(presser, completed);
        boolean advancedPeriod = timers.get(presser).completeMove(completed);
        toMove = presser.opposite();
        timers.get(toMove).startTurn();
        return result(PressOutcome.SWITCHED, presser, advancedPeriod);
    }

    private PressResult result(PressOutcome outcome, Color presser, boolean periodAdvanced) {
        FlagFall flag = state == ClockState.FLAGGED ? flags.get(flags.size() - 1) : null;
        return new PressResult(outcome, presser, currentReading(), periodAdvanced, flag);
    }

    private void beginRunning(Color side, long nowNanos) {
        toMove = side;
        timers.get(side).startTurn();
        state = ClockState.RUNNING;
        updatedNanos = nowNanos;
    }

    // ---- flag ----------------------------------------------------------------------------------

    /** When the running side's flag will fall (monotonic nanos); Long.MAX_VALUE when not running. */
    public long flagDeadlineNanos() {
        if (state != ClockState.RUNNING) {
            return Long.MAX_VALUE;
        }
        long toFlag = timers.get(toMove).nanosToFlag();
        return toFlag == SideTimer.NEVER ? Long.MAX_VALUE : updatedNanos + toFlag;
    }

    /** The flag that stopped the clock, if the running side's time has run out by {@code nowNanos}. */
    public Optional<FlagFall> flagFallen(long nowNanos) {
        advance(nowNanos);
        return state == ClockState.FLAGGED ? Optional.of(flags.get(flags.size() - 1)) : Optional.empty();
    }

    /** Every flag fall in order; the first is the one that counts when both flags fell. */
    public List<FlagFall> flags() {
        return List.copyOf(flags);
    }

    public Optional<FlagFall> firstFlag() {
        return flags.isEmpty() ? Optional.empty() : Optional.of(flags.get(0));
    }

    // ---- readings ------------------------------------------------------------------------------

    /**
     * What {@code side}'s display counter holds, in nanoseconds: the time left (main time, or the
     * current byo-yomi period or Canadian block), or the time used in Upcount.
     */
    public long remainingNanos(Color side, long nowNanos) {
        advance(nowNanos);
        return timers.get(side).displayNanos();
    }

    /** {@link #remainingNanos} in whole milliseconds, rounded down. */
    public long remainingMs(Color side, long nowNanos) {
        return remainingNanos(side, nowNanos) / NANOS_PER_MS;
    }

    public ClockReading reading(long nowNanos) {
        advance(nowNanos);
        return currentReading();
    }

    private ClockReading currentReading() {
        return new ClockReading(timers.get(Color.WHITE).displayNanos() / NANOS_PER_MS,
                timers.get(Color.BLACK).displayNanos() / NANOS_PER_MS, running());
    }

    /** US delay left in the current move of the running side (0 otherwise), nanoseconds. */
    public long delayLeftNanos(long nowNanos) {
        advance(nowNanos);
        return state == ClockState.RUNNING ? timers.get(toMove).countdownDelayNanos() : 0;
    }

    /** Byo-yomi periods {@code side} has left, including the current one; -1 for other modes. */
    public int byoYomiPeriodsLeft(Color side) {
        return timers.get(side) instanceof ByoYomiTimer t ? t.periodsLeft() : -1;
    }

    /** Moves {@code side} must still make in the current Canadian block; -1 for other modes. */
    public int canadianMovesLeft(Color side) {
        return timers.get(side) instanceof CanadianTimer t ? t.blockMovesLeft() : -1;
    }

    /** The period {@code side} plays in (0-based) for period controls; 0 for other modes. */
    public int periodIndex(Color side) {
        return timers.get(side) instanceof PeriodTimer t ? t.periodIndex() : 0;
    }

    /**
     * The next instant after {@code nowNanos} at which the running side's reading is a whole number
     * of seconds (publish a {@code clock} event then: at most one a second), capped at the flag
     * deadline; Long.MAX_VALUE when not running.
     */
    public long nextSecondBoundary(long nowNanos) {
        return nextBoundary(nowNanos, NANOS_PER_SECOND, 0);
    }

    /**
     * The next instant at which the formatted display changes: the reading drops below a whole
     * second, or a tenth under 20 s ({@link ClockFaceFormatter}); capped at the flag deadline.
     */
    public long nextDisplayChange(long nowNanos) {
        advance(nowNanos);
        if (state != ClockState.RUNNING) {
            return Long.MAX_VALUE;
        }
        long shown = timers.get(toMove).displayNanos();
        long unit = shown <= ClockFaceFormatter.TENTHS_BELOW_NANOS ? ClockFaceFormatter.TENTH_NANOS : NANOS_PER_SECOND;
        return nextBoundary(nowNanos, unit, 1);
    }

    private long nextBoundary(long nowNanos, long unit, long past) {
        advance(nowNanos);
        if (state != ClockState.RUNNING) {
            return Long.MAX_VALUE;
        }
        SideTimer timer = timers.get(toMove);
        if (timer.countsUp()) {
            // Counting up, a rounded-down reading changes exactly at the whole unit.
            return nowNanos + unit - timer.displayNanos() % unit;
        }
        long step = timer.displayNanos() % unit;
        if (step == 0 && past == 0) {
            step = unit;
        }
        long boundary = nowNanos + timer.countdownDelayNanos() + step + past;
        return Math.min(boundary, flagDeadlineNanos());
    }

    // ---- arbiter -------------------------------------------------------------------------------

    /** Stops the clock; returns false (and changes nothing) when it was not running. */
    public boolean pause(long nowNanos) {
        advance(nowNanos);
        if (state != ClockState.RUNNING) {
            return false;
        }
        state = ClockState.PAUSED;
        LOG.debug("clock paused at {}", ClockLogText.at(nowNanos));
        return true;
    }

    /** Restarts the side to move's time after a pause, or after a flag fall once time was added. */
    public void resume(long nowNanos) {
        advance(nowNanos);
        if (state == ClockState.FLAGGED && timers.get(toMove).nanosToFlag() == 0) {
            throw new IllegalStateException(toMove.wireName() + "'s flag has fallen; add time before resuming");
        }
        if (state != ClockState.PAUSED && state != ClockState.FLAGGED) {
            throw new IllegalStateException("only a paused or flagged clock can be resumed (state " + state + ")");
        }
        state = ClockState.RUNNING;
        updatedNanos = nowNanos;
        LOG.debug("clock resumed at {} for {}", ClockLogText.at(nowNanos), toMove);
    }

    /**
     * Adds {@code deltaMs} (negative to remove) to the counter {@code side}'s display shows. Removing
     * more than remains is refused. Reaching zero for the running side makes its flag fall now.
     */
    public void addTime(Color side, long deltaMs, long nowNanos) {
        advance(nowNanos);
        try {
            timers.get(side).adjust(deltaMs * NANOS_PER_MS);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(side.wireName() + ": " + e.getMessage(), e);
        }
        LOG.info("arbiter: {} for {} at {}", ClockLogText.change(deltaMs), side.wireName(),
                ClockLogText.at(nowNanos));
        advance(nowNanos);
    }

    /** Sets the counter {@code side}'s display shows to {@code ms}. */
    public void setRemaining(Color side, long ms, long nowNanos) {
        if (ms < 0) {
            throw new IllegalArgumentException("remaining time must be >= 0 ms, got " + ms);
        }
        advance(nowNanos);
        long current = timers.get(side).displayNanos();
        timers.get(side).adjust(ms * NANOS_PER_MS - current);
        LOG.info("arbiter: {} set to {} at {}", side.wireName(), ClockLogText.amount(ms),
                ClockLogText.at(nowNanos));
        advance(nowNanos);
    }

    /**
     * The side to move becomes {@code side} without a move being completed: no increment, no move
     * counted (a takeback in casual play, an arbiter's correction). Its time runs from now if the clock
     * runs; a paused clock stays paused.
     */
    public void setSideToMove(Color side, long nowNanos) {
        advance(nowNanos);
        if (side == toMove) {
            return;
        }
        if (state == ClockState.FLAGGED || state == ClockState.NOT_STARTED) {
            throw new IllegalStateException("cannot change the side to move of a clock in state " + state);
        }
        toMove = side;
        timers.get(side).startTurn();
        updatedNanos = nowNanos;
        LOG.info("side to move set to {} at {}", side.wireName(), ClockLogText.at(nowNanos));
    }

    /**
     * Sets {@code side}'s move counter. The period follows the counter, but no period time is added:
     * the arbiter sets the time separately if needed.
     */
    public void setMoveCount(Color side, int movesCompleted) {
        if (movesCompleted < 0) {
            throw new IllegalArgumentException("move count must be >= 0, got " + movesCompleted);
        }
        moves.put(side, movesCompleted);
        timers.get(side).alignToMoveCount(movesCompleted);
        LOG.info("arbiter: {} move counter set to {}", side.wireName(), movesCompleted);
    }

    // ---- time ----------------------------------------------------------------------------------

    /** Brings the running side's time up to {@code nowNanos}, stopping exactly at flag-fall. */
    private void advance(long nowNanos) {
        if (updatedNanos != Long.MIN_VALUE && nowNanos < updatedNanos) {
            throw new IllegalArgumentException("time went back: now=" + nowNanos + " < last=" + updatedNanos);
        }
        if (state != ClockState.RUNNING) {
            updatedNanos = nowNanos;
            return;
        }
        SideTimer timer = timers.get(toMove);
        long passed = nowNanos - updatedNanos;
        long toFlag = timer.nanosToFlag();
        long used = Math.min(passed, toFlag);
        timer.elapse(used);
        if (control instanceof TimeControl.Hourglass) {
            timers.get(toMove.opposite()).credit(used); // the time one uses flows to the other
        }
        if (passed >= toFlag) {
            // Art. 6.9 facts only: the flag fell at this exact instant; the ruling is FlagRuling's.
            FlagFall flag = new FlagFall(toMove, updatedNanos + toFlag, moves.get(toMove));
            flags.add(flag);
            state = ClockState.FLAGGED;
            LOG.info("flag fell: {} at {}", toMove.wireName(), ClockLogText.at(flag.atNanos()));
        }
        updatedNanos = nowNanos;
    }
}
