package org.touchmove.firmware.event;

import java.util.Locale;

/** What an announcement is about; {@link #wireName()} is the {@code kind} of the {@code announce} event. */
public enum AnnouncementKind {
    /** A completed move (Appendix D.2.1). */
    MOVE("move"),
    /** Both remaining times and the number of moves, on request (Appendix D: the clock announces them). */
    TIME("time"),
    /** A flag fell (Art. 6.9). */
    FLAG("flag"),
    /** An irregularity the board reports for the arbiter. */
    IRREGULARITY("irregularity"),
    /** The game ended. */
    RESULT("result");

    private final String wireName;

    AnnouncementKind(String wireName) {
        this.wireName = wireName;
    }

    /** The name in events ({@code announce}, {@code kind}) and in the {@code announce.kinds} setting. */
    public String wireName() {
        return wireName;
    }

    /** The kind an event names: exactly its wire name. */
    public static AnnouncementKind fromWireName(String name) {
        for (AnnouncementKind k : values()) {
            if (k.wireName.equals(name)) {
                return k;
            }
        }
        throw new IllegalArgumentException("not an announcement kind: '" + name + "'");
    }

    /**
     * Parses a name a person wrote in the settings ("move", " Time ", ...); anything else is an error naming the
     * valid ones.
     */
    public static AnnouncementKind parse(String name) {
        String wire = name.trim().toLowerCase(Locale.ROOT);
        for (AnnouncementKind k : values()) {
            if (k.wireName.equals(wire)) {
                return k;
            }
        }
        throw new IllegalArgumentException("not an announcement kind: '" + name
                + "' (expected move, time, flag, irregularity or result)");
    }
}
