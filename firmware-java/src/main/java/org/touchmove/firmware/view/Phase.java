package org.touchmove.firmware.view;

/** Where a board's game stands, as its events tell it. */
public enum Phase {
    /** No game, or a game set up whose clock has not started. */
    WAITING("waiting"),
    RUNNING("running"),
    PAUSED("paused"),
    /** An irregularity waits for the board to be restored or for the arbiter (illegal move, displaced, takeback...). */
    IRREGULARITY_PENDING("irregularity-pending"),
    FINISHED("finished");

    private final String wireName;

    Phase(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }
}
