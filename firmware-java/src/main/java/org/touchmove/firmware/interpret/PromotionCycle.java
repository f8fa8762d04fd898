package org.touchmove.firmware.interpret;

import org.touchmove.firmware.rules.PieceType;

/** The order the clock buttons cycle the promotion piece in: queen, rook, bishop, knight. */
final class PromotionCycle {

    private static final PieceType[] ORDER = {PieceType.QUEEN, PieceType.ROOK, PieceType.BISHOP, PieceType.KNIGHT};

    private PromotionCycle() {
    }

    static PieceType next(PieceType current) {
        return ORDER[(indexOf(current) + 1) % ORDER.length];
    }

    static PieceType previous(PieceType current) {
        return ORDER[(indexOf(current) + ORDER.length - 1) % ORDER.length];
    }

    private static int indexOf(PieceType type) {
        for (int i = 0; i < ORDER.length; i++) {
            if (ORDER[i] == type) {
                return i;
            }
        }
        throw new IllegalArgumentException("not a promotion piece: " + type);
    }
}
