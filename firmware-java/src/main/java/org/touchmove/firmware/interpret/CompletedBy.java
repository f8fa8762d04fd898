package org.touchmove.firmware.interpret;

/** What completed a move. */
public enum CompletedBy {
    /** The player pressed his clock (Art. 6.2.1). */
    CLOCK_PRESS,
    /** No clock (or a move that ends the game): the board stood still in the position after the move. */
    STANDSTILL,
    /** The arbiter chose the move (an ambiguous board resolved by {@code arbiterChooseMove}). */
    ARBITER
}
