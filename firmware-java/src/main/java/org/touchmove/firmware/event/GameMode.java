package org.touchmove.firmware.event;

/** How strictly the interpreter treats a return to an earlier position. */
public enum GameMode {
    /** Takebacks are allowed: the board going back to an earlier position retracts moves. */
    CASUAL("casual"),
    /** FIDE over-the-board play: a retracted move is an irregularity for the arbiter. */
    TOURNAMENT("tournament");

    private final String wireName;

    GameMode(String wireName) {
        this.wireName = wireName;
    }

    /** The name in events ({@code new-game}, {@code mode}), the state view and the settings ({@code game.mode}). */
    public String wireName() {
        return wireName;
    }

    public static GameMode fromWireName(String name) {
        for (GameMode m : values()) {
            if (m.wireName.equals(name)) {
                return m;
            }
        }
        throw new IllegalArgumentException("not a game mode: '" + name + "'");
    }
}
