package org.touchmove.hal.dgt.wire;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.touchmove.hal.dgt.wire.BoardMessage.BatteryStatus;
import org.touchmove.hal.dgt.wire.BoardMessage.BoardDump;
import org.touchmove.hal.dgt.wire.BoardMessage.BusAddress;
import org.touchmove.hal.dgt.wire.BoardMessage.ClockAck;
import org.touchmove.hal.dgt.wire.BoardMessage.ClockTimes;
import org.touchmove.hal.dgt.wire.BoardMessage.EeMoves;
import org.touchmove.hal.dgt.wire.BoardMessage.FieldUpdate;
import org.touchmove.hal.dgt.wire.BoardMessage.LongSerialNumber;
import org.touchmove.hal.dgt.wire.BoardMessage.SerialNumber;
import org.touchmove.hal.dgt.wire.BoardMessage.Trademark;
import org.touchmove.hal.dgt.wire.BoardMessage.UnknownMessage;
import org.touchmove.hal.dgt.wire.BoardMessage.Version;

/** Board messages to and from bytes: a 3-byte header (id, 14-bit total length) and 7-bit data. */
public final class BoardMessageCodec {

    private static final int BWTIME_DATA = 7;

    private BoardMessageCodec() {
    }

    public static byte[] encode(BoardMessage message) {
        if (message instanceof BoardDump d) {
            byte[] data = new byte[64];
            for (int i = 0; i < 64; i++) {
                data[i] = (byte) d.squares().get(i).code();
            }
            return frame(DgtBytes.MSG_BOARD_DUMP, data);
        } else if (message instanceof FieldUpdate f) {
            return frame(DgtBytes.MSG_FIELD_UPDATE, new byte[] {(byte) f.wireSquare(), (byte) f.piece().code()});
        } else if (message instanceof ClockTimes t) {
            return frame(DgtBytes.MSG_BWTIME, new byte[] {
                    sideByte(t.right()), bcd(t.right().minutes()), bcd(t.right().seconds()),
                    sideByte(t.left()), bcd(t.left().minutes()), bcd(t.left().seconds()),
                    (byte) (t.status() & 0x7F)});
        } else if (message instanceof ClockAck a) {
            return frame(DgtBytes.MSG_BWTIME, new byte[] {
                    // the high bits of ack2/ack3 ride in byte 3, those of ack0/ack1 in byte 6 (header 2014/15)
                    (byte) (DgtBytes.ACK_MARKER | (a.ack2() & 0x80) >> 3 | (a.ack3() & 0x80) >> 2),
                    (byte) (a.ack0() & 0x7F), (byte) (a.ack1() & 0x7F),
                    (byte) (DgtBytes.ACK_MARKER | (a.ack0() & 0x80) >> 3 | (a.ack1() & 0x80) >> 2),
                    (byte) (a.ack2() & 0x7F), (byte) (a.ack3() & 0x7F), 0});
        } else if (message instanceof EeMoves e) {
            return frame(DgtBytes.MSG_EE_MOVES, e.log());
        } else if (message instanceof BusAddress b) {
            return frame(DgtBytes.MSG_BUSADRES, new byte[] {(byte) (b.address() >> 7 & 0x7F), (byte) (b.address() & 0x7F)});
        } else if (message instanceof SerialNumber s) {
            return frame(DgtBytes.MSG_SERIALNR, s.digits().getBytes(StandardCharsets.US_ASCII));
        } else if (message instanceof LongSerialNumber s) {
            return frame(DgtBytes.MSG_LONG_SERIALNR, s.digits().getBytes(StandardCharsets.US_ASCII));
        } else if (message instanceof Trademark t) {
            return frame(DgtBytes.MSG_TRADEMARK, ascii7(t.text()));
        } else if (message instanceof Version v) {
            return frame(DgtBytes.MSG_VERSION, new byte[] {(byte) (v.main() & 0x7F), (byte) (v.sub() & 0x7F)});
        } else if (message instanceof BatteryStatus b) {
            return frame(DgtBytes.MSG_BATTERY_STATUS, new byte[] {
                    (byte) (b.percent() & 0x7F), 0x7F, 0x7F, 0x7F, 0x7F, 0x7F, 0x7F, 0x7F, (byte) (b.charging() ? 1 : 0)});
        } else if (message instanceof UnknownMessage u) {
            return frame(u.id(), u.data());
        }
        throw new IllegalStateException("no encoding for " + message);
    }

