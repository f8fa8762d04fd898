package org.touchmove.hal.dgt.wire;

import java.nio.charset.StandardCharsets;

import org.touchmove.hal.dgt.wire.ClockCommand.AsciiText;
import org.touchmove.hal.dgt.wire.ClockCommand.Beep;
import org.touchmove.hal.dgt.wire.ClockCommand.ButtonQuery;
import org.touchmove.hal.dgt.wire.ClockCommand.EndDisplay;
import org.touchmove.hal.dgt.wire.ClockCommand.Icons;
import org.touchmove.hal.dgt.wire.ClockCommand.SegmentDisplay;
import org.touchmove.hal.dgt.wire.ClockCommand.SetAndRun;
import org.touchmove.hal.dgt.wire.ClockCommand.VersionQuery;

/**
 * Host commands to bytes, and a clock frame's body back to a command. A clock frame is
 * {@code 2B <size> 03 <cmd> <payload> 00}, size counting the bytes from 03 to 00.
 */
public final class HostCommandCodec {

    private HostCommandCodec() {
    }

    public static byte[] encode(HostCommand command) {
        if (command instanceof BoardRequest r) {
            return new byte[] {(byte) r.wire()};
        } else if (command instanceof ClockCommand c) {
            return clockFrame(c.code(), payload(c));
        } else if (command instanceof UnknownCommand u) {
            return new byte[] {(byte) u.firstByte()};
        }
        throw new IllegalStateException("no encoding for " + command);
    }

    private static byte[] payload(ClockCommand c) {
        if (c instanceof SegmentDisplay d) {
            byte[] p = new byte[8];
            for (int i = 0; i < 6; i++) {
                p[i] = (byte) d.segments()[i];
            }
            p[6] = (byte) d.icons();
            p[7] = (byte) (d.beep() ? 0x03 : 0x01);
            return p;
        } else if (c instanceof Icons i) {
            byte[] p = new byte[8];
            for (int k = 0; k < 5; k++) {
                p[k] = (byte) i.bytes()[k];
            }
            return p;
        } else if (c instanceof EndDisplay || c instanceof ButtonQuery || c instanceof VersionQuery) {
            return new byte[0];
        } else if (c instanceof SetAndRun s) {
            return new byte[] {
                    (byte) (s.leftSeconds() / 3600), (byte) (s.leftSeconds() / 60 % 60), (byte) (s.leftSeconds() % 60),
                    (byte) (s.rightSeconds() / 3600), (byte) (s.rightSeconds() / 60 % 60), (byte) (s.rightSeconds() % 60),
                    (byte) s.flags()};
        } else if (c instanceof Beep b) {
            return new byte[] {(byte) b.units()};
        } else if (c instanceof AsciiText t) {
            byte[] p = new byte[AsciiText.WIDTH + 1];
            System.arraycopy(t.text().getBytes(StandardCharsets.US_ASCII), 0, p, 0, AsciiText.WIDTH);
            p[AsciiText.WIDTH] = (byte) t.beep();
            return p;
        }
        throw new IllegalStateException("no payload encoding for " + c);
    }

    private static byte[] clockFrame(int code, byte[] payload) {
        byte[] f = new byte[payload.length + 5];
        f[0] = (byte) DgtBytes.CLOCK_MESSAGE;
        f[1] = (byte) (payload.length + 3);
        f[2] = (byte) DgtBytes.CLOCK_START_MESSAGE;
        f[3] = (byte) code;
        System.arraycopy(payload, 0, f, 4, payload.length);
        f[f.length - 1] = (byte) DgtBytes.CLOCK_END_MESSAGE;
        return f;
    }

    /**
     * The clock command in a frame body (the {@code size} bytes after the size byte), or an
     * {@link UnknownCommand} naming what is wrong with it.
     */
    public static HostCommand decodeClockBody(byte[] body) {
        if (body.length < 3 || (body[0] & 0xFF) != DgtBytes.CLOCK_START_MESSAGE
                || (body[body.length - 1] & 0xFF) != DgtBytes.CLOCK_END_MESSAGE) {
            return new UnknownCommand(DgtBytes.CLOCK_MESSAGE, "clock frame without 03 ... 00 markers");
        }
        int code = body[1] & 0xFF;
        int n = body.length - 3;
        byte[] p = new byte[n];
        System.arraycopy(body, 2, p, 0, n);
        try {
            return switch (code) {
                case DgtBytes.CLOCK_DISPLAY -> {
                    need(code, p, 8);
                    int[] seg = new int[6];
                    for (int i = 0; i < 6; i++) {
                        seg[i] = p[i] & 0xFF;
                    }
                    yield new SegmentDisplay(seg, p[6] & 0xFF, (p[7] & 0x02) != 0);
                }
                case DgtBytes.CLOCK_ICONS -> {
                    need(code, p, 8);
                    yield new Icons(new int[] {p[0] & 0xFF, p[1] & 0xFF, p[2] & 0xFF, p[3] & 0xFF, p[4] & 0xFF});
                }
                case DgtBytes.CLOCK_END -> new EndDisplay();
                case DgtBytes.CLOCK_BUTTON -> new ButtonQuery();
                case DgtBytes.CLOCK_VERSION -> new VersionQuery();
                case DgtBytes.CLOCK_SETNRUN -> {
                    need(code, p, 7);
                    yield new SetAndRun(hms(p, 0), hms(p, 3), p[6] & 0xFF);
                }
                case DgtBytes.CLOCK_BEEP -> {
                    need(code, p, 1);
                    yield new Beep(p[0] & 0x7F);
                }
                case DgtBytes.CLOCK_ASCII -> {
                    need(code, p, AsciiText.WIDTH + 1);
                    StringBuilder text = new StringBuilder();
                    for (int i = 0; i < AsciiText.WIDTH; i++) {
                        int c = p[i] & 0xFF;
                        text.append(c >= 0x20 && c <= 0x7E ? (char) c : ' ');
                    }
                    yield new AsciiText(text.toString(), Math.min(p[AsciiText.WIDTH] & 0xFF, 15));
                }
                default -> new UnknownCommand(DgtBytes.CLOCK_MESSAGE, String.format("clock command %02X", code));
            };
        } catch (IllegalArgumentException e) {
            return new UnknownCommand(DgtBytes.CLOCK_MESSAGE, e.getMessage());
        }
    }

    private static int hms(byte[] p, int at) {
        // bit 4 of the hours byte means "count up" on the clock; Touchmove reads the time only
        return (p[at] & 0x0F) * 3600 + (p[at + 1] & 0x7F) * 60 + (p[at + 2] & 0x7F);
    }

    private static void need(int code, byte[] payload, int length) {
        if (payload.length != length) {
            throw new IllegalArgumentException(String.format("clock command %02X carries %d bytes, expected %d",
                    code, payload.length, length));
        }
    }
}
