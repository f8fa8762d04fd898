package org.touchmove.firmware.publish.mqtt;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.TreeSet;
import org.eclipse.paho.client.mqttv3.MqttException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.journal.EventLog;
import org.touchmove.firmware.journal.PathStamps;
import org.touchmove.firmware.journal.StoredEvent;

/**
 * The board's events on their way to the broker (docs/mqtt.md, "Delivery"): the journal is the outbox. Events are read
 * after the last one sent, at most {@code window} unacknowledged at a time and in seq order; the acknowledged cursor
 * moves only on PUBACK, past the last event acknowledged together with all before it. After a disconnect the window is
 * dropped and sending resumes from the cursor (consumers drop duplicates by (boardId, seq)).
 *
 * <p>Not thread-safe: one thread at a time sends and acknowledges (the publisher's turn); {@link #acknowledgedSeq()}
 * may be read from any thread.
 */
final class Outbox implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(Outbox.class);
    /** The clock event's {@code type} (docs/events.md): the one type a commit's lead event may ride behind. */
    static final String CLOCK_TYPE = "clock";

    /** Sends one event (its seq and JSON) to the broker; its PUBACK is reported back by {@link #acknowledged}. */
    @FunctionalInterface
    interface Sender {
        void send(long seq, byte[] json) throws MqttException;
    }

    private final String boardId;
    private final EventLog journal;
    private final AckCursor cursor;
    private final int window;
    private final TreeSet<Long> unacked = new TreeSet<>();
    private long lastSent;
    private volatile long acknowledged;

    /** @param window at most this many events sent and not yet acknowledged */
    Outbox(String boardId, EventLog journal, AckCursor cursor, int window) {
        this.boardId = boardId;
        this.journal = journal;
        this.cursor = cursor;
        this.window = window;
        this.acknowledged = cursor.value();
    }

    /** A new connection: what was sent and not acknowledged is sent again, from the cursor. */
    void restart() {
        unacked.clear();
        lastSent = cursor.value();
    }

    /** The connection is gone: the PUBACKs still awaited will not come. */
    void dropWindow() {
        unacked.clear();
    }

    /**
     * What the committing thread sends of a commit: its events up to the first that is not a clock reading, as the
     * window allows. A move's commit is the move's event, then the clock's; a routine clock tick appended earlier rides
     * ahead of them (docs/journal.md, "Durability classes") and must go first, in seq order. The rest follow on the
     * first PUBACK that comes ({@link #send(Sender)} on it), so the broker forwards the move's event before it reads
     * the events behind it (docs/performance.md, "The move's event alone"). Something is then in flight, or nothing
     * is pending, or the window is full: a PUBACK always comes to send the rest.
     */
    void sendLead(Sender sender) throws MqttException {
        if (unacked.size() >= window || journal.lastDurableSeq() <= lastSent) {
            return;
        }
        for (StoredEvent e : journal.readAfter(lastSent, window - unacked.size())) {
            sendOne(e, sender);
            if (!CLOCK_TYPE.equals(e.type())) {
                return;
            }
        }
    }

    /** Sends the journal's events after the last one sent, as many as the window allows. */
    void send(Sender sender) throws MqttException {
        // Only when the journal has more than was sent: a pump runs on every acknowledgement, and a read that
        // finds nothing still costs the journal a reader (at a thousand boards, most of the publishers' garbage).
        while (unacked.size() < window && journal.lastDurableSeq() > lastSent) {
            List<StoredEvent> batch = journal.readAfter(lastSent, window - unacked.size());
            if (batch.isEmpty()) {
                break;
            }
            for (StoredEvent e : batch) {
                sendOne(e, sender);
            }
        }
    }

    private void sendOne(StoredEvent e, Sender sender) throws MqttException {
        if (e.seq() <= lastSent) {
            throw new IllegalStateException("journal returned seq " + e.seq() + " after " + lastSent);
        }
        if (e.seq() > lastSent + 1 && lastSent > 0) {
            log.warn("mqtt board {}: events {}..{} are no longer in the journal (retention); skipped",
                    boardId, lastSent + 1, e.seq() - 1);
        }
        unacked.add(e.seq());
        lastSent = e.seq();
        byte[] json = e.json().getBytes(StandardCharsets.UTF_8);
        PathStamps.Recorder stamps = PathStamps.recorder();
        long start = stamps == null ? 0 : System.nanoTime();
        sender.send(e.seq(), json);
        if (stamps != null) {
            stamps.sent(e.seq(), start, System.nanoTime());
        }
    }

    /** The broker acknowledged event {@code seq}: the cursor moves past every event acknowledged with all before it. */
    void acknowledged(long seq) {
        unacked.remove(seq);
        long frontier = unacked.isEmpty() ? lastSent : unacked.first() - 1;
        if (frontier > acknowledged) {
            acknowledged = frontier;
            cursor.advance(frontier);
        }
    }

    /**
     * Sends again, one at a time through {@code sender} (which waits for each), the journal's events from
     * {@code fromSeq} up to {@code upTo} (a consumer saw a gap and asked, docs/commands.md {@code republish}): duplicates
     * by design, which consumers drop by (boardId, seq); the cursor does not move. A failure stops it, logged.
     */
    void resend(long fromSeq, long upTo, Sender sender) {
        long after = Math.max(0, fromSeq - 1);
        log.info("mqtt board {}: republishing events {}..{} on request", boardId, after + 1, upTo);
        try {
            while (after < upTo) {
                List<StoredEvent> batch = journal.readAfter(after, 256);
                if (batch.isEmpty()) {
                    return;
                }
                for (StoredEvent e : batch) {
                    if (e.seq() > upTo) {
                        return;
                    }
                    sender.send(e.seq(), e.json().getBytes(StandardCharsets.UTF_8));
                    after = e.seq();
                }
            }
        } catch (MqttException e) {
            log.warn("mqtt board {}: republishing stopped at seq {}: {}", boardId, after,
                    MqttBoardPublisher.describe(e));
        }
    }

    /** Every event sent is acknowledged (the window is empty). */
    boolean windowEmpty() {
        return unacked.isEmpty();
    }

    int unacknowledged() {
        return unacked.size();
    }

    long lastSent() {
        return lastSent;
    }

    /** Every event up to this seq has been acknowledged by a broker. */
    long acknowledgedSeq() {
        return acknowledged;
    }

    /** Every durable event is acknowledged. */
    boolean caughtUp() {
        return acknowledged >= journal.lastDurableSeq();
    }

    /** Writes the cursor (its newest value) and stops its writer. */
    @Override
    public void close() {
        cursor.close();
    }

    long cursorValue() {
        return cursor.value();
    }
}
