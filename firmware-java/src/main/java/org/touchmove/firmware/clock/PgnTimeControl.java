package org.touchmove.firmware.clock;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.touchmove.hal.text.Excerpt;

/**
 * The PGN {@code TimeControl} tag (PGN standard 9.6.1): "?" unknown, "-" none, and colon-separated
 * fields: "40/5400" (moves in seconds), "5400" (sudden death), "300+3" (with increment, also after
 * a move count: "40/5400+30"), "*180" (sandclock: hourglass). Seconds may carry up to three
 * decimals ("60+0.5"). Delays, byo-yomi and Canadian byo-yomi have no PGN form.
 */
public final class PgnTimeControl {

    private PgnTimeControl() {
    }

    /** Parses a tag value; errors name the offending field. */
    public static TimeControl parse(String tag) {
        if (tag == null) {
            throw new IllegalArgumentException("TimeControl tag must not be null");
        }
        String text = tag.strip();
        if (text.equals("?")) {
            return new TimeControl.Unknown();
        }
        if (text.equals("-")) {
            return new TimeControl.Untimed();
        }
        if (text.isEmpty()) {
            throw new IllegalArgumentException("TimeControl tag is empty (use '?' for unknown, '-' for none)");
        }
        String[] fields = text.split(":", -1);
        if (fields[0].startsWith("*")) {
            if (fields.length > 1) {
                throw new IllegalArgumentException("TimeControl '" + Excerpt.of(text) + "': a sandclock field ('*seconds')"
                        + " cannot be combined with other fields");
            }
            long sandclock = seconds(fields[0].substring(1), "sandclock time", fields[0], 1);
            try {
                return new TimeControl.Hourglass(sandclock);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("TimeControl '" + Excerpt.of(text) + "': " + e.getMessage(), e);
            }
        }
        List<Period> periods = new ArrayList<>();
        for (int i = 0; i < fields.length; i++) {
            periods.add(field(fields[i], i + 1, i == fields.length - 1));
        }
        try {
            return new TimeControl.Periods(periods);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("TimeControl '" + Excerpt.of(text) + "': " + e.getMessage(), e);
        }
    }

    private static Period field(String field, int index, boolean last) {
        if (field.isEmpty()) {
            throw new IllegalArgumentException("TimeControl field " + index + " is empty");
        }
        if (field.equals("?") || field.equals("-") || field.startsWith("*")) {
            throw new IllegalArgumentException("TimeControl field " + index + " '" + Excerpt.of(field)
                    + "': '?', '-' and '*' stand only alone");
        }
        int moves = 0;
        String rest = field;
        int slash = field.indexOf('/');
        if (slash >= 0) {
            String count = field.substring(0, slash);
            if (!count.matches("[0-9]{1,4}") || Integer.parseInt(count) == 0) {
                throw new IllegalArgumentException("TimeControl field " + index + " '" + Excerpt.of(field) + "': move count '"
                        + Excerpt.of(count) + "' is not a positive whole number");
            }
            moves = Integer.parseInt(count);
            rest = field.substring(slash + 1);
        } else if (!last) {
            throw new IllegalArgumentException("TimeControl field " + index + " '" + Excerpt.of(field)
                    + "': only the last field may be sudden death (without 'moves/')");
        }
        long increment = 0;
        int plus = rest.indexOf('+');
        if (plus >= 0) {
            increment = seconds(rest.substring(plus + 1), "increment", field, index);
            rest = rest.substring(0, plus);
        }
        long base = seconds(rest, "time", field, index);
        try {
            return new Period(moves, base, increment, DelayKind.NONE, 0);
        } catch (IllegalArgumentException e) {
            // A period's own limits (an increment over an hour): said with the field, or the user cannot find it.
            throw new IllegalArgumentException("TimeControl field " + index + " '" + Excerpt.of(field) + "': "
                    + e.getMessage(), e);
        }
    }

    /** Whole (or up to 3-decimal) seconds to milliseconds. */
    private static long seconds(String text, String what, String field, int index) {
        if (!text.matches("[0-9]{1,9}(\\.[0-9]{1,3})?")) {
            throw new IllegalArgumentException("TimeControl field " + index + " '" + Excerpt.of(field) + "': " + what + " '"
                    + Excerpt.of(text) + "' is not a number of seconds");
        }
        return new BigDecimal(text).movePointRight(3).longValueExact();
    }

    /** Writes the tag value; throws for modes PGN cannot express (delays, byo-yomi, Canadian). */
    public static String format(TimeControl control) {
        if (control instanceof TimeControl.Unknown) {
            return "?";
        }
        if (control instanceof TimeControl.Untimed) {
            return "-";
        }
        if (control instanceof TimeControl.Hourglass h) {
            return "*" + seconds(h.baseMs());
        }
        if (control instanceof TimeControl.Periods p) {
            StringBuilder out = new StringBuilder();
            for (Period period : p.periods()) {
                if (period.delayKind() != DelayKind.NONE) {
                    throw new IllegalArgumentException("a " + period.delayKind() + " delay has no PGN TimeControl"
                            + " form; use the configuration notation");
                }
                if (out.length() > 0) {
                    out.append(':');
                }
                if (!period.restOfGame()) {
                    out.append(period.moves()).append('/');
                }
                out.append(seconds(period.baseMs()));
                if (period.incrementMs() > 0) {
                    out.append('+').append(seconds(period.incrementMs()));
                }
            }
            return out.toString();
        }
        throw new IllegalArgumentException(control + " has no PGN TimeControl form; use the configuration notation");
    }

    /** {@link #format}, or "?" where PGN cannot express the control. */
    public static String formatOrUnknown(TimeControl control) {
        return hasPgnForm(control) ? format(control) : "?";
    }

    /** False for delays, byo-yomi and Canadian byo-yomi, which the tag cannot express. */
    public static boolean hasPgnForm(TimeControl control) {
        if (control instanceof TimeControl.Periods p) {
            return p.periods().stream().allMatch(period -> period.delayKind() == DelayKind.NONE);
        }
        return !(control instanceof TimeControl.ByoYomi) && !(control instanceof TimeControl.Canadian);
    }

    private static String seconds(long ms) {
        return BigDecimal.valueOf(ms).movePointLeft(3).stripTrailingZeros().toPlainString();
    }
}
