package org.touchmove.hal.dgt.wire;

/**
 * The DGT 3000 / XL clock commands a host sends through the board ({@code 2B <size> 03 <cmd> ... 00}).
 * A clock answers each with an acknowledgement (a BWTIME message with the ack marker) whose ack1
 * echoes {@link #code()}; only one command may be outstanding at a time.
 */
public sealed interface ClockCommand extends HostCommand {

    /** The clock command byte, echoed as ack1 in the acknowledgement. */
    int code();

    /** XL-style seven-segment display: six digit masks (C, B, A, F, E, D in wire order), icons and beep. */
    record SegmentDisplay(int[] segments, int icons, boolean beep) implements ClockCommand {
        public SegmentDisplay {
            if (segments.length != 6) {
                throw new IllegalArgumentException("a segment display needs 6 digit masks, got " + segments.length);
            }
            segments = segments.clone();
        }

        @Override
        public int code() {
            return DgtBytes.CLOCK_DISPLAY;
        }
    }

    /** The DGT 3000 icons (time mode, periods, flags, ...), the five defined bytes of the frame. */
    record Icons(int[] bytes) implements ClockCommand {
        public Icons {
            if (bytes.length != 5) {
                throw new IllegalArgumentException("clock icons are 5 bytes, got " + bytes.length);
            }
            bytes = bytes.clone();
        }

        @Override
        public int code() {
            return DgtBytes.CLOCK_ICONS;
        }
    }

    /** Ends a text or segment display; the clock shows the times again. */
    record EndDisplay() implements ClockCommand {
        @Override
        public int code() {
            return DgtBytes.CLOCK_END;
        }
    }

    /** Asks which button is down. */
    record ButtonQuery() implements ClockCommand {
        @Override
        public int code() {
            return DgtBytes.CLOCK_BUTTON;
        }
    }

    /** Asks the clock's version; the ack carries it in ack2 (main in the high nibble, sub in the low). */
    record VersionQuery() implements ClockCommand {
        @Override
        public int code() {
            return DgtBytes.CLOCK_VERSION;
        }
    }

    /**
     * Sets both times and which side runs (binary h, m, s; honoured by a clock in mode 23).
     *
     * @param leftSeconds  the left display's time in whole seconds (hours 0..9)
     * @param rightSeconds the right display's time
     * @param flags        {@link DgtBytes#SETNRUN_LEFT_RUNS}, {@link DgtBytes#SETNRUN_RIGHT_RUNS},
     *                     {@link DgtBytes#SETNRUN_PAUSE}
     */
    record SetAndRun(int leftSeconds, int rightSeconds, int flags) implements ClockCommand {
        public static final int MAX_SECONDS = 9 * 3600 + 59 * 60 + 59;

        public SetAndRun {
            if (leftSeconds < 0 || leftSeconds > MAX_SECONDS || rightSeconds < 0 || rightSeconds > MAX_SECONDS) {
                throw new IllegalArgumentException("clock times must be 0.." + MAX_SECONDS + " s, got "
                        + leftSeconds + " and " + rightSeconds);
            }
        }

        @Override
        public int code() {
            return DgtBytes.CLOCK_SETNRUN;
        }
    }

    /** A beep of {@code units} x 64 ms. */
    record Beep(int units) implements ClockCommand {
        public Beep {
            if (units < 0 || units > 0x7F) {
                throw new IllegalArgumentException("beep length must be 0..127 units of 64 ms, got " + units);
            }
        }

        @Override
        public int code() {
            return DgtBytes.CLOCK_BEEP;
        }
    }

    /** DGT 3000 text: 8 ASCII characters (padded with spaces) and a beep of 0..15. */
    record AsciiText(String text, int beep) implements ClockCommand {
        public static final int WIDTH = 8;

        public AsciiText {
            if (text.length() > WIDTH) {
                throw new IllegalArgumentException("a DGT 3000 shows " + WIDTH + " characters, got '" + text + "'");
            }
            for (char c : text.toCharArray()) {
                if (c < 0x20 || c > 0x7E) {
                    throw new IllegalArgumentException("clock text must be printable ASCII, got '" + text + "'");
                }
            }
            if (beep < 0 || beep > 15) {
                throw new IllegalArgumentException("clock text beep must be 0..15, got " + beep);
            }
            text = String.format("%-" + WIDTH + "s", text);
        }

        @Override
        public int code() {
            return DgtBytes.CLOCK_ASCII;
        }
    }
}
