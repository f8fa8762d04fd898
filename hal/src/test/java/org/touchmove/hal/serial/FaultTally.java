package org.touchmove.hal.serial;

/**
 * What the host counted about damaged or unusable frames (a {@link DecoderStats} and
 * {@link SerialStatus#hostTypeFrames()}), as the fault drill compares it: what a step should add and what it did.
 */
record FaultTally(long corrupt, long truncated, long malformed, long unknownType, long hostType, long outOfOrder,
                  long lost) {

    static final FaultTally NONE = new FaultTally(0, 0, 0, 0, 0, 0, 0);

    static FaultTally of(DecoderStats stats, long hostTypeFrames) {
        return new FaultTally(stats.corrupt(), stats.truncated(), stats.malformed(), stats.unknownType(),
                hostTypeFrames, stats.outOfOrder(), stats.lost());
    }

    static FaultTally of(SerialStatus status) {
        return of(status.decoder(), status.hostTypeFrames());
    }

    FaultTally plus(FaultTally o) {
        return new FaultTally(corrupt + o.corrupt, truncated + o.truncated, malformed + o.malformed,
                unknownType + o.unknownType, hostType + o.hostType, outOfOrder + o.outOfOrder, lost + o.lost);
    }

    FaultTally minus(FaultTally o) {
        return new FaultTally(corrupt - o.corrupt, truncated - o.truncated, malformed - o.malformed,
                unknownType - o.unknownType, hostType - o.hostType, outOfOrder - o.outOfOrder, lost - o.lost);
    }

    /** Frames the host rejected or ignored, whatever the reason (lost numbers are not frames it saw). */
    long badFrames() {
        return corrupt + truncated + malformed + unknownType + hostType + outOfOrder;
    }

    /** True when no count is below {@code floor}'s (damage in noise may add counts, never hide them). */
    boolean atLeast(FaultTally floor) {
        return corrupt >= floor.corrupt && truncated >= floor.truncated && malformed >= floor.malformed
                && unknownType >= floor.unknownType && hostType >= floor.hostType && outOfOrder >= floor.outOfOrder;
    }
}
