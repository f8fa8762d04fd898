package org.touchmove.firmware.event;

/**
 * The irregularities a board reports: those the interpreter finds and the controller's own press without a move;
 * {@link #wireName()} is the {@code kind} of an {@code irregularity} event (docs/events.md).
 */
public enum IrregularityKind {
    /** Art. 7.5.1. */
    ILLEGAL_MOVE("illegal-move"),
    /** Art. 4.3. */
    TOUCH_MOVE("touch-move"),
    /** Art. 4.4.2. */
    CASTLING_ROOK_FIRST("castling-rook-first"),
    /** Art. 7.4. */
    DISPLACED_PIECES("displaced-pieces"),
    /** The board cannot tell which move was made: the arbiter chooses. */
    AMBIGUOUS_MOVE("ambiguous-move"),
    /** Art. 4.7: a completed move taken back on the board. */
    TAKEBACK("takeback"),
    /** Art. 7.5.3: the clock pressed without a move. */
    PRESS_WITHOUT_MOVE("press-without-move");

    private final String wireName;

    IrregularityKind(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }

    /** The kind an {@code irregularity} event names; an unknown name is an error naming it. */
    public static IrregularityKind fromWireName(String name) {
        for (IrregularityKind k : values()) {
            if (k.wireName.equals(name)) {
                return k;
            }
        }
        throw new IllegalArgumentException("not an irregularity kind: '" + name + "'");
    }
}
