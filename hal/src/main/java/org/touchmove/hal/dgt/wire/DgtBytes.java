package org.touchmove.hal.dgt.wire;

/**
 * Every byte value of the DGT board protocol that Touchmove reads or writes, in one place
 * (docs/dgt.md, "Message table"). Board messages carry {@link #MESSAGE_BIT} in their id byte and a
 * 14-bit total length (header included) in two 7-bit bytes; their data bytes never have bit 7 set,
 * which is what lets a reader resynchronise on the next id byte.
 */
public final class DgtBytes {

    private DgtBytes() {
    }

    // --- host -> board, single-byte commands ---
    public static final int SEND_RESET = 0x40;
    public static final int SEND_CLK = 0x41;
    public static final int SEND_BRD = 0x42;
    public static final int SEND_UPDATE = 0x43;
    public static final int SEND_UPDATE_BRD = 0x44;
    public static final int RETURN_SERIALNR = 0x45;
    public static final int RETURN_BUSADRES = 0x46;
    public static final int SEND_TRADEMARK = 0x47;
    public static final int SEND_EE_MOVES = 0x49;
    public static final int SEND_UPDATE_NICE = 0x4B;
    public static final int SEND_BATTERY_STATUS = 0x4C;
    public static final int SEND_VERSION = 0x4D;
    public static final int RETURN_LONG_SERIALNR = 0x55;

    // --- host -> board, clock command frame: 2B <size> 03 <cmd> <payload> 00 ---
    public static final int CLOCK_MESSAGE = 0x2B;
    public static final int CLOCK_START_MESSAGE = 0x03;
    public static final int CLOCK_END_MESSAGE = 0x00;
    public static final int CLOCK_DISPLAY = 0x01;
    public static final int CLOCK_ICONS = 0x02;
    public static final int CLOCK_END = 0x03;
    public static final int CLOCK_BUTTON = 0x08;
    public static final int CLOCK_VERSION = 0x09;
    public static final int CLOCK_SETNRUN = 0x0A;
    public static final int CLOCK_BEEP = 0x0B;
    public static final int CLOCK_ASCII = 0x0C;

    // --- board -> host, message ids (wire value, MESSAGE_BIT included) ---
    public static final int MESSAGE_BIT = 0x80;
    public static final int MSG_BOARD_DUMP = 0x86;
    public static final int MSG_BWTIME = 0x8D;
    public static final int MSG_FIELD_UPDATE = 0x8E;
    public static final int MSG_EE_MOVES = 0x8F;
    public static final int MSG_BUSADRES = 0x90;
    public static final int MSG_SERIALNR = 0x91;
    public static final int MSG_TRADEMARK = 0x92;
    public static final int MSG_VERSION = 0x93;
    public static final int MSG_BATTERY_STATUS = 0xA0;
    public static final int MSG_LONG_SERIALNR = 0xA2;

    /** The largest total length the 14-bit size field can carry. */
    public static final int MAX_MESSAGE_LENGTH = 0x3FFF;

    // --- BWTIME (0x8D) ---
    /** A BWTIME whose byte 3 or byte 6 has this low nibble is a clock acknowledgement, not clock times. */
    public static final int ACK_MARKER = 0x0A;
    public static final int ACK_NORMAL = 0x10;
    public static final int ACK_ERROR = 0x40;
    /** ack1 of an automatic acknowledgement for a button press. */
    public static final int ACK_BUTTON_PRESSED = 0x88;
    public static final int ACK_READY = 0x81;
    // side byte (3 and 6): hours in D0-D3 plus these flags
    public static final int SIDE_FINAL_FLAG = 0x10;
    public static final int SIDE_PER_MOVE = 0x20;
    public static final int SIDE_FLAG_SHOWN = 0x40;
    // status byte (9), header 2014/15 layout
    public static final int STATUS_RUNNING = 0x01;
    public static final int STATUS_LEVER_RIGHT_HIGH = 0x02;
    public static final int STATUS_BATTERY_LOW = 0x04;
    public static final int STATUS_RIGHT_TURN = 0x08;
    public static final int STATUS_LEFT_TURN = 0x10;
    public static final int STATUS_NO_CLOCK = 0x20;

    // --- DGT 3000 buttons (ack3 of an ACK_BUTTON_PRESSED) and the ack2 bit pattern clocks send with them ---
    public static final int BUTTON_BACK = 0x31;
    public static final int BUTTON_PLUS = 0x32;
    public static final int BUTTON_RUN = 0x33;
    public static final int BUTTON_MINUS = 0x34;
    public static final int BUTTON_OK = 0x35;

    // --- SetNRun flags ---
    public static final int SETNRUN_LEFT_RUNS = 0x01;
    public static final int SETNRUN_RIGHT_RUNS = 0x02;
    public static final int SETNRUN_PAUSE = 0x04;
    /** The running side changes at a lever change. */
    public static final int SETNRUN_TOGGLE = 0x08;

    // --- EEPROM move log (EE_MOVES payload) ---
    public static final int EE_POWERUP = 0x6A;
    public static final int EE_EOF = 0x6B;
    public static final int EE_BEGINPOS = 0x6F;
    public static final int EE_NOP = 0x7F;
    /** First byte of a piece record: 0x40 | piece code (bit 5 = "fast" record, not used here). */
    public static final int EE_PIECE_RECORD = 0x40;
    /** First byte of a time record: 0x60 | hours, plus 0x10 when it is the left display. */
    public static final int EE_TIME_RECORD = 0x60;
    public static final int EE_TIME_LEFT = 0x10;
    /** The EEPROM log's capacity: 0x2000 - 0x100 bytes. */
    public static final int EE_CAPACITY = 0x1F00;
}
