package org.touchmove.firmware.publish.mqtt;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.touchmove.firmware.journal.EventLog;
import org.touchmove.firmware.journal.StoredEvent;

/** A journal in memory for the publisher's tests: every append is a commit. */
final class InMemoryEventLog implements EventLog {

    private final List<StoredEvent> events = new ArrayList<>();
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private final String boardId;

    InMemoryEventLog(String boardId) {
        this.boardId = boardId;
    }

    /** Appends a move-like event (docs/events.md envelope) and notifies the listeners. */
    long append() {
        long seq;
        synchronized (this) {
            seq = events.size() + 1;
            String json = "{\"v\":1,\"boardId\":\"" + boardId + "\",\"gameId\":\"g1\",\"seq\":" + seq
                    + ",\"ts\":\"2026-11-30T23:00:00.000Z\",\"type\":\"clock\",\"whiteMs\":" + (300_000 - seq)
                    + ",\"blackMs\":300000,\"running\":\"white\",\"cause\":\"tick\",\"mono\":" + seq + "}";
            events.add(new StoredEvent(seq, "clock", json));
        }
        listeners.forEach(Runnable::run);
        return seq;
    }

    /** Appends an event of {@code type} (the envelope only) and notifies the listeners. */
    long append(String type) {
        long seq;
        synchronized (this) {
            seq = events.size() + 1;
            events.add(new StoredEvent(seq, type, "{\"v\":1,\"boardId\":\"" + boardId + "\",\"gameId\":\"g1\",\"seq\":"
                    + seq + ",\"ts\":\"2026-11-30T23:00:00.000Z\",\"type\":\"" + type + "\",\"mono\":" + seq + "}"));
        }
        listeners.forEach(Runnable::run);
        return seq;
    }

    synchronized StoredEvent get(long seq) {
        return events.get((int) seq - 1);
    }

    @Override
    public synchronized long lastDurableSeq() {
        return events.size();
    }

    @Override
    public synchronized List<StoredEvent> readAfter(long afterSeq, int max) {
        int from = (int) Math.min(afterSeq, events.size());
        int to = (int) Math.min(events.size(), (long) from + max);
        return List.copyOf(events.subList(from, to));
    }

    @Override
    public void addCommitListener(Runnable listener) {
        listeners.add(listener);
    }

    @Override
    public void removeCommitListener(Runnable listener) {
        listeners.remove(listener);
    }
}
