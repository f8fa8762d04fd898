package org.touchmove.firmware.rules;

/** How a {@link MateVerdict} was reached. */
public enum MateProof {
    /** The material alone decides (bare king, lone minor piece, bishops on one colour ...). */
    MATERIAL,
    /** Every pawn is locked for good and no piece of the side can ever attack the enemy king's region. */
    BLOCKED_STRUCTURE,
    /** Every position reachable by legal moves was visited (pruned where material or the blockade decides). */
    EXHAUSTIVE_SEARCH,
    /** A helpmate was found by the search. */
    HELPMATE,
    /** The budget ran out before either a helpmate or a proof was found. */
    BUDGET_EXHAUSTED
}
