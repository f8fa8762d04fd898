package org.touchmove.firmware.clock;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.touchmove.hal.text.Excerpt;

/**
 * The readable configuration form of a time control, for every mode (docs/time-controls.md):
 * <pre>
 *   5m                      sudden death
 *   3m+2s                   Fischer
 *   5m d3s / 5m b3s         US (simple) delay / Bronstein delay
 *   40/90m+30s, 30m+30s     periods, separated by commas
 *   hourglass 3m            hourglass
 *   60m byo 5x30s           byo-yomi: main time, then 5 periods of 30 s
 *   canadian 60m 10/5m      Canadian byo-yomi: main time, then 10 moves per 5 minutes
 *   upcount                 no time control: the clock counts up (PGN "-")
 * </pre>
 * Durations are units in decreasing order: {@code h}, {@code m}, {@code s}, {@code ms}
 * ("1h30m", "2m30s", "500ms"). The written form uses minutes and seconds ("90m", never "1h30m").
 */
public final class TimeControlNotation {

    private static final Pattern DURATION = Pattern.compile("(?:([0-9]+)h)?(?:([0-9]+)m(?!s))?(?:([0-9]+)s)?(?:([0-9]+)ms)?");
    private static final Pattern PERIOD = Pattern.compile("(?:([0-9]+)/)?([0-9hms]+)(?:\\+([0-9hms]+))?(?: ([db])([0-9hms]+))?");
    private static final Pattern BYO = Pattern.compile("([0-9hms]+) byo ([0-9]+)x([0-9hms]+)");
    private static final Pattern CANADIAN = Pattern.compile("canadian ([0-9hms]+) ([0-9]+)/([0-9hms]+)");
    private static final Pattern HOURGLASS = Pattern.compile("hourglass ([0-9hms]+)");

    private TimeControlNotation() {
    }

    /** Parses the configuration form; errors name the offending part. */
    public static TimeControl parse(String notation) {
        if (notation == null || notation.isBlank()) {
            throw new IllegalArgumentException("time control is empty (examples: '5m+3s', '60m byo 5x30s')");
        }
        String text = notation.strip().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
        try {
            if (text.equals("upcount")) {
                return new TimeControl.Untimed();
            }
            Matcher m = HOURGLASS.matcher(text);
            if (m.matches()) {
                return new TimeControl.Hourglass(duration(m.group(1)));
            }
            m = BYO.matcher(text);
            if (m.matches()) {
                return new TimeControl.ByoYomi(duration(m.group(1)), count(m.group(2), "byo-yomi periods"),
                        duration(m.group(3)));
            }
            m = CANADIAN.matcher(text);
            if (m.matches()) {
                return new TimeControl.Canadian(duration(m.group(1)), count(m.group(2), "Canadian moves"),
                        duration(m.group(3)));
            }
            if (text.startsWith("hourglass") || text.startsWith("canadian") || text.contains(" byo")) {
                throw new IllegalArgumentException("expected 'hourglass 3m', 'canadian 60m 10/5m' or '60m byo 5x30s'");
            }
            List<Period> periods = new ArrayList<>();
            String[] parts = text.split(" ?, ?", -1);
            for (int i = 0; i < parts.length; i++) {
                periods.add(period(parts[i], i + 1));
            }
            return new TimeControl.Periods(periods);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("time control '" + Excerpt.of(notation.strip()) + "': " + e.getMessage(), e);
        }
    }

    private static Period period(String part, int index) {
        Matcher m = PERIOD.matcher(part);
        if (!m.matches()) {
            throw new IllegalArgumentException("period " + index + " '" + Excerpt.of(part)
                    + "' is not [moves/]time[+increment][ dDelay| bDelay]");
        }
        int moves = m.group(1) == null ? 0 : count(m.group(1), "moves in period " + index);
        long base = duration(m.group(2));
        long increment = m.group(3) == null ? 0 : duration(m.group(3));
        DelayKind kind = DelayKind.NONE;
        long delay = 0;
        if (m.group(4) != null) {
            kind = m.group(4).equals("d") ? DelayKind.SIMPLE : DelayKind.BRONSTEIN;
            delay = duration(m.group(5));
        }
        return new Period(moves, base, increment, kind, delay);
    }

    private static int count(String digits, String what) {
        if (digits.length() > 4 || Integer.parseInt(digits) == 0) {
            throw new IllegalArgumentException(what + " '" + Excerpt.of(digits) + "' must be between 1 and 9999");
        }
        return Integer.parseInt(digits);
    }

    /** "1h30m", "90m", "2m30s", "500ms" to milliseconds. */
    static long duration(String text) {
        Matcher m = DURATION.matcher(text);
        if (text.isEmpty() || !m.matches()) {
            throw new IllegalArgumentException("duration '" + Excerpt.of(text) + "' is not like 90m, 1h30m, 2m30s or 500ms"
                    + " (units h, m, s, ms, largest first)");
        }
        long ms = 0;
        long[] unit = {3_600_000L, 60_000L, 1_000L, 1L};
        for (int g = 1; g <= 4; g++) {
            if (m.group(g) != null) {
                if (m.group(g).length() > 9) {
                    throw new IllegalArgumentException("duration '" + Excerpt.of(text) + "' is too long");
                }
                ms += Long.parseLong(m.group(g)) * unit[g - 1];
            }
        }
        return ms;
    }

    /** Writes the configuration form; {@code parse(format(c))} equals {@code c}. */
    public static String format(TimeControl control) {
        if (control instanceof TimeControl.Untimed) {
            return "upcount";
        }
        if (control instanceof TimeControl.Hourglass h) {
            return "hourglass " + duration(h.baseMs());
        }
        if (control instanceof TimeControl.ByoYomi b) {
            return duration(b.mainMs()) + " byo " + b.periods() + "x" + duration(b.periodMs());
        }
        if (control instanceof TimeControl.Canadian c) {
            return "canadian " + duration(c.mainMs()) + " " + c.moves() + "/" + duration(c.blockMs());
        }
        if (control instanceof TimeControl.Periods p) {
            List<String> parts = new ArrayList<>();
            for (Period period : p.periods()) {
                StringBuilder out = new StringBuilder();
                if (!period.restOfGame()) {
                    out.append(period.moves()).append('/');
                }
                out.append(duration(period.baseMs()));
                if (period.incrementMs() > 0) {
                    out.append('+').append(duration(period.incrementMs()));
                }
                if (period.delayKind() != DelayKind.NONE) {
                    out.append(period.delayKind() == DelayKind.SIMPLE ? " d" : " b").append(duration(period.delayMs()));
                }
                parts.add(out.toString());
            }
            return String.join(", ", parts);
        }
        throw new IllegalArgumentException(control + " has no configuration form (PGN '?': unknown)");
    }

    /** Milliseconds as minutes, seconds and milliseconds, largest first: "90m", "2m30s", "0s". */
    static String duration(long ms) {
        if (ms == 0) {
            return "0s";
        }
        StringBuilder out = new StringBuilder();
        long minutes = ms / 60_000L;
        long seconds = ms / 1_000L % 60;
        long millis = ms % 1_000L;
        if (minutes > 0) {
            out.append(minutes).append('m');
        }
        if (seconds > 0) {
            out.append(seconds).append('s');
        }
        if (millis > 0) {
            out.append(millis).append("ms");
        }
        return out.toString();
    }
}
