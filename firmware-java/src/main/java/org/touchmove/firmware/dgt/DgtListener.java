package org.touchmove.firmware.dgt;

import org.touchmove.hal.ClockButton;

/** What a {@link DgtBoardSource} tells the emulation; called on the source's thread. */
public interface DgtListener {

    /** Some squares changed; the emulation diffs against what it last reported. */
    default void boardChanged(BoardPicture picture) {
    }

    default void clockChanged(ClockPicture clock) {
    }

    default void gameEnded(DgtResult result) {
    }

    /** A game begins (the board picture follows): the emulation starts a new move log. */
    default void newGame() {
    }

    /** A clock button other than the lever was pressed (PAUSE, MENU, PLUS, MINUS, OK). */
    default void buttonPressed(ClockButton button) {
    }
}
