package org.touchmove.firmware.interpret;

/**
 * What the board showed on the way since the current position was reached: which of its squares were
 * emptied (so a capture can tell which square it captured on) and which were lifted first (touch-move).
 */
final class TurnEvidence {

    private final long baseline;
    private long emptiedSinceRest;
    private long firstLifted;

    TurnEvidence(long baseline) {
        this.baseline = baseline;
    }

    void observe(long occupancy) {
        long emptied = baseline & ~occupancy;
        if (firstLifted == 0) {
            firstLifted = emptied;
        }
        // The board back at rest forgets pieces lifted and put back: they are not captures.
        emptiedSinceRest = occupancy == baseline ? 0 : emptiedSinceRest | emptied;
    }

    /** Squares of the position that were seen empty since the board last showed it exactly. */
    long emptied() {
        return emptiedSinceRest;
    }

    /** The squares emptied in the first reading that emptied any (0 before anything was lifted). */
    long firstLifted() {
        return firstLifted;
    }
}
