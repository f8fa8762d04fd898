package org.touchmove.firmware.interpret;

/** What completed a move. */
public enum CompletedBy {
    /** The player pressed his clock (Art. 6.2.1). */
    CLOCK_PRESS,
    /** No clock (or a move that ends the game): the board stood still in the position after the move. */
    STANDSTILL,
    /**
     * The move was made but not completed (no press, or a reply faster than the standstill time) and
     * the opponent started his reply: the move stands (Art. 4.7) and is recorded then.
     */
    NEXT_MOVE,
    /** The arbiter chose the move (an ambiguous board resolved by {@code arbiterChooseMove}). */
    ARBITER
}
