package org.touchmove.firmware.event;

/**
 * What a tournament knows of a game before it starts (the PGN Seven Tag Roster and the tags lichess broadcasts
 * match on). Every field may be null (unknown). {@code round} is the round alone ("3"); PGN writes Round as
 * "round.board" when {@code board} is known. {@code whiteElo}, {@code blackElo}: the players' ratings (PGN WhiteElo,
 * BlackElo).
 */
public record GameMetadata(String event, String site, String date, String round, Integer board, String white,
                           String black, String whiteFideId, String blackFideId, Integer whiteElo, Integer blackElo) {

    /** Nothing known. */
    public static final GameMetadata NONE = new GameMetadata(null, null, null, null, null, null, null, null, null);

    /** Without ratings. */
    public GameMetadata(String event, String site, String date, String round, Integer board, String white,
                        String black, String whiteFideId, String blackFideId) {
        this(event, site, date, round, board, white, black, whiteFideId, blackFideId, null, null);
    }

    /** The same with the players' ratings. */
    public GameMetadata withElo(Integer white, Integer black) {
        return new GameMetadata(event, site, date, round, board, this.white, this.black, whiteFideId, blackFideId,
                white, black);
    }
}
