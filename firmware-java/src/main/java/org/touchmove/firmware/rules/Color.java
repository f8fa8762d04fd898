package org.touchmove.firmware.rules;

import java.util.Locale;

/** The two sides (Art. 1.2: White and Black). */
public enum Color {
    WHITE,
    BLACK;

    public Color opposite() {
        return this == WHITE ? BLACK : WHITE;
    }

    /** "white" or "black", as in events and scripts. */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The side a wire name names: exactly "white" or "black" (a snapshot's {@code running}). */
    public static Color fromWireName(String name) {
        for (Color c : values()) {
            if (c.wireName().equals(name)) {
                return c;
            }
        }
        throw new IllegalArgumentException("not a side: '" + name + "'");
    }

    /** Parses "white"/"black" (any case) or "w"/"b". */
    public static Color parse(String text) {
        switch (text.toLowerCase(Locale.ROOT)) {
            case "white", "w" -> {
                return WHITE;
            }
            case "black", "b" -> {
                return BLACK;
            }
            default -> throw new IllegalArgumentException("not a side: '" + text + "' (expected white or black)");
        }
    }
}
