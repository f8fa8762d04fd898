package org.touchmove.hal.serial;

/** Frame type codes on the wire; device-to-host below 0x80, host-to-device from 0x80. */
public enum FrameType {
    OCCUPANCY(0x01),
    PIECES(0x02),
    BUTTON(0x03),
    HEARTBEAT(0x04),
    HELLO(0x05),
    SHOW_TIMES(0x81),
    SHOW_TEXT(0x82),
    BEEP(0x83),
    STATE_REQUEST(0x84);

    private final int code;

    FrameType(int code) {
        this.code = code;
    }

    public int code() {
        return code;
    }

    /** The type with this code, or null for a code this host does not know. */
    public static FrameType ofCode(int code) {
        for (FrameType t : values()) {
            if (t.code == code) {
                return t;
            }
        }
        return null;
    }
}
