package org.touchmove.firmware.rules;

/** Why a game ended; {@link #wireName()} is the name used in events and PGN tags. */
public enum Termination {
    /** Art. 5.1.1. */
    CHECKMATE("checkmate"),
    /** Art. 5.2.1. */
    STALEMATE("stalemate"),
    /** Art. 5.2.2. */
    DEAD_POSITION("dead-position"),
    /** Art. 9.6.1. */
    FIVEFOLD_REPETITION("fivefold-repetition"),
    /** Art. 9.6.2. */
    SEVENTY_FIVE_MOVES("seventy-five-moves"),
    /** Art. 6.9: flag fell and the opponent can checkmate. */
    TIME_FORFEIT("time-forfeit"),
    /** Art. 6.9: flag fell but the opponent cannot checkmate by any series of legal moves. */
    TIME_FORFEIT_DRAW("time-forfeit-draw"),
    /** Art. 7.5.5. */
    ILLEGAL_MOVES("illegal-moves"),
    /** Art. 5.2.3 / 9.1. */
    AGREEMENT("agreement"),
    /** Art. 5.1.2. */
    RESIGNATION("resignation"),
    /** Arbiter's decision. */
    ARBITER("arbiter"),
    /** Art. 9.2: claimed. */
    THREEFOLD_REPETITION("threefold-repetition"),
    /** Art. 9.3: claimed. */
    FIFTY_MOVES("fifty-moves");

    private final String wireName;

    Termination(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }

    public static Termination fromWireName(String name) {
        for (Termination t : values()) {
            if (t.wireName.equals(name)) {
                return t;
            }
        }
        throw new IllegalArgumentException("not a termination: '" + name + "'");
    }
}
