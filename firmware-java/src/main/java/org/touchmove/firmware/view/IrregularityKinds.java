package org.touchmove.firmware.view;

/** Which reported irregularities leave the board waiting (docs/state-view.md, "Irregularities"). */
final class IrregularityKinds {

    private IrregularityKinds() {
    }

    /**
     * True for evidence the arbiter may rule on later while the game goes on: nothing on the board waits for it.
     * Art. 4.3 touch-move and Art. 4.4 castling rook first are reported after the move stood completed; a press
     * without a move (Art. 7.5.3) changes neither board nor clock. Every other kind, known or added later, holds the
     * game until the position is shown again or a move resolves it: an unknown kind errs towards an arbiter looking.
     */
    static boolean isEvidenceOnly(String kind) {
        return switch (kind) {
            case "touch-move", "castling-rook-first", "press-without-move" -> true;
            default -> false;
        };
    }
}
