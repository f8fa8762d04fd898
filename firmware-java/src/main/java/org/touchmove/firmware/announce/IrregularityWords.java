package org.touchmove.firmware.announce;

import org.touchmove.firmware.event.IrregularityKind;

/** The phrase of each irregularity kind: every kind a board reports can be said. */
final class IrregularityWords {

    private IrregularityWords() {
    }

    static Phrase phrase(IrregularityKind kind) {
        return switch (kind) {
            case ILLEGAL_MOVE -> Phrase.IRREGULARITY_ILLEGAL_MOVE;
            case TOUCH_MOVE -> Phrase.IRREGULARITY_TOUCH_MOVE;
            case CASTLING_ROOK_FIRST -> Phrase.IRREGULARITY_CASTLING_ROOK_FIRST;
            case DISPLACED_PIECES -> Phrase.IRREGULARITY_DISPLACED_PIECES;
            case AMBIGUOUS_MOVE -> Phrase.IRREGULARITY_AMBIGUOUS_MOVE;
            case TAKEBACK -> Phrase.IRREGULARITY_TAKEBACK;
            case PRESS_WITHOUT_MOVE -> Phrase.IRREGULARITY_PRESS_WITHOUT_MOVE;
        };
    }
}
