package org.touchmove.firmware.announce;

import java.util.Locale;

/** What an announcement is about; {@link #wireName()} is the {@code kind} of the {@code announce} event. */
public enum AnnouncementKind {
    /** A completed move (Appendix D.2.1). */
    MOVE,
    /** Both remaining times and the number of moves, on request (Appendix D: the clock announces them). */
    TIME,
    /** A flag fell (Art. 6.9). */
    FLAG,
    /** An irregularity the board reports for the arbiter. */
    IRREGULARITY,
    /** The game ended. */
    RESULT;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Parses a wire name ("move", "time", ...); anything else is an error naming the valid ones. */
    public static AnnouncementKind parse(String name) {
        for (AnnouncementKind k : values()) {
            if (k.wireName().equals(name.trim().toLowerCase(Locale.ROOT))) {
                return k;
            }
        }
        throw new IllegalArgumentException("not an announcement kind: '" + name
                + "' (expected move, time, flag, irregularity or result)");
    }
}
