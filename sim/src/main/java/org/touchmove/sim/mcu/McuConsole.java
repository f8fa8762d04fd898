package org.touchmove.sim.mcu;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;

import org.touchmove.hal.ClockButton;
import org.touchmove.hal.Occupancy;
import org.touchmove.hal.Squares;
import org.touchmove.hal.TimeSource;

/**
 * A pretend serial board for trying the serial provider without hardware: plays the device on one
 * end of a pseudo-terminal and takes commands on stdin. Square names use identity wiring
 * (sensor i = square i). Start a pair with
 * {@code socat -d -d pty,raw,echo=0,link=/tmp/board pty,raw,echo=0,link=/tmp/host} and point
 * {@code serial.port} at /tmp/host.
 *
 * <p>Commands: {@code hello}, {@code start} (starting position), {@code empty}, {@code lift e2},
 * {@code place e4}, {@code occ <hex sensor mask>}, {@code press white}, {@code down black},
 * {@code up black}, {@code beat}, {@code fault flip|truncate|skip|garbage|repeat}, {@code quit}.
 */
public final class McuConsole {

    private final McuEmulator mcu;
    private final PrintStream out;
    private long sensors;

    McuConsole(McuEmulator mcu, PrintStream out) {
        this.mcu = mcu;
        this.out = out;
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: McuConsole <pty path>   then type commands (help lists them)");
            System.exit(2);
        }
        try (McuEmulator mcu = McuEmulator.onDevice(Path.of(args[0]), TimeSource.system())) {
            McuConsole console = new McuConsole(mcu, System.out);
            mcu.hello();
            BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            String line;
            while ((line = in.readLine()) != null && console.execute(line)) {
                // one command per line
            }
        }
    }

    /** Runs one command; returns false on quit. A bad command is reported, never half-applied. */
    boolean execute(String line) throws IOException {
        String[] words = line.trim().toLowerCase(Locale.ROOT).split("\\s+");
        try {
            switch (words[0]) {
                case "" -> { }
                case "quit" -> {
                    return false;
                }
                case "hello" -> mcu.hello();
                case "start" -> occupancy(Occupancy.START.bits());
                case "empty" -> occupancy(0L);
                case "lift" -> occupancy(sensors & ~(1L << Squares.parse(argument(words))));
                case "place" -> occupancy(sensors | 1L << Squares.parse(argument(words)));
                case "occ" -> occupancy(Long.parseUnsignedLong(argument(words), 16));
                case "press" -> mcu.press(ClockButton.parse(argument(words)));
                case "down" -> mcu.button(ClockButton.parse(argument(words)), true);
                case "up" -> mcu.button(ClockButton.parse(argument(words)), false);
                case "beat" -> mcu.heartbeat();
                case "fault" -> mcu.inject(fault(argument(words)));
                default -> throw new IllegalArgumentException("unknown command '" + words[0]
                        + "' (hello, start, empty, lift SQ, place SQ, occ HEX, press|down|up BUTTON, beat, "
                        + "fault flip|truncate|skip|garbage|repeat, quit)");
            }
        } catch (IllegalArgumentException e) {
            out.println("error: " + e.getMessage());
        }
        return true;
    }

    private void occupancy(long bits) throws IOException {
        mcu.occupancy(bits);
        sensors = bits;
    }

    private static String argument(String[] words) {
        if (words.length != 2) {
            throw new IllegalArgumentException("'" + words[0] + "' takes one argument");
        }
        return words[1];
    }

    private static Fault fault(String name) {
        return switch (name) {
            case "flip" -> new Fault.FlipBit(6, 0);
            case "truncate" -> new Fault.Truncate(6);
            case "skip" -> new Fault.SkipSequence(1);
            case "garbage" -> new Fault.GarbageBefore(new byte[] {0x00, (byte) 0xA5, 0x55});
            case "repeat" -> new Fault.Repeat();
            default -> throw new IllegalArgumentException("unknown fault '" + name
                    + "' (flip, truncate, skip, garbage, repeat)");
        };
    }
}
