package org.touchmove.firmware.publish.mqtt;

import java.util.Optional;

/**
 * What the board runtime's state view gives the publisher: the current retained snapshots, all taken at one
 * {@code seq}. Called from the publisher's thread; it must not block for long.
 */
public interface StateSnapshots {

    /** The current snapshot set, or empty before the board has any state to show. */
    Optional<Snapshot> current();

    /**
     * The payloads the runtime renders, all reflecting the journal up to and including {@code seq}.
     *
     * @param seq          the {@code seq} of the last event the snapshots reflect (0 before any event)
     * @param gameJson     game metadata, phase and result: one JSON object
     * @param positionJson the position: one JSON object
     * @param clockJson    both clocks: one JSON object
     * @param pgn          the game's standard PGN with {@code [%clk]} on every move
     */
    record Snapshot(long seq, String gameJson, String positionJson, String clockJson, String pgn) {
    }
}
