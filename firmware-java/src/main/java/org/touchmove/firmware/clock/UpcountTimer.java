package org.touchmove.firmware.clock;

/** DGT "Upcount": no time control; the display counts the time used up from zero, no flag. */
final class UpcountTimer implements SideTimer {

    private long usedNanos;

    @Override
    public void elapse(long nanos) {
        usedNanos += nanos;
    }

    @Override
    public long nanosToFlag() {
        return NEVER;
    }

    @Override
    public long displayNanos() {
        return usedNanos;
    }

    @Override
    public boolean countsUp() {
        return true;
    }

    @Override
    public boolean completeMove(int movesCompleted) {
        return false;
    }

    @Override
    public void adjust(long deltaNanos) {
        SideTimer.requireAdjustable("time used", usedNanos, deltaNanos);
        usedNanos += deltaNanos;
    }

    @Override
    public void credit(long nanos) {
    }
}
