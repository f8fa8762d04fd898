package org.touchmove.firmware.runtime;

import org.touchmove.firmware.event.Event;

/**
 * Where a board's events become durable before anyone sees them: the journal in production. The runtime appends
 * every event of one input and then commits once (group commit).
 */
public interface EventStore {

    void append(Event event);

    /** Makes everything appended so far durable (one fsync for the group). */
    void commit();

    /** Events kept nowhere (replays and tests that do not need durability). */
    static EventStore none() {
        return new EventStore() {
            @Override
            public void append(Event event) {
            }

            @Override
            public void commit() {
            }
        };
    }
}
