package org.touchmove.firmware.app;

import java.util.Locale;

/** How strictly the controller treats a return to an earlier position. */
public enum GameMode {
    /** Under the FIDE Laws: a takeback is an irregularity for the arbiter. */
    TOURNAMENT,
    /** Friendly play: a return to an earlier position takes the moves back. */
    CASUAL;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static GameMode parse(String text) {
        for (GameMode m : values()) {
            if (m.wireName().equals(text.trim().toLowerCase(Locale.ROOT))) {
                return m;
            }
        }
        throw new IllegalArgumentException("game.mode must be tournament or casual, not '" + text + "'");
    }
}
