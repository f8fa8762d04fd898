package org.touchmove.hal.dgt.wire;

import java.util.Arrays;
import java.util.List;

/** A message a DGT board sends to its host; wire ids in {@link DgtBytes}. */
public sealed interface BoardMessage {

    /** All 64 squares in wire order (0 = a8 ... 63 = h1). */
    record BoardDump(List<DgtPiece> squares) implements BoardMessage {
        public BoardDump {
            if (squares.size() != 64) {
                throw new IllegalArgumentException("a board dump has 64 squares, got " + squares.size());
            }
            squares = List.copyOf(squares);
        }
    }

    /** One square changed: {@code wireSquare} 0 = a8 ... 63 = h1, EMPTY when it was emptied. */
    record FieldUpdate(int wireSquare, DgtPiece piece) implements BoardMessage {
        public FieldUpdate {
            if (wireSquare < 0 || wireSquare > 63) {
                throw new IllegalArgumentException("field update square out of range 0..63: " + wireSquare);
            }
        }
    }

    /**
     * The clock's times (BWTIME, header 2014/15 layout: right display first) and its status byte.
     *
     * @param status the bits {@code DgtBytes.STATUS_*}
     */
    record ClockTimes(SideTime right, SideTime left, int status) implements BoardMessage {
        public boolean running() {
            return (status & DgtBytes.STATUS_RUNNING) != 0;
        }

        /** The lever is high on the right ('/'), i.e. the left player pressed last. */
        public boolean leverRightHigh() {
            return (status & DgtBytes.STATUS_LEVER_RIGHT_HIGH) != 0;
        }

        public boolean clockConnected() {
            return (status & DgtBytes.STATUS_NO_CLOCK) == 0;
        }
    }

    /**
     * A clock acknowledgement (BWTIME with the ack marker). ack1 below 0x80 echoes the command
     * acknowledged; 0x88 reports a button press with the button in ack3.
     */
    record ClockAck(int ack0, int ack1, int ack2, int ack3) implements BoardMessage {
        public boolean isButtonPress() {
            return ack1 == DgtBytes.ACK_BUTTON_PRESSED;
        }

        public boolean isError() {
            return ack0 == DgtBytes.ACK_ERROR;
        }
    }

    /** The EEPROM move log, oldest first, ending with EE_EOF. */
    record EeMoves(byte[] log) implements BoardMessage {
        public EeMoves {
            log = log.clone();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof EeMoves e && Arrays.equals(log, e.log);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(log);
        }

        @Override
        public String toString() {
            return "EeMoves[" + log.length + " bytes]";
        }
    }

    record BusAddress(int address) implements BoardMessage {
    }

    /** Five ASCII digits. */
    record SerialNumber(String digits) implements BoardMessage {
        public SerialNumber {
            if (!digits.matches("[0-9]{5}")) {
                throw new IllegalArgumentException("a serial number is 5 digits, got '" + digits + "'");
            }
        }
    }

    /** Ten ASCII digits. */
    record LongSerialNumber(String digits) implements BoardMessage {
        public LongSerialNumber {
            if (!digits.matches("[0-9]{10}")) {
                throw new IllegalArgumentException("a long serial number is 10 digits, got '" + digits + "'");
            }
        }
    }

    record Trademark(String text) implements BoardMessage {
    }

    record Version(int main, int sub) implements BoardMessage {
    }

    /** Battery: charge in percent (0x7F unknown) and whether it charges; time fields are sent as "not available". */
    record BatteryStatus(int percent, boolean charging) implements BoardMessage {
    }

    /** A well-framed message with an id Touchmove does not read. */
    record UnknownMessage(int id, byte[] data) implements BoardMessage {
        @Override
        public boolean equals(Object o) {
            return o instanceof UnknownMessage u && id == u.id && Arrays.equals(data, u.data);
        }

        @Override
        public int hashCode() {
            return 31 * id + Arrays.hashCode(data);
        }

        @Override
        public String toString() {
            return String.format("UnknownMessage[id=%02X, %d bytes]", id, data.length);
        }
    }
}
