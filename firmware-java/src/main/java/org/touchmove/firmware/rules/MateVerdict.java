package org.touchmove.firmware.rules;

import java.util.Objects;

/**
 * The answer of {@link Unwinnability} for one side: the tri-state answer, how it was reached and how many
 * search nodes it took.
 */
public record MateVerdict(Color side, Mateability mateability, MateProof proof, long nodes) {

    public MateVerdict {
        Objects.requireNonNull(side, "side");
        Objects.requireNonNull(mateability, "mateability");
        Objects.requireNonNull(proof, "proof");
        if ((mateability == Mateability.UNDECIDED) != (proof == MateProof.BUDGET_EXHAUSTED)) {
            throw new IllegalArgumentException(mateability + " cannot rest on " + proof);
        }
        if (mateability == Mateability.CAN_MATE && proof != MateProof.HELPMATE) {
            throw new IllegalArgumentException("a mate rests on a helpmate, not on " + proof);
        }
    }

    public boolean canMate() {
        return mateability == Mateability.CAN_MATE;
    }

    public boolean cannotMate() {
        return mateability == Mateability.CANNOT_MATE;
    }

    public boolean undecided() {
        return mateability == Mateability.UNDECIDED;
    }
}
