package org.touchmove.firmware.clock;

import java.util.List;

/** Sudden death, Fischer, Bronstein, US delay, multi-period and (with transfer) hourglass. */
final class PeriodTimer implements SideTimer {

    private final List<Period> periods;
    private int periodIndex;
    /** Moves completed when the current period began. */
    private int periodStart;
    /** Main time left (carries over between periods). */
    private long mainNanos;
    /** US delay left in the current move. */
    private long delayLeftNanos;
    /** Time this side's clock has run in the current move (for the Bronstein refund). */
    private long usedThisTurnNanos;

    PeriodTimer(List<Period> periods) {
        this.periods = List.copyOf(periods);
        this.mainNanos = periods.get(0).baseMs() * NANOS_PER_MS;
        startTurn();
    }

    private Period period() {
        return periods.get(periodIndex);
    }

    int periodIndex() {
        return periodIndex;
    }

    @Override
    public void startTurn() {
        usedThisTurnNanos = 0;
        delayLeftNanos = period().delayKind() == DelayKind.SIMPLE ? period().delayMs() * NANOS_PER_MS : 0;
    }

    @Override
    public void elapse(long nanos) {
        long fromDelay = Math.min(nanos, delayLeftNanos);
        delayLeftNanos -= fromDelay;
        mainNanos -= nanos - fromDelay;
        usedThisTurnNanos += nanos;
    }

    @Override
    public long nanosToFlag() {
        return mainNanos + delayLeftNanos;
    }

    @Override
    public long displayNanos() {
        return mainNanos;
    }

    @Override
    public long countdownDelayNanos() {
        return delayLeftNanos;
    }

    @Override
    public boolean completeMove(int movesCompleted) {
        Period played = period();
        if (played.delayKind() == DelayKind.BRONSTEIN) {
            // Bronstein: give back the time used, never more than the delay.
            mainNanos += Math.min(usedThisTurnNanos, played.delayMs() * NANOS_PER_MS);
        }
        mainNanos += played.incrementMs() * NANOS_PER_MS;
        boolean advanced = false;
        if (movesCompleted == periodEnd()) {
            // The move that completes the period: the next period's time is added once, now.
            periodIndex = Math.min(periodIndex + 1, periods.size() - 1);
            periodStart = movesCompleted;
            mainNanos += period().baseMs() * NANOS_PER_MS;
            advanced = true;
        }
        usedThisTurnNanos = 0;
        delayLeftNanos = 0;
        return advanced;
    }

    private int periodEnd() {
        return period().restOfGame() ? Integer.MAX_VALUE : periodStart + period().moves();
    }

    @Override
    public void adjust(long deltaNanos) {
        SideTimer.requireAdjustable("main time", mainNanos, deltaNanos);
        mainNanos += deltaNanos;
    }

    @Override
    public void alignToMoveCount(int movesCompleted) {
        int index = 0;
        int start = 0;
        while (!periods.get(index).restOfGame() && movesCompleted >= start + periods.get(index).moves()) {
            start += periods.get(index).moves();
            if (index == periods.size() - 1) {
                continue; // the last period repeats
            }
            index++;
        }
        periodIndex = index;
        periodStart = start;
    }

    @Override
    public void credit(long nanos) {
        mainNanos += nanos;
    }
}
