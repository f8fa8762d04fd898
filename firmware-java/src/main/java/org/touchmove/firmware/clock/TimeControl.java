package org.touchmove.firmware.clock;

import java.util.List;

/**
 * A time control: the closed set of modes a DGT 3000 offers, and {@link Unknown} (PGN "?"), which
 * a clock refuses. {@link Untimed} (PGN "-") runs as the DGT "Upcount" mode.
 */
public sealed interface TimeControl {

    /**
     * Sudden death, Fischer, Bronstein, US delay and multi-period controls: a list of periods. Time
     * left at the end of a period carries over. The last period normally covers the rest of the
     * game; if it has a move count it repeats (the classic "then 20 moves per hour" practice).
     */
    record Periods(List<Period> periods) implements TimeControl {
        public Periods {
            if (periods == null || periods.isEmpty()) {
                throw new IllegalArgumentException("a time control needs at least one period");
            }
            periods = List.copyOf(periods);
            for (int i = 0; i < periods.size() - 1; i++) {
                if (periods.get(i).restOfGame()) {
                    throw new IllegalArgumentException("period " + (i + 1) + " covers the rest of the game"
                            + " but is followed by another period");
                }
            }
            Period first = periods.get(0);
            if (first.baseMs() == 0 && first.incrementMs() == 0 && first.delayMs() == 0) {
                throw new IllegalArgumentException("the first period needs a time, an increment or a delay");
            }
        }

        public Periods(Period... periods) {
            this(List.of(periods));
        }
    }

    /** Hourglass (sandclock): the time one player uses is added to the opponent's. */
    record Hourglass(long baseMs) implements TimeControl {
        public Hourglass {
            Period.atMost("hourglass time", baseMs, Period.MAX_TIME_MS);
            if (baseMs <= 0) {
                throw new IllegalArgumentException("hourglass time must be positive, got " + baseMs + " ms");
            }
        }
    }

    /**
     * Japanese byo-yomi: main time, then {@code periods} periods of {@code periodMs} each. A move
     * made within a period keeps it; a period is used up only when it is exceeded.
     */
    record ByoYomi(long mainMs, int periods, long periodMs) implements TimeControl {
        public ByoYomi {
            Period.atMost("byo-yomi main time", mainMs, Period.MAX_TIME_MS);
            Period.atMost("byo-yomi period", periodMs, Period.MAX_STEP_MS);
            if (periods > 100) {
                throw new IllegalArgumentException("byo-yomi takes at most 100 periods, got " + periods);
            }
            if (mainMs < 0) {
                throw new IllegalArgumentException("byo-yomi main time must be >= 0, got " + mainMs + " ms");
            }
            if (periods <= 0) {
                throw new IllegalArgumentException("byo-yomi needs at least one period, got " + periods);
            }
            if (periodMs <= 0) {
                throw new IllegalArgumentException("byo-yomi period must be positive, got " + periodMs + " ms");
            }
        }
    }

    /** Canadian byo-yomi: main time, then blocks of {@code moves} moves in {@code blockMs} each. */
    record Canadian(long mainMs, int moves, long blockMs) implements TimeControl {
        public Canadian {
            Period.atMost("Canadian main time", mainMs, Period.MAX_TIME_MS);
            Period.atMost("Canadian block time", blockMs, Period.MAX_TIME_MS);
            if (mainMs < 0) {
                throw new IllegalArgumentException("Canadian main time must be >= 0, got " + mainMs + " ms");
            }
            if (moves <= 0) {
                throw new IllegalArgumentException("Canadian block needs at least one move, got " + moves);
            }
            if (blockMs <= 0) {
                throw new IllegalArgumentException("Canadian block time must be positive, got " + blockMs + " ms");
            }
        }
    }

    /** PGN "-": no time control; a clock counts the time used up from zero (DGT "Upcount"). */
    record Untimed() implements TimeControl {
    }

    /** PGN "?": the time control is not known. */
    record Unknown() implements TimeControl {
    }

    static TimeControl suddenDeath(long baseMs) {
        return new Periods(Period.suddenDeath(baseMs));
    }

    static TimeControl fischer(long baseMs, long incrementMs) {
        return new Periods(Period.fischer(baseMs, incrementMs));
    }
}
