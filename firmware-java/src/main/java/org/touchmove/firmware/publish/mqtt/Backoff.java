package org.touchmove.firmware.publish.mqtt;

import java.time.Duration;
import java.util.random.RandomGenerator;

/**
 * Reconnect delays: exponential from {@code min}, capped at {@code max}, with "equal jitter" (half fixed, half
 * random) so that a room of boards cut off together does not reconnect in one burst.
 */
final class Backoff {

    private final long minMs;
    private final long maxMs;
    private final RandomGenerator random;
    private int failures;

    Backoff(Duration min, Duration max, RandomGenerator random) {
        this.minMs = min.toMillis();
        this.maxMs = max.toMillis();
        this.random = random;
    }

    /** The delay before the next round of connection attempts; each call counts one more failed round. */
    Duration next() {
        long ceiling = minMs << Math.min(failures, 20);
        if (ceiling <= 0 || ceiling > maxMs) {
            ceiling = maxMs;
        }
        failures++;
        long half = ceiling / 2;
        return Duration.ofMillis(half + (half == 0 ? 0 : random.nextLong(half + 1)));
    }

    void reset() {
        failures = 0;
    }
}
