package org.touchmove.firmware.event;

/**
 * What a tournament knows of a game before it starts (the PGN Seven Tag Roster and the tags lichess broadcasts
 * match on). Every field may be null (unknown). {@code round} is the round alone ("3"); PGN writes Round as
 * "round.board" when {@code board} is known.
 */
public record GameMetadata(String event, String site, String date, String round, Integer board, String white,
                           String black, String whiteFideId, String blackFideId) {

    /** Nothing known. */
    public static final GameMetadata NONE = new GameMetadata(null, null, null, null, null, null, null, null, null);
}
