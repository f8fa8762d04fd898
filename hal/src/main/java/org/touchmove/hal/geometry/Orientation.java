package org.touchmove.hal.geometry;

import java.util.Locale;

/** Which way round the board is mounted relative to its wiring map. */
public enum Orientation {
    /** White plays from the end the wiring map calls rank 1. */
    STANDARD,
    /** The board is turned 180 degrees: White plays from the end the wiring map calls rank 8. */
    ROTATED;

    int apply(int square) {
        return this == STANDARD ? square : 63 - square;
    }

    public String configName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Orientation parse(String text) {
        for (Orientation o : values()) {
            if (o.configName().equals(text.trim().toLowerCase(Locale.ROOT))) {
                return o;
            }
        }
        throw new IllegalArgumentException("unknown orientation '" + text + "' (expected standard or rotated)");
    }
}
