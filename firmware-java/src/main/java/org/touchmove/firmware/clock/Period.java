package org.touchmove.firmware.clock;

/**
 * One period of a time control: {@code moves} moves (0 = the rest of the game) in {@code baseMs},
 * plus a Fischer increment after every move played in this period and an optional delay.
 *
 * @param moves       moves to complete in this period, or 0 for the rest of the game
 * @param baseMs      time added when the period begins (the first period's time is the start time)
 * @param incrementMs Fischer increment added after each move completed in this period
 * @param delayKind   the kind of delay, {@link DelayKind#NONE} for none
 * @param delayMs     the delay per move; 0 when {@code delayKind} is NONE
 */
public record Period(int moves, long baseMs, long incrementMs, DelayKind delayKind, long delayMs) {

    /**
     * The longest time a control may give (a period, an hourglass, a main time): a day. Past it a game
     * cannot be played over the board and a simulated one would tick for days.
     */
    public static final long MAX_TIME_MS = 86_400_000L;
    /** The longest increment, delay or byo-yomi period: an hour. */
    public static final long MAX_STEP_MS = 3_600_000L;

    public Period {
        atMost("period time", baseMs, MAX_TIME_MS);
        atMost("increment", incrementMs, MAX_STEP_MS);
        atMost("delay", delayMs, MAX_STEP_MS);
        if (moves > 9_999) {
            throw new IllegalArgumentException("moves in a period must be at most 9999, got " + moves);
        }
        if (moves < 0) {
            throw new IllegalArgumentException("moves in a period must be >= 0 (0 = rest of game), got " + moves);
        }
        if (baseMs < 0) {
            throw new IllegalArgumentException("period time must be >= 0 ms, got " + baseMs);
        }
        if (incrementMs < 0) {
            throw new IllegalArgumentException("increment must be >= 0 ms, got " + incrementMs);
        }
        if (delayKind == null) {
            throw new IllegalArgumentException("delay kind must not be null (use NONE)");
        }
        if (delayMs < 0) {
            throw new IllegalArgumentException("delay must be >= 0 ms, got " + delayMs);
        }
        if (delayKind == DelayKind.NONE && delayMs != 0) {
            throw new IllegalArgumentException("a delay of " + delayMs + " ms needs a delay kind (SIMPLE or BRONSTEIN)");
        }
        if (delayKind != DelayKind.NONE && delayMs == 0) {
            throw new IllegalArgumentException(delayKind + " delay needs a positive delay");
        }
    }

    /** The rest of the game in {@code baseMs}, no increment, no delay. */
    public static Period suddenDeath(long baseMs) {
        return new Period(0, baseMs, 0, DelayKind.NONE, 0);
    }

    /** The rest of the game in {@code baseMs} plus {@code incrementMs} per move. */
    public static Period fischer(long baseMs, long incrementMs) {
        return new Period(0, baseMs, incrementMs, DelayKind.NONE, 0);
    }

    /** {@code moves} moves in {@code baseMs} plus {@code incrementMs} per move. */
    public static Period moves(int moves, long baseMs, long incrementMs) {
        if (moves <= 0) {
            throw new IllegalArgumentException("a move-count period needs a positive number of moves, got " + moves);
        }
        return new Period(moves, baseMs, incrementMs, DelayKind.NONE, 0);
    }

    /** The rest of the game in {@code baseMs} with a delay of the given kind. */
    public static Period delayed(long baseMs, DelayKind kind, long delayMs) {
        return new Period(0, baseMs, 0, kind, delayMs);
    }

    public boolean restOfGame() {
        return moves == 0;
    }

    /** Refuses a time above {@code max}, saying the bound in the units a user writes. */
    static void atMost(String what, long ms, long max) {
        if (ms > max) {
            throw new IllegalArgumentException(what + " of " + ms + " ms is longer than the " + max / 1000
                    + " s (" + (max / 3_600_000) + " h) allowed");
        }
    }
}