    /**
     * Decodes one complete frame (header included) whose id, length and data bytes were already
     * checked by the reader; a data length that does not fit the id is an error.
     */
    public static BoardMessage decode(int id, byte[] data) {
        return switch (id) {
            case DgtBytes.MSG_BOARD_DUMP -> {
                expect(id, data, 64);
                List<DgtPiece> squares = new ArrayList<>(64);
                for (byte b : data) {
                    squares.add(piece(b));
                }
                yield new BoardDump(squares);
            }
            case DgtBytes.MSG_FIELD_UPDATE -> {
                expect(id, data, 2);
                if (data[0] > 63) {
                    throw new IllegalArgumentException("field update for square " + data[0] + ", expected 0..63");
                }
                yield new FieldUpdate(data[0], piece(data[1]));
            }
            case DgtBytes.MSG_BWTIME -> {
                expect(id, data, BWTIME_DATA);
                yield (data[0] & 0x0F) == DgtBytes.ACK_MARKER || (data[3] & 0x0F) == DgtBytes.ACK_MARKER
                        ? new ClockAck((data[1] & 0x7F) | (data[3] << 3 & 0x80), (data[2] & 0x7F) | (data[3] << 2 & 0x80),
                                (data[4] & 0x7F) | (data[0] << 3 & 0x80), (data[5] & 0x7F) | (data[0] << 2 & 0x80))
                        : new ClockTimes(side(data[0], data[1], data[2]), side(data[3], data[4], data[5]), data[6]);
            }
            case DgtBytes.MSG_EE_MOVES -> new EeMoves(data);
            case DgtBytes.MSG_BUSADRES -> {
                expect(id, data, 2);
                yield new BusAddress(data[0] << 7 | data[1]);
            }
            case DgtBytes.MSG_SERIALNR -> new SerialNumber(ascii(id, data, 5));
            case DgtBytes.MSG_LONG_SERIALNR -> new LongSerialNumber(ascii(id, data, 10));
            case DgtBytes.MSG_TRADEMARK -> new Trademark(new String(data, StandardCharsets.US_ASCII));
            case DgtBytes.MSG_VERSION -> {
                expect(id, data, 2);
                yield new Version(data[0], data[1]);
            }
            case DgtBytes.MSG_BATTERY_STATUS -> {
                expect(id, data, 9);
                yield new BatteryStatus(data[0], (data[8] & 1) != 0);
            }
            default -> new UnknownMessage(id, data);
        };
    }

    static byte[] frame(int id, byte[] data) {
        int length = data.length + 3;
        if (length > DgtBytes.MAX_MESSAGE_LENGTH) {
            throw new IllegalArgumentException("message too long for the 14-bit length: " + length);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(length);
        out.write(id | DgtBytes.MESSAGE_BIT);
        out.write(length >> 7 & 0x7F);
        out.write(length & 0x7F);
        for (byte b : data) {
            if ((b & 0x80) != 0) {
                throw new IllegalArgumentException(String.format("data byte %02X has bit 7 set", b & 0xFF));
            }
            out.write(b);
        }
        return out.toByteArray();
    }

    private static byte sideByte(SideTime t) {
        return (byte) (t.hours() | (t.finalFlag() ? DgtBytes.SIDE_FINAL_FLAG : 0)
                | (t.perMove() ? DgtBytes.SIDE_PER_MOVE : 0) | (t.flagShown() ? DgtBytes.SIDE_FLAG_SHOWN : 0));
    }

    private static SideTime side(byte flagsAndHours, byte minutes, byte seconds) {
        return new SideTime(flagsAndHours & 0x0F, fromBcd(minutes), fromBcd(seconds),
                (flagsAndHours & DgtBytes.SIDE_FINAL_FLAG) != 0, (flagsAndHours & DgtBytes.SIDE_PER_MOVE) != 0,
                (flagsAndHours & DgtBytes.SIDE_FLAG_SHOWN) != 0);
    }

    static byte bcd(int value) {
        return (byte) (value / 10 << 4 | value % 10);
    }

    static int fromBcd(byte b) {
        int hi = b >> 4 & 0x0F;
        int lo = b & 0x0F;
        if (hi > 9 || lo > 9) {
            throw new IllegalArgumentException(String.format("not a BCD byte: %02X", b));
        }
        return hi * 10 + lo;
    }

    private static DgtPiece piece(byte b) {
        if (b > 15) {
            throw new IllegalArgumentException("piece code " + b + " out of range 0..15");
        }
        return DgtPiece.ofCode(b);
    }

    private static void expect(int id, byte[] data, int length) {
        if (data.length != length) {
            throw new IllegalArgumentException(String.format("message %02X carries %d data bytes, expected %d",
                    id, data.length, length));
        }
    }

    private static String ascii(int id, byte[] data, int length) {
        expect(id, data, length);
        return new String(data, StandardCharsets.US_ASCII);
    }

    private static byte[] ascii7(String text) {
        byte[] b = text.getBytes(StandardCharsets.US_ASCII);
        for (int i = 0; i < b.length; i++) {
            b[i] &= 0x7F;
        }
        return b;
    }
}
