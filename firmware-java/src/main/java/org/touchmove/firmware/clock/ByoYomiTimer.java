package org.touchmove.firmware.clock;

/** Japanese byo-yomi: main time, then periods that are used up only when exceeded. */
final class ByoYomiTimer implements SideTimer {

    private final long periodNanos;
    private long mainNanos;
    /** Periods not yet used up, including the current one. */
    private int periodsLeft;
    /** Time left in the current period. */
    private long periodLeftNanos;

    ByoYomiTimer(TimeControl.ByoYomi control) {
        this.periodNanos = control.periodMs() * NANOS_PER_MS;
        this.mainNanos = control.mainMs() * NANOS_PER_MS;
        this.periodsLeft = control.periods();
        this.periodLeftNanos = periodNanos;
    }

    int periodsLeft() {
        return periodsLeft;
    }

    @Override
    public void elapse(long nanos) {
        long fromMain = Math.min(nanos, mainNanos);
        mainNanos -= fromMain;
        long rest = nanos - fromMain;
        while (rest > 0 && periodsLeft > 0) {
            if (rest < periodLeftNanos) {
                periodLeftNanos -= rest;
                rest = 0;
            } else {
                // The period is exceeded (its last nanosecond ran out): it is used up.
                rest -= periodLeftNanos;
                periodsLeft--;
                periodLeftNanos = periodsLeft > 0 ? periodNanos : 0;
            }
        }
    }

    @Override
    public long nanosToFlag() {
        return periodsLeft == 0 ? mainNanos : mainNanos + periodLeftNanos + (periodsLeft - 1) * periodNanos;
    }

    @Override
    public long displayNanos() {
        return mainNanos > 0 ? mainNanos : periodLeftNanos;
    }

    @Override
    public boolean completeMove(int movesCompleted) {
        if (mainNanos == 0 && periodsLeft > 0) {
            periodLeftNanos = periodNanos; // a move within the period keeps it
        }
        return false;
    }

    @Override
    public void adjust(long deltaNanos) {
        if (mainNanos > 0) {
            SideTimer.requireAdjustable("main time", mainNanos, deltaNanos);
            mainNanos += deltaNanos;
            return;
        }
        SideTimer.requireAdjustable("byo-yomi period", periodLeftNanos, deltaNanos);
        if (periodsLeft == 0 && deltaNanos > 0) {
            periodsLeft = 1; // the arbiter revives a fallen flag
        }
        periodLeftNanos += deltaNanos;
    }

    @Override
    public void credit(long nanos) {
        mainNanos += nanos;
    }
}
