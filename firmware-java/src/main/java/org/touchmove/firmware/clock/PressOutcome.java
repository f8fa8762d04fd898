package org.touchmove.firmware.clock;

/** What a press of a clock button did. */
public enum PressOutcome {
    /** Black pressed before the game: White's time now runs (the usual start). */
    STARTED,
    /** The mover stopped his own time and started the opponent's (Art. 6.2). */
    SWITCHED,
    /** The side whose time is not running pressed: nothing changed. */
    NOT_RUNNING_SIDE,
    /** The running side pressed without having made a move: nothing changed. */
    NO_MOVE,
    /** White pressed before the start (only Black's press starts the clock): nothing changed. */
    NOT_STARTED,
    /** The clock is paused by the arbiter: nothing changed. */
    STOPPED,
    /** The press came at or after the running side's flag fell: nothing changed but the flag. */
    FLAG_FALLEN
}
