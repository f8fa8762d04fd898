package org.touchmove.firmware.hub;

import java.time.Instant;

/**
 * One alert on the arbiter's desk: raised when a board's state first shows it, resolved when the state no longer
 * does, acknowledged by the arbiter who handled it (docs/hub.md, "The arbiter's desk").
 *
 * @param id         {@code a-} and a number, unique while the hub runs
 * @param key        what makes it one alert: the board, the kind and its occasion (the irregularity's seq, the game
 *                   of a flag, the start of an offline spell and how many times it was raised)
 * @param article    the FIDE Laws article it concerns, or null
 * @param resolvedAt when the board's state stopped showing it (null: still open)
 * @param ackedBy    who acknowledged it (null: nobody yet)
 */
record DeskAlert(String id, String key, String boardId, Integer board, String kind, String article, String text,
                 Instant raisedAt, Instant resolvedAt, String ackedBy, Instant ackedAt) {

    DeskAlert resolved(Instant at) {
        return new DeskAlert(id, key, boardId, board, kind, article, text, raisedAt, at, ackedBy, ackedAt);
    }

    DeskAlert acknowledged(String by, Instant at) {
        return new DeskAlert(id, key, boardId, board, kind, article, text, raisedAt, resolvedAt, by, at);
    }

    /** Open and nobody has taken it: what needs the arbiter. */
    boolean pending() {
        return resolvedAt == null && ackedBy == null;
    }
}
