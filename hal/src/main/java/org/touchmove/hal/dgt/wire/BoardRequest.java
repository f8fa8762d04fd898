package org.touchmove.hal.dgt.wire;

/** The one-byte commands of the board (byte values in {@link DgtBytes}). */
public enum BoardRequest implements HostCommand {
    /** To IDLE mode, cancels any update mode; no answer. */
    RESET(DgtBytes.SEND_RESET),
    /** One clock message (BWTIME) now. */
    SEND_CLOCK(DgtBytes.SEND_CLK),
    /** A board dump now. */
    SEND_BOARD(DgtBytes.SEND_BRD),
    /** UPDATE mode: field updates, and clock messages at least once a second. */
    UPDATE(DgtBytes.SEND_UPDATE),
    /** UPDATE_BOARD mode: field updates only. */
    UPDATE_BOARD(DgtBytes.SEND_UPDATE_BRD),
    /** UPDATE_NICE mode: field updates, and clock messages when a time shown changes. */
    UPDATE_NICE(DgtBytes.SEND_UPDATE_NICE),
    SERIAL_NUMBER(DgtBytes.RETURN_SERIALNR),
    LONG_SERIAL_NUMBER(DgtBytes.RETURN_LONG_SERIALNR),
    BUS_ADDRESS(DgtBytes.RETURN_BUSADRES),
    TRADEMARK(DgtBytes.SEND_TRADEMARK),
    EE_MOVES(DgtBytes.SEND_EE_MOVES),
    BATTERY_STATUS(DgtBytes.SEND_BATTERY_STATUS),
    VERSION(DgtBytes.SEND_VERSION);

    private final int wire;

    BoardRequest(int wire) {
        this.wire = wire;
    }

    public int wire() {
        return wire;
    }

    /** The request with this byte value, or null when the byte is not a one-byte request. */
    public static BoardRequest ofWire(int value) {
        for (BoardRequest r : values()) {
            if (r.wire == value) {
                return r;
            }
        }
        return null;
    }
}
