package org.touchmove.hal.dgt.wire;

import java.util.SplittableRandom;

import org.touchmove.hal.property.SeededCases;

/**
 * Seeded inputs for fuzzing readers of DGT host commands: well-formed commands, and garbage a reader can tell
 * from them. In hal's test jar: the emulation in firmware-java reads the same commands.
 */
public final class DgtWireCases {

    private DgtWireCases() {
    }

    /** Any command a host may send, well formed. */
    public static HostCommand anyHostCommand(SplittableRandom r) {
        if (r.nextBoolean()) {
            return SeededCases.oneOf(r, BoardRequest.values());
        }
        return switch (r.nextInt(8)) {
            case 0 -> new ClockCommand.SetAndRun(r.nextInt(ClockCommand.SetAndRun.MAX_SECONDS + 1),
                    r.nextInt(ClockCommand.SetAndRun.MAX_SECONDS + 1), r.nextInt(8));
            case 1 -> new ClockCommand.Beep(r.nextInt(128));
            case 2 -> new ClockCommand.AsciiText(SeededCases.textOf(r, "abcdefgh 0123456789:+-.", 8), r.nextInt(16));
            case 3 -> new ClockCommand.EndDisplay();
            case 4 -> new ClockCommand.ButtonQuery();
            case 5 -> new ClockCommand.VersionQuery();
            case 6 -> new ClockCommand.SegmentDisplay(new int[] {r.nextInt(256), r.nextInt(256), r.nextInt(256),
                    r.nextInt(256), r.nextInt(256), r.nextInt(256)}, r.nextInt(256), r.nextBoolean());
            default -> new ClockCommand.Icons(new int[] {r.nextInt(256), r.nextInt(256), r.nextInt(256),
                    r.nextInt(256), r.nextInt(256)});
        };
    }

    /** Host bytes the board must answer with exactly one {@link UnknownCommand}, leaving no frame open. */
    public static byte[] hostGarbage(SplittableRandom r) {
        return switch (r.nextInt(5)) {
            case 0 -> {
                int b;
                do {
                    b = r.nextInt(256);
                } while (b == DgtBytes.CLOCK_MESSAGE || BoardRequest.ofWire(b) != null);
                yield new byte[] {(byte) b};
            }
            case 1 -> new byte[] {(byte) DgtBytes.CLOCK_MESSAGE,
                    (byte) (r.nextBoolean() ? r.nextInt(3) : 0x21 + r.nextInt(0xDF))}; // size out of 3..0x20
            case 2 -> { // no 03 ... 00 markers
                byte[] body = new byte[3 + r.nextInt(10)];
                for (int i = 0; i < body.length; i++) {
                    body[i] = (byte) r.nextInt(256);
                }
                body[0] = (byte) (DgtBytes.CLOCK_START_MESSAGE + 1 + r.nextInt(200));
                yield clockFrame(body);
            }
            case 3 -> clockFrame(new byte[] {DgtBytes.CLOCK_START_MESSAGE, (byte) (0x10 + r.nextInt(0x60)), 0});
            default -> clockFrame(new byte[] {DgtBytes.CLOCK_START_MESSAGE, DgtBytes.CLOCK_SETNRUN, 1, 2, 0});
        };
    }

    private static byte[] clockFrame(byte[] body) {
        byte[] f = new byte[body.length + 2];
        f[0] = (byte) DgtBytes.CLOCK_MESSAGE;
        f[1] = (byte) body.length;
        System.arraycopy(body, 0, f, 2, body.length);
        return f;
    }
}
