package org.touchmove.firmware.event;

import org.touchmove.firmware.rules.Color;

/**
 * Evidence of an irregularity for the arbiter: the board reports facts, the arbiter rules.
 *
 * @param kind    what was seen
 * @param article the FIDE Laws article it relates to, e.g. "7.5.1"
 * @param side    the side concerned, null where none
 * @param atPly   plies completed when it happened
 */
public record IrregularityEvent(IrregularityKind kind, String article, String detail, Color side, int atPly)
        implements EventBody {

    @Override
    public String type() {
        return "irregularity";
    }

    @Override
    public <R> R accept(Visitor<R> v) {
        return v.irregularity(this);
    }
}
