package org.touchmove.firmware.event;

/** Why a {@code clock} event was published; {@link #wireName()} is its {@code cause} in docs/events.md. */
public enum ClockCause {
    /** The clock was started (Art. 6.5): the first clock of the game runs. */
    START("start"),
    /** A player pressed his clock, completing his move (Art. 6.2.1). */
    PRESS("press"),
    /** A routine reading while a clock runs, at most once a second. */
    TICK("tick"),
    /** The arbiter (or a resumed board) paused the clock (Art. 6.11.1). */
    PAUSE("pause"),
    /** The paused clock runs again. */
    RESUME("resume"),
    /** The arbiter adjusted a time (Art. 6.10.2). */
    ADJUST("adjust"),
    /** Time added to the opponent after an illegal move (Art. 7.5.5). */
    PENALTY("penalty"),
    /** A flag fell (Art. 6.9). */
    FLAG("flag"),
    /** The game ended and the clock stopped. */
    STOP("stop");

    private final String wireName;

    ClockCause(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }

    /** The cause a {@code clock} event names; an unknown name is an error naming it. */
    public static ClockCause fromWireName(String name) {
        for (ClockCause c : values()) {
            if (c.wireName.equals(name)) {
                return c;
            }
        }
        throw new IllegalArgumentException("not a clock cause: '" + name + "'");
    }
}
