package org.touchmove.firmware.rules;

/**
 * The answer to "can this side still checkmate by any series of legal moves?" (Art. 5.2.2, 6.9, 7.5.5).
 * Exact where it answers: {@link #CAN_MATE} is backed by a helpmate that was found, {@link #CANNOT_MATE} by a
 * proof (material, a permanently blocked structure, or an exhausted search). {@link #UNDECIDED} means the
 * analysis ran out of its budget; it must never be read as either answer.
 */
public enum Mateability {
    /** A series of legal moves that ends in checkmate by this side was found. */
    CAN_MATE,
    /** Proven: no series of legal moves lets this side checkmate. */
    CANNOT_MATE,
    /** Not decided within the budget: the question stays open (an arbiter decides). */
    UNDECIDED
}
