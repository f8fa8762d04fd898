package org.touchmove.firmware.hub;

import java.util.LinkedHashMap;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Republish requests off the MQTT callback thread: the room sees a gap on Paho's thread, and a publish from there waits
 * for its PUBACK, which that same busy connection may bring late or never (19 "could not ask for republish: timed out"
 * and a hub 0 of 200 boards current, issue 27). Requests are handed to one thread of their own; while one waits, the
 * next for the same board is merged into it (the lowest seq wins: one republish from there covers both).
 */
final class RepublishQueue implements Room.GapHandler, AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(RepublishQueue.class);

    private final Room.GapHandler send;
    private final Thread worker;
    // Guarded by this: board id -> lowest seq asked for, in the order first asked.
    private final Map<String, Long> pending = new LinkedHashMap<>();
    private boolean closed;

    /** @param send the blocking send (a command on the board's {@code cmd} topic), run on this queue's thread */
    RepublishQueue(Room.GapHandler send) {
        this.send = send;
        this.worker = new Thread(this::run, "hub-republish");
        this.worker.setDaemon(true);
        this.worker.start();
    }

    /** Never blocks: queued, or merged with a request for the same board still waiting. */
    @Override
    public synchronized void republish(String boardId, long fromSeq) {
        if (closed) {
            log.warn("board {}: republish from seq {} not asked: the hub is stopping", boardId, fromSeq);
            return;
        }
        pending.merge(boardId, fromSeq, Math::min);
        notifyAll();
    }

    /** Requests not yet sent (for tests and the log). */
    synchronized int waiting() {
        return pending.size();
    }

    private void run() {
        while (true) {
            Map.Entry<String, Long> next;
            synchronized (this) {
                while (pending.isEmpty() && !closed) {
                    try {
                        wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                if (closed) {
                    return;
                }
                String board = pending.keySet().iterator().next();
                next = Map.entry(board, pending.remove(board));
            }
            try {
                send.republish(next.getKey(), next.getValue());
            } catch (RuntimeException e) {
                log.warn("board {}: could not ask for republish from seq {}: {}", next.getKey(), next.getValue(),
                        e.toString(), e);
            }
        }
    }

    @Override
    public void close() {
        synchronized (this) {
            closed = true;
            notifyAll();
        }
        worker.interrupt();
        try {
            worker.join(5000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
