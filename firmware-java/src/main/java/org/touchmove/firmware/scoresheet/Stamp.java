package org.touchmove.firmware.scoresheet;

import java.time.Instant;
import java.util.Objects;

/**
 * When something happened: wall-clock time for the record an arbiter reads, and the controller's
 * monotonic milliseconds for intervals (the sign-off gesture's two seconds).
 */
public record Stamp(Instant at, long monoMs) {

    public Stamp {
        Objects.requireNonNull(at, "at");
    }
}
