package org.touchmove.firmware.interpret;

import java.util.Locale;

/** The irregularities the interpreter reports; {@link #wireName()} is the name used in events. */
public enum IrregularityKind {
    ILLEGAL_MOVE,
    TOUCH_MOVE,
    CASTLING_ROOK_FIRST,
    DISPLACED_PIECES,
    AMBIGUOUS_MOVE,
    TAKEBACK;

    /** "illegal-move", "touch-move", "castling-rook-first", "displaced-pieces", "ambiguous-move", "takeback". */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
