package org.touchmove.hal.serial;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.touchmove.hal.ClockButton;
import org.touchmove.hal.ClockFace;
import org.touchmove.hal.serial.Frame.BeepFrame;
import org.touchmove.hal.serial.Frame.ButtonFrame;
import org.touchmove.hal.serial.Frame.HeartbeatFrame;
import org.touchmove.hal.serial.Frame.HelloFrame;
import org.touchmove.hal.serial.Frame.OccupancyFrame;
import org.touchmove.hal.serial.Frame.PiecesFrame;
import org.touchmove.hal.serial.Frame.ShowTextFrame;
import org.touchmove.hal.serial.Frame.ShowTimesFrame;
import org.touchmove.hal.serial.Frame.StateRequestFrame;

/** Payload bytes of each frame type; multi-byte integers are little-endian. */
final class PayloadCodec {

    /** Button codes on the wire, index = code. Fixed here, not taken from the enum order. */
    static final List<ClockButton> BUTTON_CODES = List.of(ClockButton.WHITE, ClockButton.BLACK,
            ClockButton.PAUSE, ClockButton.MENU, ClockButton.PLUS, ClockButton.MINUS, ClockButton.OK);

    private static final String PIECE_CODES = "PNBRQKpnbrqk.";

    private PayloadCodec() {
    }

    static byte[] encode(Frame frame) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        if (frame instanceof OccupancyFrame f) {
            littleEndian(out, f.sensorBits(), 8);
        } else if (frame instanceof PiecesFrame f) {
            out.writeBytes(checkedAscii(f.perSensor(), 64, "pieces"));
        } else if (frame instanceof ButtonFrame f) {
            out.write(BUTTON_CODES.indexOf(f.button()));
            out.write(f.down() ? 1 : 0);
        } else if (frame instanceof HeartbeatFrame f) {
            littleEndian(out, f.uptimeMillis() & 0xFFFF_FFFFL, 4);
        } else if (frame instanceof HelloFrame f) {
            out.write(f.protocolVersion());
        } else if (frame instanceof ShowTimesFrame f) {
            ClockFace face = f.face();
            out.write(face.running() == null ? 0 : face.running() == ClockButton.WHITE ? 1 : 2);
            littleEndian(out, Math.max(0, Math.min(0xFFFF, face.moveNumber())), 2);
            lengthPrefixed(out, face.white());
            lengthPrefixed(out, face.black());
        } else if (frame instanceof ShowTextFrame f) {
            out.writeBytes(checkedAscii(f.text(), FrameFormat.MAX_TEXT, "display text"));
        } else if (frame instanceof BeepFrame f) {
            littleEndian(out, Math.max(0, Math.min(0xFFFF, f.durationMs())), 2);
        } else if (!(frame instanceof StateRequestFrame)) {
            throw new IllegalArgumentException("no payload encoding for " + frame);
        }
        return out.toByteArray();
    }

    /** Decodes a payload; an IllegalArgumentException names what is malformed. */
    static Frame decode(FrameType type, byte[] p) {
        return switch (type) {
            case OCCUPANCY -> new OccupancyFrame(readLittleEndian(expect(type, p, 8), 0, 8));
            case PIECES -> {
                String codes = new String(expect(type, p, 64), StandardCharsets.US_ASCII);
                for (int i = 0; i < 64; i++) {
                    if (PIECE_CODES.indexOf(codes.charAt(i)) < 0) {
                        throw new IllegalArgumentException("pieces frame: sensor " + i + " has code 0x"
                                + Integer.toHexString(p[i] & 0xFF));
                    }
                }
                yield new PiecesFrame(codes);
            }
            case BUTTON -> {
                expect(type, p, 2);
                int code = p[0] & 0xFF;
                if (code >= BUTTON_CODES.size() || (p[1] & 0xFE) != 0) {
                    throw new IllegalArgumentException("button frame: unknown button " + code + " or state " + p[1]);
                }
                yield new ButtonFrame(BUTTON_CODES.get(code), p[1] == 1);
            }
            case HEARTBEAT -> new HeartbeatFrame(readLittleEndian(expect(type, p, 4), 0, 4));
            case HELLO -> new HelloFrame(expect(type, p, 1)[0] & 0xFF);
            case SHOW_TIMES -> decodeTimes(p);
            case SHOW_TEXT -> {
                if (p.length < 1 || p.length > FrameFormat.MAX_TEXT) {
                    throw new IllegalArgumentException("show-text frame: 1.." + FrameFormat.MAX_TEXT
                            + " bytes, got " + p.length);
                }
                yield new ShowTextFrame(new String(p, StandardCharsets.US_ASCII));
            }
            case BEEP -> new BeepFrame((int) readLittleEndian(expect(type, p, 2), 0, 2));
            case STATE_REQUEST -> {
                expect(type, p, 0);
                yield new StateRequestFrame();
            }
        };
    }

    private static Frame decodeTimes(byte[] p) {
        if (p.length < 5) {
            throw new IllegalArgumentException("show-times frame too short: " + p.length + " bytes");
        }
        int running = p[0] & 0xFF;
        if (running > 2) {
            throw new IllegalArgumentException("show-times frame: running side " + running + ", expected 0..2");
        }
        int move = (int) readLittleEndian(p, 1, 2);
        int whiteLen = p[3] & 0xFF;
        if (4 + whiteLen >= p.length) {
            throw new IllegalArgumentException("show-times frame: white text overruns the payload");
        }
        String white = new String(p, 4, whiteLen, StandardCharsets.US_ASCII);
        int blackLen = p[4 + whiteLen] & 0xFF;
        if (5 + whiteLen + blackLen != p.length) {
            throw new IllegalArgumentException("show-times frame: lengths do not add up to " + p.length);
        }
        String black = new String(p, 5 + whiteLen, blackLen, StandardCharsets.US_ASCII);
        ClockButton side = running == 0 ? null : running == 1 ? ClockButton.WHITE : ClockButton.BLACK;
        return new ShowTimesFrame(new ClockFace(white, black, move, side));
    }

    private static byte[] expect(FrameType type, byte[] payload, int length) {
        if (payload.length != length) {
            throw new IllegalArgumentException(type + " frame needs " + length + " payload bytes, got "
                    + payload.length);
        }
        return payload;
    }

    private static void lengthPrefixed(ByteArrayOutputStream out, String text) {
        byte[] bytes = checkedAscii(text, FrameFormat.MAX_TIME_TEXT, "time text");
        out.write(bytes.length);
        out.writeBytes(bytes);
    }

    private static byte[] checkedAscii(String text, int max, String what) {
        byte[] bytes = text.getBytes(StandardCharsets.US_ASCII);
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) < 0x20 || text.charAt(i) > 0x7E) {
                throw new IllegalArgumentException(what + " '" + text + "' has a non-printable or non-ASCII character at "
                        + i);
            }
        }
        if (bytes.length > max) {
            throw new IllegalArgumentException(what + " '" + text + "' is longer than " + max + " characters");
        }
        return bytes;
    }

    private static void littleEndian(ByteArrayOutputStream out, long value, int bytes) {
        for (int i = 0; i < bytes; i++) {
            out.write((int) (value >>> (8 * i)) & 0xFF);
        }
    }

    private static long readLittleEndian(byte[] p, int offset, int bytes) {
        long v = 0;
        for (int i = 0; i < bytes; i++) {
            v |= (long) (p[offset + i] & 0xFF) << (8 * i);
        }
        return v;
    }
}
