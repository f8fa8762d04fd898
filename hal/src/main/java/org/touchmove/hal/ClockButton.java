package org.touchmove.hal;

/** The physical buttons of a chess clock. A lever clock reports its two sides as WHITE and BLACK. */
public enum ClockButton {
    /** The button (or lever side) on White's side of the clock. */
    WHITE,
    /** The button (or lever side) on Black's side of the clock. */
    BLACK,
    PAUSE,
    MENU,
    PLUS,
    MINUS,
    OK;

    /** Parses the lowercase name used in scripts and configuration ("white", "plus", ...). */
    public static ClockButton parse(String name) {
        for (ClockButton b : values()) {
            if (b.name().equalsIgnoreCase(name)) {
                return b;
            }
        }
        throw new IllegalArgumentException("unknown clock button '" + name
                + "' (expected white, black, pause, menu, plus, minus or ok)");
    }

    public String wireName() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
