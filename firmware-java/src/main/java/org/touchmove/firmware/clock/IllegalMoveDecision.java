package org.touchmove.firmware.clock;

import org.touchmove.firmware.rules.Color;

/**
 * What the arbiter does after a completed illegal move (Art. 7.5.5): give the opponent time, or end
 * the game. {@code count} is the offender's number of completed illegal moves, this one included.
 */
public sealed interface IllegalMoveDecision {

    Color offender();

    int count();

    /** The opponent of the offender gets {@code bonusMs}; the game goes on. */
    record TimeBonus(Color offender, int count, long bonusMs) implements IllegalMoveDecision {
        public Color beneficiary() {
            return offender.opposite();
        }
    }

    /** The game ends with {@code verdict} (a loss for the offender, or a draw). */
    record GameOver(Color offender, int count, Verdict verdict) implements IllegalMoveDecision {
    }
}
