package org.touchmove.firmware.rules;

/**
 * The answer to "can this side still checkmate by any series of legal moves?" (Art. 5.2.2, 6.9, 7.5.5).
 * Exact where it answers: {@link #CAN_MATE} is backed by a helpmate that was found, {@link #CANNOT_MATE} by a
 * proof (material, a permanently blocked structure, or an exhausted search). {@link #UNDECIDED} means the
 * analysis ran out of its budget; it must never be read as either answer.
 */
public enum Mateability {
    /** A series of legal moves that ends in checkmate by this side was found. */
    CAN_MATE("can-mate"),
    /** Proven: no series of legal moves lets this side checkmate. */
    CANNOT_MATE("cannot-mate"),
    /** Not decided within the budget: the question stays open (an arbiter decides). */
    UNDECIDED("undecided");

    private final String wireName;

    Mateability(String wireName) {
        this.wireName = wireName;
    }

    /** The name in events ({@code flag}, {@code opponentMateability}). */
    public String wireName() {
        return wireName;
    }

    public static Mateability fromWireName(String name) {
        for (Mateability m : values()) {
            if (m.wireName.equals(name)) {
                return m;
            }
        }
        throw new IllegalArgumentException("not a mateability: '" + name + "'");
    }
}
