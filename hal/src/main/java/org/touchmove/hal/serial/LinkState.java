package org.touchmove.hal.serial;

/** How the link to the serial device is doing. */
public enum LinkState {
    /** The port is not open (never opened, unplugged, or waiting to be reopened). */
    DISCONNECTED,
    /** Open, and a frame arrived within the heartbeat timeout. */
    CONNECTED,
    /** Open, but no frame for longer than the heartbeat timeout: the device may have hung. */
    HEARTBEAT_MISSING
}
