package org.touchmove.sim.hands;

import java.util.random.RandomGenerator;

/** A span of durations in milliseconds, sampled uniformly (to the nanosecond). */
public record TimingRange(double minMillis, double maxMillis) {

    public TimingRange {
        if (minMillis < 0 || maxMillis < minMillis) {
            throw new IllegalArgumentException("a timing range needs 0 <= min <= max, got " + minMillis + ".." + maxMillis);
        }
    }

    public static TimingRange exactly(double millis) {
        return new TimingRange(millis, millis);
    }

    public long minNanos() {
        return Math.round(minMillis * 1e6);
    }

    public long maxNanos() {
        return Math.round(maxMillis * 1e6);
    }

    public long sampleNanos(RandomGenerator random) {
        long min = minNanos();
        long max = maxNanos();
        return min == max ? min : random.nextLong(min, max + 1);
    }
}
