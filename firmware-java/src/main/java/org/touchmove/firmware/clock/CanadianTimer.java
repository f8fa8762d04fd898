package org.touchmove.firmware.clock;

/** Canadian byo-yomi: main time, then blocks of M moves in T; the block resets after M moves. */
final class CanadianTimer implements SideTimer {

    private final int blockMoves;
    private final long blockNanos;
    private long mainNanos;
    private long blockLeftNanos;
    private int blockMovesLeft;

    CanadianTimer(TimeControl.Canadian control) {
        this.blockMoves = control.moves();
        this.blockNanos = control.blockMs() * NANOS_PER_MS;
        this.mainNanos = control.mainMs() * NANOS_PER_MS;
        this.blockLeftNanos = blockNanos;
        this.blockMovesLeft = blockMoves;
    }

    int blockMovesLeft() {
        return blockMovesLeft;
    }

    boolean inOvertime() {
        return mainNanos == 0;
    }

    @Override
    public void elapse(long nanos) {
        long fromMain = Math.min(nanos, mainNanos);
        mainNanos -= fromMain;
        blockLeftNanos -= nanos - fromMain;
    }

    @Override
    public long nanosToFlag() {
        return mainNanos + blockLeftNanos;
    }

    @Override
    public long displayNanos() {
        return mainNanos > 0 ? mainNanos : blockLeftNanos;
    }

    @Override
    public boolean completeMove(int movesCompleted) {
        if (mainNanos > 0) {
            return false;
        }
        // A move completed once main time is exhausted counts towards the block.
        blockMovesLeft--;
        if (blockMovesLeft == 0) {
            blockMovesLeft = blockMoves;
            blockLeftNanos = blockNanos;
            return true;
        }
        return false;
    }

    @Override
    public void adjust(long deltaNanos) {
        if (mainNanos > 0) {
            SideTimer.requireAdjustable("main time", mainNanos, deltaNanos);
            mainNanos += deltaNanos;
        } else {
            SideTimer.requireAdjustable("Canadian block", blockLeftNanos, deltaNanos);
            blockLeftNanos += deltaNanos;
        }
    }

    @Override
    public void credit(long nanos) {
        mainNanos += nanos;
    }
}
