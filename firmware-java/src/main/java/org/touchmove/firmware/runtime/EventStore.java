package org.touchmove.firmware.runtime;

import org.touchmove.firmware.event.Event;

/**
 * Where a board's events become durable before anyone sees them: the journal in production (docs/journal.md). Each
 * event is appended as it is emitted (the journal numbers it); at the end of each input the runtime asks whether a
 * commit is due and, if so, commits everything pending at once (group commit) and only then shows it to observers.
 */
public interface EventStore {

    /** The seq the next event must carry. */
    long nextSeq();

    /** Buffers an event (no I/O). */
    void append(Event event);

    /**
     * Whether the pending events must be committed now, at monotonic time {@code nowMonoMs}: an event that must be
     * durable one by one is pending (move, result, irregularity, flag, new game, position, any clock event but a
     * tick), or the oldest pending tick has waited its interval.
     */
    boolean commitDue(long nowMonoMs);

    /** Makes everything appended so far durable (one fsync for the group). */
    void commit();

    /** Events kept nowhere, numbered from 1 (replays and tests that need no durability); every commit is due. */
    static EventStore inMemory() {
        return new EventStore() {
            private long last;

            @Override
            public long nextSeq() {
                return last + 1;
            }

            @Override
            public void append(Event event) {
                last = event.seq();
            }

            @Override
            public boolean commitDue(long nowMonoMs) {
                return true;
            }

            @Override
            public void commit() {
            }
        };
    }
}
