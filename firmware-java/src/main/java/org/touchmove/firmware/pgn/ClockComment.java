package org.touchmove.firmware.pgn;

import java.time.Duration;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The {@code [%clk h:mm:ss(.f)]} command inside a PGN comment (remaining time after the move). */
final class ClockComment {

    private static final Pattern CLK = Pattern.compile("\\[%clk\\s+(\\d{1,6}):(\\d{1,2}):(\\d{1,2})(?:\\.(\\d{1,3}))?\\s*]");

    private ClockComment() {
    }

    static Optional<Duration> find(String comment) {
        Matcher m = CLK.matcher(comment);
        if (!m.find()) {
            return Optional.empty();
        }
        long millis = Long.parseLong(m.group(1)) * 3_600_000L + Long.parseLong(m.group(2)) * 60_000L
                + Long.parseLong(m.group(3)) * 1000L;
        if (m.group(4) != null) {
            String f = (m.group(4) + "00").substring(0, 3);
            millis += Integer.parseInt(f);
        }
        return Optional.of(Duration.ofMillis(millis));
    }

    /** "[%clk 0:09:51.7]": h:mm:ss, plus the fraction only when there is one (ASCII digits, built by hand: once per
     *  move in every PGN snapshot, where String.format was a measurable share of the publisher's allocation). */
    static String format(Duration clock) {
        long millis = clock.toMillis();
        long h = millis / 3_600_000L;
        long m = millis / 60_000L % 60;
        long s = millis / 1000 % 60;
        long frac = millis % 1000;
        StringBuilder text = new StringBuilder(24).append("[%clk ").append(h).append(':');
        twoDigits(text, m).append(':');
        twoDigits(text, s);
        if (frac != 0) {
            text.append('.').append((char) ('0' + frac / 100));
            if (frac % 100 != 0) {
                text.append((char) ('0' + frac / 10 % 10));
                if (frac % 10 != 0) {
                    text.append((char) ('0' + frac % 10));
                }
            }
        }
        return text.append(']').toString();
    }

    private static StringBuilder twoDigits(StringBuilder text, long value) {
        return text.append((char) ('0' + value / 10)).append((char) ('0' + value % 10));
    }
}
