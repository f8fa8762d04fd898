package org.touchmove.hal;

import java.util.Optional;

/**
 * A debounced, stable reading of the board taken at {@code monoNanos} (from the provider's
 * {@link TimeSource}). {@code pieces} is present only on boards that sense piece identity, and
 * then agrees with {@code occupancy}.
 */
public record OccupancySnapshot(Occupancy occupancy, long monoNanos, Optional<PieceCodes> pieces) {

    public OccupancySnapshot {
        if (pieces.isPresent() && pieces.get().occupancy().bits() != occupancy.bits()) {
            throw new IllegalArgumentException("piece codes disagree with occupancy");
        }
    }

    public static OccupancySnapshot of(Occupancy occupancy, long monoNanos) {
        return new OccupancySnapshot(occupancy, monoNanos, Optional.empty());
    }
}
