package org.touchmove.firmware.runtime;

import java.util.ArrayDeque;
import java.util.concurrent.Executor;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.event.Event;
import org.touchmove.hal.OccupancySnapshot;

/**
 * One observer's bounded buffer and its delivery task. Overflow rule: when the buffer is full, what does not fit is
 * dropped for this observer only; once it has drained, it is told {@code onOverflow(lastDeliveredSeq)} once and
 * delivery resumes with the newest items.
 */
final class Mailbox implements Subscription {

    private static final Logger LOG = LoggerFactory.getLogger(Mailbox.class);

    private final String boardId;
    private final BoardObserver observer;
    private final int capacity;
    private final boolean readings;
    private final Executor delivery;
    private final ArrayDeque<Object> items = new ArrayDeque<>();
    private boolean running;
    private boolean overflowed;
    private long lastDeliveredSeq;
    private volatile boolean closed;

    Mailbox(String boardId, BoardObserver observer, int capacity, boolean readings, Executor delivery,
            long lastSeq) {
        this.boardId = boardId;
        this.observer = observer;
        this.capacity = capacity;
        this.readings = readings;
        this.delivery = delivery;
        this.lastDeliveredSeq = lastSeq;
    }

    void offerEvent(Event event) {
        offer(event);
    }

    void offerReading(OccupancySnapshot reading) {
        if (readings) {
            offer(reading);
        }
    }

    private void offer(Object item) {
        if (closed) {
            return;
        }
        boolean start;
        synchronized (this) {
            if (items.size() >= capacity) {
                if (!overflowed) {
                    LOG.warn("board {}: observer {} is too slow: its buffer of {} is full; it catches up from the journal",
                            boardId, observer, capacity);
                }
                overflowed = true;
                return;
            }
            items.add(item);
            start = !running;
            running = true;
        }
        if (start) {
            delivery.execute(this::drain);
        }
    }

    private void drain() {
        while (!closed) {
            Object item;
            boolean tellOverflow = false;
            synchronized (this) {
                item = items.poll();
                if (item == null) {
                    if (overflowed) {
                        overflowed = false;
                        tellOverflow = true;
                    } else {
                        running = false;
                        return;
                    }
                }
            }
            try {
                if (tellOverflow) {
                    observer.onOverflow(lastDeliveredSeq);
                } else if (item instanceof Event e) {
                    observer.onEvent(e);
                    lastDeliveredSeq = e.seq();
                } else {
                    observer.onReading((OccupancySnapshot) item);
                }
            } catch (RuntimeException ex) {
                // An observer's failure is its own: the board and the other observers go on.
                LOG.error("board {}: observer {} failed", boardId, observer, ex);
            }
        }
    }

    @Override
    public void close() {
        closed = true;
    }
}
