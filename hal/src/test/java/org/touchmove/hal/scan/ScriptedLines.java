package org.touchmove.hal.scan;

import org.touchmove.hal.ManualTimeSource;

/**
 * Matrix lines whose switches are set by the test (in sensor order, bit = row * 8 + column).
 * Fails the read if the columns are read before the settle time has passed since the row was driven.
 */
final class ScriptedLines implements MatrixLines {

    private final ManualTimeSource time;
    private final long settleNanos;
    long closed;
    private int drivenRow = -1;
    private long drivenAt;
    int reads;

    ScriptedLines(ManualTimeSource time, long settleNanos) {
        this.time = time;
        this.settleNanos = settleNanos;
    }

    @Override
    public void driveRow(int row) {
        drivenRow = row;
        drivenAt = time.nanos();
    }

    @Override
    public int readColumns() {
        if (drivenRow < 0) {
            throw new AssertionError("columns read with no row driven");
        }
        if (time.nanos() - drivenAt < settleNanos) {
            throw new AssertionError("columns read " + (time.nanos() - drivenAt) + " ns after driving, settle is "
                    + settleNanos);
        }
        reads++;
        return (int) (closed >>> (drivenRow * 8) & 0xFF);
    }

    @Override
    public void releaseRows() {
        drivenRow = -1;
    }
}
