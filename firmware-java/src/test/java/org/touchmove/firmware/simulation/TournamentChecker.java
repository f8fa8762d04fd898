package org.touchmove.firmware.simulation;

import java.net.URI;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.EventJson;
import org.touchmove.firmware.event.MoveEvent;
import org.touchmove.firmware.publish.mqtt.EventsSubscriber;

/**
 * The tournament bench's independent consumer: one MQTT subscription to every board's {@code events} (QoS 1), each
 * event of the run's boards fed to an {@link EventLedger} (other programs on a shared broker are ignored), and the
 * arrival time of every move's first copy kept for the latency.
 *
 * <p>Paho's callback only queues the message with its arrival time, so the checker acknowledges (and the broker sends
 * the next) at once; a thread of its own reads and checks the queued events in batches. A callback that parsed every
 * event itself held the broker's window to the speed of the parse on a loaded machine, and the broker's queue for the
 * checker overflowed.
 */
final class TournamentChecker implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(TournamentChecker.class);

    private EventsSubscriber subscription;
    private final LinkedBlockingQueue<Received> inbox = new LinkedBlockingQueue<>();
    private final Thread reader = new Thread(this::readLoop, "tournament-checker");
    private volatile boolean closed;
    private final EventLedger ledger = new EventLedger();
    private final Set<String> boards;
    private final Predicate<Event> drop;
    private final List<MoveArrival> moves = new ArrayList<>();
    private long received;
    private long unreadable;

    /** An events message as it arrived, not read yet. */
    private record Received(String json, long atNanos) {
    }

    /** A move's first copy received: its board, seq and {@code mono}, and when it arrived ({@link System#nanoTime()}). */
    record MoveArrival(String boardId, long seq, long monoMs, long atNanos) {
    }

    /**
     * @param boards the boards of this run
     * @param drop   events to ignore as if the broker had lost them (to show the check can fail)
     */
    private TournamentChecker(Set<String> boards, Predicate<Event> drop) {
        this.boards = Set.copyOf(boards);
        this.drop = drop;
    }

    /** Connects and subscribes to {@code <root>+/events} under the default topic root; returns once subscribed. */
    static TournamentChecker subscribe(URI broker, Set<String> boards, Predicate<Event> drop) throws IOException {
        TournamentChecker checker = new TournamentChecker(boards, drop);
        checker.subscription = EventsSubscriber.subscribe(broker, "touchmove-tournament-checker-"
                + ProcessHandle.current().pid(), (json, at) -> checker.inbox.add(new Received(json, at)));
        checker.reader.setDaemon(true);
        checker.reader.start();
        return checker;
    }

    private void readLoop() {
        List<Received> batch = new ArrayList<>();
        try {
            while (!closed) {
                Received first = inbox.poll(100, TimeUnit.MILLISECONDS);
                if (first == null) {
                    continue;
                }
                synchronized (this) {
                    arrived(first.atNanos(), first.json());
                    catchUp(batch);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Reads every message queued so far (the reader's batch, or a query's: a query sees all that arrived). */
    private void catchUp(List<Received> batch) {
        while (inbox.drainTo(batch, 1024) > 0) {
            for (Received r : batch) {
                arrived(r.atNanos(), r.json());
            }
            batch.clear();
        }
    }

    private synchronized void catchUp() {
        catchUp(new ArrayList<>());
    }

    private synchronized void arrived(long atNanos, String json) {
        Event event;
        try {
            event = EventJson.read(json);
        } catch (RuntimeException e) {
            unreadable++;
            LOG.error("checker: an event that cannot be read: {}", json, e);
            return;
        }
        if (!boards.contains(event.boardId()) || drop.test(event)) {
            return;
        }
        received++;
        if (ledger.accept(event) && event.body() instanceof MoveEvent) {
            moves.add(new MoveArrival(event.boardId(), event.seq(), event.monoMs(), atNanos));
        }
    }

    /** Events of the run's boards received, copies included. */
    synchronized long received() {
        catchUp();
        return received;
    }

    synchronized long unreadable() {
        catchUp();
        return unreadable;
    }

    synchronized long lost(String boardId, long lastSeq) {
        catchUp();
        return ledger.lost(boardId, lastSeq);
    }

    synchronized List<String> moves(String gameId) {
        catchUp();
        return ledger.moves(gameId);
    }

    synchronized long duplicated() {
        catchUp();
        return ledger.duplicated();
    }

    synchronized long outOfOrder() {
        catchUp();
        return ledger.outOfOrder();
    }

    synchronized List<String> conflicts() {
        catchUp();
        return ledger.conflicts();
    }

    /** Every move's first copy received so far. */
    synchronized List<MoveArrival> moveArrivals() {
        catchUp();
        return List.copyOf(moves);
    }

    @Override
    public void close() {
        subscription.close();
        closed = true;
        reader.interrupt();
    }
}
