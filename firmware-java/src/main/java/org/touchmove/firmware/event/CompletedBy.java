package org.touchmove.firmware.event;

/** What completed a move. */
public enum CompletedBy {
    /** The player pressed his clock (Art. 6.2.1). */
    CLOCK_PRESS("clock-press"),
    /** No clock (or a move that ends the game): the board stood still in the position after the move. */
    STANDSTILL("standstill"),
    /**
     * The move was made but not completed (no press, or a reply faster than the standstill time) and
     * the opponent started his reply: the move stands (Art. 4.7) and is recorded then.
     */
    NEXT_MOVE("next-move"),
    /** The arbiter chose the move (an ambiguous board resolved by {@code arbiterChooseMove}). */
    ARBITER("arbiter");

    private final String wireName;

    CompletedBy(String wireName) {
        this.wireName = wireName;
    }

    /** The name in events ({@code move}, {@code completedBy}). */
    public String wireName() {
        return wireName;
    }

    public static CompletedBy fromWireName(String name) {
        for (CompletedBy c : values()) {
            if (c.wireName.equals(name)) {
                return c;
            }
        }
        throw new IllegalArgumentException("not a move completion: '" + name + "'");
    }
}
