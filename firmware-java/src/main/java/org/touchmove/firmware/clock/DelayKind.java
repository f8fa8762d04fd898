package org.touchmove.firmware.clock;

/** How a per-move delay works (the DGT 3000 "Delay" and "US Delay" modes). */
public enum DelayKind {
    /** No delay. */
    NONE,
    /** US / simple delay: the main time starts to run only after the delay has elapsed each move. */
    SIMPLE,
    /** Bronstein delay: after the move, the time used is given back, at most the delay. */
    BRONSTEIN
}
