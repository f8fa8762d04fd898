package org.touchmove.firmware.clock;

/**
 * The mutable time state of one side under one mode, in nanoseconds. The clock feeds it the time
 * that passes while this side's time runs ({@link #elapse}); it never sees wall time itself.
 */
sealed interface SideTimer permits PeriodTimer, ByoYomiTimer, CanadianTimer, UpcountTimer {

    long NANOS_PER_MS = 1_000_000L;
    /** {@link #nanosToFlag()} of a timer whose flag never falls. */
    long NEVER = Long.MAX_VALUE;

    /** This side's time starts to run for a new move (resets per-move delays); nothing to reset by default. */
    default void startTurn() {
    }

    /** Consumes time while this side's time runs; never more than {@link #nanosToFlag()}. */
    void elapse(long nanos);

    /** How long this side's time can still run before its flag falls (0 = fallen). */
    long nanosToFlag();

    /** The counter the display shows: main time, or the byo-yomi period, or the Canadian block. */
    long displayNanos();

    /** True when the display counts the time used up rather than the time left down. */
    default boolean countsUp() {
        return false;
    }

    /** Time left before {@link #displayNanos()} starts to count down (US delay), 0 otherwise. */
    default long countdownDelayNanos() {
        return 0;
    }

    /**
     * This side completed its {@code movesCompleted}-th move: increment, Bronstein refund, byo-yomi
     * period kept, Canadian block count. Returns true when a new period's time was added.
     */
    boolean completeMove(int movesCompleted);

    /** Arbiter: adds (or removes, if negative) time on the counter the display shows. */
    void adjust(long deltaNanos);

    /** Arbiter: the move counter was set; align the period without adding time (a mode without periods: nothing). */
    default void alignToMoveCount(int movesCompleted) {
    }

    /** Gives time from the opponent (hourglass). */
    void credit(long nanos);

    static SideTimer create(TimeControl control) {
        if (control instanceof TimeControl.Periods p) {
            return new PeriodTimer(p.periods());
        }
        if (control instanceof TimeControl.Hourglass h) {
            return new PeriodTimer(java.util.List.of(Period.suddenDeath(h.baseMs())));
        }
        if (control instanceof TimeControl.ByoYomi b) {
            return new ByoYomiTimer(b);
        }
        if (control instanceof TimeControl.Canadian c) {
            return new CanadianTimer(c);
        }
        if (control instanceof TimeControl.Untimed) {
            return new UpcountTimer();
        }
        throw new IllegalArgumentException("a clock cannot run an unknown time control ('?'): " + control);
    }

    static void requireAdjustable(String what, long current, long deltaNanos) {
        if (current + deltaNanos < 0) {
            throw new IllegalArgumentException("cannot remove " + (-deltaNanos / NANOS_PER_MS) + " ms from the "
                    + what + ": only " + (current / NANOS_PER_MS) + " ms remain");
        }
    }
}
