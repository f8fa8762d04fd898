package org.touchmove.firmware.publish;

/** Hands out the per-board event sequence numbers: strictly increasing, never reused. */
public interface SequenceCounter {

    /** The next sequence number; the first ever is 1. */
    long next();

    /** A counter that lives only as long as the process (replays and tests). */
    static SequenceCounter inMemory() {
        return new SequenceCounter() {
            private long last;

            @Override
            public synchronized long next() {
                return ++last;
            }
        };
    }
}
