package org.touchmove.firmware.clock;

/** The life cycle of a chess clock. */
public enum ClockState {
    /** Set up; waiting for the arbiter's start or Black's press. */
    NOT_STARTED,
    RUNNING,
    /** Stopped by the arbiter; the side to move is kept. */
    PAUSED,
    /** Stopped because the running side's flag fell (DGT: time blocked at zero). */
    FLAGGED
}
