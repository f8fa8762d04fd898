package org.touchmove.firmware.livechess;

/** A board's connection as the {@code eboards} list names it (lichess accepts ACTIVE and INACTIVE). */
public enum EBoardState {
    /** The board is up and its game is followed. */
    ACTIVE,
    /** The board is known and up, but has no game yet. */
    INACTIVE,
    /** The board stopped answering (offline, lost) or was never heard from. */
    NOTRESPONDING
}
