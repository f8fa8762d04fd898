package org.touchmove.firmware.dgt;

import org.touchmove.firmware.rules.Color;

/**
 * The board and clock a DGT host is shown. The board runtime implements it; today
 * {@link TrackedBoardSource} builds one from the controller's events.
 */
public interface DgtBoardSource {

    /** Per square: the piece as far as known, from the tracked position and the sensors' occupancy. */
    BoardPicture picture();

    /** Both times, the running side, the lever and the flags. */
    ClockPicture clock();

    /** The side to move in the game shown (the clock's turn while it is stopped). */
    default Color toMove() {
        return Color.WHITE;
    }

    /** The result of the game, once it ended; null while it goes on or before a game. */
    DgtResult result();

    void subscribe(DgtListener listener);

    void unsubscribe(DgtListener listener);
}
