package org.touchmove.firmware.dgt;

import org.touchmove.hal.dgt.wire.DgtPiece;

/** What Touchmove knows of one square: empty, a known chessman, or occupied by a piece it cannot name. */
public sealed interface SquareView {

    SquareView EMPTY = new Empty();
    SquareView UNKNOWN = new OccupiedUnknown();

    record Empty() implements SquareView {
    }

    /** The sensors see a piece here and the tracked game says which one. */
    record Known(DgtPiece piece) implements SquareView {
        public Known {
            if (!piece.isChessman()) {
                throw new IllegalArgumentException("a square holds a chessman, not " + piece);
            }
        }
    }

    /** The sensors see a piece here, but which one is not known (never guessed). */
    record OccupiedUnknown() implements SquareView {
    }
}
