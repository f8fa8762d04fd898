package org.touchmove.firmware.journal;

import java.util.List;

/**
 * The read side of a board's event journal: what the MQTT publisher, the hub and other consumers replay from.
 * Only durable events are ever visible here (they have been fsync'd), in {@code seq} order.
 */
public interface EventLog {

    /** The highest durable {@code seq}; 0 when the journal holds none. */
    long lastDurableSeq();

    /**
     * Up to {@code max} durable events with {@code seq > afterSeq}, in order. Events rotated out by retention are
     * skipped: the first returned event's seq may then be above {@code afterSeq + 1}.
     */
    List<StoredEvent> readAfter(long afterSeq, int max);

    /** Calls {@code listener} (on the committing thread; it must not block) after each commit makes events durable. */
    void addCommitListener(Runnable listener);

    void removeCommitListener(Runnable listener);
}
