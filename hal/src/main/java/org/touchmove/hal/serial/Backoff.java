package org.touchmove.hal.serial;

/** Exponential back-off between reopen attempts: initial, 2x, 4x, ... capped at max; reset on success. */
public final class Backoff {

    private final long initialNanos;
    private final long maxNanos;
    private long next;

    public Backoff(long initialNanos, long maxNanos) {
        if (initialNanos <= 0 || maxNanos < initialNanos) {
            throw new IllegalArgumentException("back-off needs 0 < initial <= max, got initial=" + initialNanos
                    + " max=" + maxNanos);
        }
        this.initialNanos = initialNanos;
        this.maxNanos = maxNanos;
        this.next = initialNanos;
    }

    /** The delay before the next attempt; each call doubles the following one up to the cap. */
    public long nextDelayNanos() {
        long delay = next;
        next = Math.min(maxNanos, next > maxNanos / 2 ? maxNanos : next * 2);
        return delay;
    }

    public void reset() {
        next = initialNanos;
    }
}
