package org.touchmove.firmware.rules;

/**
 * "Can this side checkmate by any series of legal moves?" as a conservative boolean (Art. 5.2.2, 6.9, 7.5.5),
 * and the material rule on its own. New code should use {@link Unwinnability}, whose tri-state answer keeps
 * "undecided" apart from "can mate".
 */
public final class MatingMaterial {

    private MatingMaterial() {
    }

    /**
     * False only when it is proven that {@code side} can never checkmate ({@link Unwinnability} with the
     * {@link MateBudget#FULL} budget); true when it can, and also when the budget left the question open.
     */
    public static boolean canCheckmate(Position position, Color side) {
        return !Unwinnability.analyse(position, side).cannotMate();
    }

    /**
     * The material rule alone (the libraries' "insufficient material", negated): false only when no mate by
     * {@code side} can arise from the material on the board, wherever the men stand. Blocked structures count
     * as mating material here.
     */
    public static boolean hasMatingMaterial(Position position, Color side) {
        return !MaterialRule.cannotMate(position.board().pieces, side.ordinal());
    }

    /** Art. 5.2.2 by material: neither side has mating material. */
    public static boolean isDeadByMaterial(Position position) {
        return !hasMatingMaterial(position, Color.WHITE) && !hasMatingMaterial(position, Color.BLACK);
    }
}
