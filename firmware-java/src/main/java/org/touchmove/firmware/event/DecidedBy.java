package org.touchmove.firmware.event;

/** Who or what decided a game's result; {@link #wireName()} is the {@code decidedBy} of a {@code result} event. */
public enum DecidedBy {
    /** The rules core, automatically (checkmate, stalemate, dead position, Art. 9.6, Art. 7.5.5). */
    RULES("rules"),
    /** The clock: a flag fell (Art. 6.9). */
    CLOCK("clock"),
    /** The players' result gesture on the board (agreement or resignation). */
    RESULT_GESTURE("result-gesture"),
    /** The arbiter declared it. */
    ARBITER("arbiter");

    private final String wireName;

    DecidedBy(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }

    /** The decider a {@code result} event names; an unknown name is an error naming it. */
    public static DecidedBy fromWireName(String name) {
        for (DecidedBy d : values()) {
            if (d.wireName.equals(name)) {
                return d;
            }
        }
        throw new IllegalArgumentException("not a decider of results: '" + name + "'");
    }
}
