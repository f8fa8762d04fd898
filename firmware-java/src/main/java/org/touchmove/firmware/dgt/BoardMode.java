package org.touchmove.firmware.dgt;

/** The emulated board's reporting mode, as a host sets it. */
public enum BoardMode {
    /** After reset: nothing is sent unasked. */
    IDLE,
    /** Field updates, and a time message at least once a second. */
    UPDATE,
    /** Field updates only. */
    UPDATE_BOARD,
    /** Field updates, and a time message whenever what the clock shows changes. */
    UPDATE_NICE;

    /** Clock acknowledgements and button presses reach the host only in these modes (as on a DGT 3000). */
    boolean sendsClockAcks() {
        return this == UPDATE || this == UPDATE_NICE;
    }

    boolean sendsFieldUpdates() {
        return this != IDLE;
    }
}
