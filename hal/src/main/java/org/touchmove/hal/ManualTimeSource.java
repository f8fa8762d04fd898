package org.touchmove.hal;

/** A time source that moves only when told to: the virtual time of tests and the simulator. */
public final class ManualTimeSource implements TimeSource {

    private long nanos;

    public ManualTimeSource(long startNanos) {
        this.nanos = startNanos;
    }

    @Override
    public synchronized long nanos() {
        return nanos;
    }

    /** Moves time forward; time never goes back. */
    public synchronized void advanceTo(long targetNanos) {
        if (targetNanos < nanos) {
            throw new IllegalArgumentException("time cannot go back: now=" + nanos + " target=" + targetNanos);
        }
        nanos = targetNanos;
    }

    public synchronized void advanceMillis(long millis) {
        advanceTo(nanos + millis * 1_000_000L);
    }
}
