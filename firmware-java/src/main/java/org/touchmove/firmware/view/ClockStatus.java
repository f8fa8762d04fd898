package org.touchmove.firmware.view;

/**
 * The clock of a board's game as its {@code clock} events tell it. Unlike {@link Phase} it survives an open
 * irregularity, so the view knows which phase the game returns to when the irregularity closes.
 */
public enum ClockStatus {
    /** Set up; waiting for the arbiter's start (Art. 6.5) or Black's press. */
    NOT_STARTED("not-started"),
    RUNNING("running"),
    /** Art. 6.11.1: paused by the arbiter. */
    PAUSED("paused"),
    /** Stopped for good: the game ended on the board ({@code cause} {@code stop}). */
    STOPPED("stopped"),
    /** Art. 6.9: a flag fell. */
    FLAGGED("flagged");

    private final String wireName;

    ClockStatus(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }
}
