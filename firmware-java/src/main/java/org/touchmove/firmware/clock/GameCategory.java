package org.touchmove.firmware.clock;

/**
 * The FIDE game category. Appendix A.1 (rapid) and B.1 (blitz) define it by "the time allotted plus
 * 60 times any increment": blitz at most 10 minutes, rapid more than 10 and less than 60,
 * standard otherwise. {@link #of} extends that measure to every mode (see docs/time-controls.md).
 */
public enum GameCategory {
    STANDARD,
    RAPID,
    BLITZ;

    private static final long MINUTE_MS = 60_000L;
    private static final int REFERENCE_MOVES = 60;

    /** The category of a timed control; untimed and unknown controls count as standard. */
    public static GameCategory of(TimeControl control) {
        long ms = referenceMillis(control);
        if (ms <= 10 * MINUTE_MS) {
            return BLITZ;
        }
        if (ms < 60 * MINUTE_MS) {
            return RAPID;
        }
        return STANDARD;
    }

    /**
     * The time one player has for 60 moves: every period that starts within the first 60 moves,
     * plus 60 times the per-move allowance (increment, delay, byo-yomi period). Long.MAX_VALUE for
     * untimed and unknown controls.
     */
    static long referenceMillis(TimeControl control) {
        if (control instanceof TimeControl.Periods p) {
            return periodsReference(p);
        }
        if (control instanceof TimeControl.Hourglass h) {
            return h.baseMs();
        }
        if (control instanceof TimeControl.ByoYomi b) {
            return b.mainMs() + REFERENCE_MOVES * b.periodMs();
        }
        if (control instanceof TimeControl.Canadian c) {
            return c.mainMs() + ((REFERENCE_MOVES + c.moves() - 1) / c.moves()) * c.blockMs();
        }
        return Long.MAX_VALUE; // Untimed, Unknown
    }

    private static long periodsReference(TimeControl.Periods control) {
        long total = 0;
        int index = 0;
        Period period = control.periods().get(0);
        total += period.baseMs();
        int periodEnd = period.restOfGame() ? Integer.MAX_VALUE : period.moves();
        for (int move = 1; move <= REFERENCE_MOVES; move++) {
            // A delay gives at most its length per move, like an increment.
            total += period.incrementMs() + period.delayMs();
            if (move == periodEnd && move < REFERENCE_MOVES) {
                index = Math.min(index + 1, control.periods().size() - 1);
                period = control.periods().get(index);
                total += period.baseMs();
                periodEnd = period.restOfGame() ? Integer.MAX_VALUE : move + period.moves();
            }
        }
        return total;
    }
}
