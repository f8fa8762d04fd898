package org.touchmove.sim.hands;

/** When the captured piece leaves the board, relative to the capturing piece being lifted. */
public enum CaptureOrder {
    /** The captured piece is removed first, then the capturing piece moves onto its square. */
    REMOVE_FIRST,
    /** The capturing piece is lifted first, then the captured piece removed, then the capturer put down. */
    LIFT_FIRST
}
