package org.touchmove.firmware.event;

import java.time.Instant;

/**
 * One published event: the envelope and its body.
 *
 * @param boardId the board that saw it
 * @param gameId  the game it belongs to, null between games
 * @param seq     per board, strictly increasing, never reused (also across restarts)
 * @param ts      wall-clock time (UTC)
 * @param monoMs  monotonic milliseconds of the controller's time source; durations use this, never {@code ts}
 */
public record Event(String boardId, String gameId, long seq, Instant ts, long monoMs, EventBody body) {

    /** Schema version written as {@code v}. */
    public static final int SCHEMA_VERSION = 1;

    public String type() {
        return body.type();
    }
}
