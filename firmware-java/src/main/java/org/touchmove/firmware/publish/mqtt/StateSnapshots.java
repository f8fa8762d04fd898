package org.touchmove.firmware.publish.mqtt;

import java.util.Objects;

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
    // equals and hashCode written out (issue 31): a record's own are bound through invokedynamic to method
    // handles whose forms the JVM generates at run time with its bytecode generator once they are hot (snapshots are compared on every publish),
    // hot enough for C2 to compile that generator with 16 MiB of arenas (docs/performance.md, "The demo in 64 MiB").

        @Override
        public boolean equals(Object o) {
            return o instanceof Snapshot s && seq == s.seq && Objects.equals(gameJson, s.gameJson)
                    && Objects.equals(positionJson, s.positionJson) && Objects.equals(clockJson, s.clockJson)
                    && Objects.equals(pgn, s.pgn);
        }

        @Override
        public int hashCode() {
            return Objects.hash(seq, gameJson, positionJson, clockJson, pgn);
        }

    }
}
