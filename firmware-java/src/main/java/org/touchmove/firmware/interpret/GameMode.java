package org.touchmove.firmware.interpret;

/** How strictly the interpreter treats a return to an earlier position. */
public enum GameMode {
    /** Takebacks are allowed: the board going back to an earlier position retracts moves. */
    CASUAL,
    /** FIDE over-the-board play: a retracted move is an irregularity for the arbiter. */
    TOURNAMENT
}
