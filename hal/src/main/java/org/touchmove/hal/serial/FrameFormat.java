package org.touchmove.hal.serial;

/** Byte layout constants of the frame protocol (docs/serial-protocol.md). */
public final class FrameFormat {

    private FrameFormat() {
    }

    public static final int SYNC = 0xA5;
    public static final int PROTOCOL_VERSION = 1;
    /** SYNC, TYPE, SEQ, LEN. */
    public static final int HEADER_BYTES = 4;
    public static final int CRC_BYTES = 2;
    /** Longest payload any frame type uses; a larger LEN is a damaged header. */
    public static final int MAX_PAYLOAD = 64;
    public static final int MAX_TIME_TEXT = 16;
    public static final int MAX_TEXT = 32;
}
