package org.touchmove.firmware.runtime;

import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.journal.EventJournal;

/** The board's {@link EventJournal} as the runtime's event store. */
public final class JournalStore implements EventStore {

    private final EventJournal journal;

    public JournalStore(EventJournal journal) {
        this.journal = journal;
    }

    @Override
    public long nextSeq() {
        return journal.nextSeq();
    }

    @Override
    public void append(Event event) {
        journal.append(event);
    }

    @Override
    public boolean commitDue(long nowMonoMs) {
        return journal.hasUrgentPending() || journal.commitDue(nowMonoMs);
    }

    @Override
    public void commit() {
        journal.commit();
    }

    public EventJournal journal() {
        return journal;
    }
}
