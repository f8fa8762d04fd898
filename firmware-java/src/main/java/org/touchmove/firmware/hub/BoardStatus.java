package org.touchmove.firmware.hub;

import java.time.Instant;

/**
 * What the board's retained {@code status} says (docs/mqtt.md): online, offline after a shutdown, or offline
 * because the broker published its last will (the board was lost). For a board on a shared connection, what the room
 * shows is this combined with its link's status ({@link #through(LinkStatus)}).
 *
 * @param online   the board's connection is up
 * @param reason   {@code shutdown}, {@code lost} or null
 * @param lastSeen when the hub last heard anything from the board (null: never since the hub started)
 * @param link     the id of the link whose connection carries the board ({@code "link"} in its status), or null for a
 *                 board with a connection of its own
 */
record BoardStatus(boolean online, String reason, Instant lastSeen, String link) {

    static final BoardStatus UNKNOWN = new BoardStatus(false, null, null, null);

    boolean lost() {
        return !online && "lost".equals(reason);
    }

    BoardStatus seenAt(Instant t) {
        return new BoardStatus(online, reason, t, link);
    }

    /**
     * What the room shows for this board given its link's status: a board on a link has no last will of its own, so
     * its {@code online} stays retained after the link died; it is online only while its link is online too, and
     * otherwise offline for the link's reason ({@code lost} when the broker published the link's will).
     */
    BoardStatus through(LinkStatus linkStatus) {
        if (!online || linkStatus.online()) {
            return this;
        }
        return new BoardStatus(false, linkStatus.reason(), lastSeen, link);
    }
}
