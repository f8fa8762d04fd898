package org.touchmove.firmware.scoresheet;

/** What became of an arbiter's edit: applied (the new scoresheet) or rejected (why, naming what is wrong). */
public sealed interface ArbiterDecision {

    record Applied(Scoresheet scoresheet) implements ArbiterDecision {
    }

    record Rejected(String reason) implements ArbiterDecision {
    }
}
