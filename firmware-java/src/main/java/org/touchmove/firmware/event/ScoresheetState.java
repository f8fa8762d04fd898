package org.touchmove.firmware.event;

/** Where a scoresheet is in its life; {@link #wireName()} is the {@code state} of the {@code scoresheet} event. */
public enum ScoresheetState {
    /** The game is being played: moves are added (an arbiter may still change the sheet, e.g. a header). */
    RECORDING("recording"),
    /** The result is recorded; the signatures are awaited (the sign-off gesture, docs/scoresheet.md). */
    AWAITING_SIGN_OFF("awaiting-sign-off"),
    /** Signed by everyone required: locked; only an arbiter command changes it, and each change is kept. */
    SIGNED("signed");

    private final String wireName;

    ScoresheetState(String wireName) {
        this.wireName = wireName;
    }

    /** The name in events ({@code scoresheet}, {@code state}). */
    public String wireName() {
        return wireName;
    }

    public static ScoresheetState fromWireName(String name) {
        for (ScoresheetState s : values()) {
            if (s.wireName.equals(name)) {
                return s;
            }
        }
        throw new IllegalArgumentException("not a scoresheet state: '" + name + "'");
    }
}
