package org.touchmove.firmware.hub;

import java.time.Instant;

/**
 * What the board's retained {@code status} says (docs/mqtt.md): online, offline after a shutdown, or offline
 * because the broker published its last will (the board was lost).
 *
 * @param online   the board's connection is up
 * @param reason   {@code shutdown}, {@code lost} or null
 * @param lastSeen when the hub last heard anything from the board (null: never since the hub started)
 */
record BoardStatus(boolean online, String reason, Instant lastSeen) {

    static final BoardStatus UNKNOWN = new BoardStatus(false, null, null);

    boolean lost() {
        return !online && "lost".equals(reason);
    }

    BoardStatus seenAt(Instant t) {
        return new BoardStatus(online, reason, t);
    }
}
