package org.touchmove.firmware.event;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;

/**
 * An event's {@code ts} as written (docs/events.md): UTC, whole milliseconds, always three fraction digits,
 * {@code 2026-03-01T14:02:07.120Z}. Written by hand into 24 characters for the years 0000-9999, the text
 * {@code DateTimeFormatter} gives for the pattern {@code uuuu-MM-dd'T'HH:mm:ss.SSS'Z'}, which took a date-time, a
 * {@code BigDecimal} for the fraction and two builders on every event of a move (docs/performance.md, issue 31); other
 * years go through that formatter.
 */
final class EventTimestamp {

    /** The characters of a timestamp of the years 0000-9999. */
    static final int LENGTH = 24;

    private static final DateTimeFormatter ISO_MILLIS =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);
    private static final int SECONDS_PER_DAY = 86_400;

    private EventTimestamp() {
    }

    /**
     * Writes {@code ts} truncated to milliseconds into {@code out} (at least {@link #LENGTH} long) and returns the
     * characters written, or returns -1 and writes nothing for a year outside 0000-9999 (then use {@link #format}).
     */
    static int write(Instant ts, char[] out) {
        long epochSecond = ts.getEpochSecond();
        long epochDay = Math.floorDiv(epochSecond, SECONDS_PER_DAY);
        LocalDate date = LocalDate.ofEpochDay(epochDay);
        int year = date.getYear();
        if (year < 0 || year > 9999) {
            return -1;
        }
        int secondOfDay = Math.floorMod(epochSecond, SECONDS_PER_DAY);
        int millis = ts.getNano() / 1_000_000;
        digits(out, 0, year, 4);
        out[4] = '-';
        digits(out, 5, date.getMonthValue(), 2);
        out[7] = '-';
        digits(out, 8, date.getDayOfMonth(), 2);
        out[10] = 'T';
        digits(out, 11, secondOfDay / 3600, 2);
        out[13] = ':';
        digits(out, 14, secondOfDay / 60 % 60, 2);
        out[16] = ':';
        digits(out, 17, secondOfDay % 60, 2);
        out[19] = '.';
        digits(out, 20, millis, 3);
        out[23] = 'Z';
        return LENGTH;
    }

    /** The same text through {@code DateTimeFormatter}, for any year. */
    static String format(Instant ts) {
        return ISO_MILLIS.format(ts.truncatedTo(ChronoUnit.MILLIS));
    }

    private static void digits(char[] out, int at, int value, int width) {
        for (int i = at + width - 1; i >= at; i--) {
            out[i] = (char) ('0' + value % 10);
            value /= 10;
        }
    }
}
