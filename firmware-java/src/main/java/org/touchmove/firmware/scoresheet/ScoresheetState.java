package org.touchmove.firmware.scoresheet;

/** Where a scoresheet is in its life. */
public enum ScoresheetState {
    /** The game is being played: moves are added. */
    RECORDING,
    /** The result is recorded; the signatures are awaited (the sign-off gesture, docs/scoresheet.md). */
    AWAITING_SIGN_OFF,
    /** Signed by everyone required: locked; only an arbiter command changes it, and each change is kept. */
    SIGNED
}
