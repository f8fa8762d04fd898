package org.touchmove.firmware.view;

import org.touchmove.firmware.event.IrregularityKind;

/** Which reported irregularities leave the board waiting (docs/state-view.md, "Irregularities"). */
final class IrregularityKinds {

    private IrregularityKinds() {
    }

    /**
     * True for evidence the arbiter may rule on later while the game goes on: nothing on the board waits for it.
     * Art. 4.3 touch-move and Art. 4.4 castling rook first are reported after the move stood completed; a press
     * without a move (Art. 7.5.3) changes neither board nor clock. Every other kind holds the game until the position
     * is shown again or a move resolves it.
     */
    static boolean isEvidenceOnly(IrregularityKind kind) {
        return switch (kind) {
            case TOUCH_MOVE, CASTLING_ROOK_FIRST, PRESS_WITHOUT_MOVE -> true;
            case ILLEGAL_MOVE, DISPLACED_PIECES, AMBIGUOUS_MOVE, TAKEBACK -> false;
        };
    }
}
