package org.touchmove.hal.serial;

/**
 * The kinds of trouble the serial fault drill puts on the line (docs/reliability.md), each followed by a good
 * frame carrying a new occupancy, so the drill can tell that the host found its footing again.
 */
enum LineFault {
    /** Random bytes, none of them a sync byte: skipped. */
    NOISE,
    /** Random bytes with sync bytes among them: whatever looks like a frame start is counted as damage. */
    NOISE_WITH_SYNC,
    /** The first bytes of a frame, the next frame right behind them. */
    TRUNCATED,
    /** The first bytes of a frame, then the line goes quiet for longer than the frame time-out. */
    STALLED,
    /** A frame with one bit flipped (not in SYNC or LEN): its CRC is wrong. */
    BAD_CRC,
    /** A frame whose LEN is impossible (over 64). */
    BAD_LENGTH,
    /** A good CRC around a type this host does not know. */
    UNKNOWN_TYPE,
    /** A good CRC around a payload that breaks the protocol (wrong LEN for its type, unknown button). */
    MALFORMED,
    /** A well-formed frame of a host-to-device type, coming from the device. */
    HOST_TYPE,
    /** An old occupancy frame sent again: its sequence number is behind. */
    STALE,
    /** Many good frames back to back. */
    BURST,
    /** Good frames trickled one byte at a time, the gaps shorter than the frame time-out. */
    SLOW_LINE,
    /** The cable pulled mid-frame: the port vanishes and comes back; the device restarts with HELLO. */
    UNPLUG
}
