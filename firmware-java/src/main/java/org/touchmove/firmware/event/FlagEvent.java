package org.touchmove.firmware.event;

import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Mateability;

/**
 * A flag fell (Art. 6.9), stamped with the exact millisecond it fell.
 *
 * @param side                  whose flag fell
 * @param opponentCanCheckmate  false where the opponent cannot checkmate by any series of legal moves
 *                              (the game is then drawn); true also while the question is open
 * @param opponentMateability   the rules core's answer; {@link Mateability#UNDECIDED} (not decided within its
 *                              budget): no result follows, the arbiter gives it
 */
public record FlagEvent(Color side, boolean opponentCanCheckmate, int atPly, Mateability opponentMateability)
        implements EventBody {

    /** A decided flag (the opponent can or cannot mate). */
    public FlagEvent(Color side, boolean opponentCanCheckmate, int atPly) {
        this(side, opponentCanCheckmate, atPly, opponentCanCheckmate ? Mateability.CAN_MATE : Mateability.CANNOT_MATE);
    }

    @Override
    public String type() {
        return "flag";
    }

    @Override
    public <R> R accept(Visitor<R> v) {
        return v.flag(this);
    }
}
