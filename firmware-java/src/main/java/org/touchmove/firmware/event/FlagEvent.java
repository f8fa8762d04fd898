package org.touchmove.firmware.event;

import org.touchmove.firmware.rules.Color;

/**
 * A flag fell (Art. 6.9), stamped with the exact millisecond it fell.
 *
 * @param side                  whose flag fell
 * @param opponentCanCheckmate  false where the opponent cannot checkmate by any series of legal moves
 *                              (the game is then drawn)
 */
public record FlagEvent(Color side, boolean opponentCanCheckmate, int atPly) implements EventBody {

    @Override
    public String type() {
        return "flag";
    }
}
