package org.touchmove.firmware.hub;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A board the hub lost events of, healed from the broker's retained snapshots when no republish comes (docs/hub.md,
 * "Rebuilt from the retained snapshots", issue 27): a board that finished or is gone answers no republish, and a
 * broker that dropped messages for a hub that fell behind (Mosquitto as installed: "Outgoing messages are being
 * dropped") dropped its snapshots too, but the broker still holds them retained, and {@code state/pgn} holds the whole
 * game with its clocks.
 *
 * <p>A gap asks the board to republish at once (the {@link RepublishQueue}); {@link #AFTER} later, if the missing
 * events have still not been folded, the hub subscribes to the board's four snapshot topics on its own connection (the
 * broker sends retained messages on every subscription), waits up to {@link #READ_WAIT} for the four, and unsubscribes
 * again: the {@link Room} folds them like any snapshot set and logs the rebuild with the number of events missing.
 * A board going offline (status, will, or heartbeats stopped) is read the same way {@link #AFTER} later: events lost
 * at the end of its game leave no gap a later event could show. A gap still open after a read is read again, at most
 * {@link #ATTEMPTS} times. Everything runs on this healer's own thread, never on the MQTT callback thread (the
 * snapshots it asks for arrive there).
 */
final class SnapshotHealer implements Room.GapHandler, AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(SnapshotHealer.class);

    /** How long a republish may take before the retained snapshots are read (documented in docs/hub.md). */
    static final Duration AFTER = Duration.ofSeconds(3);
    /** How long one read waits for the four snapshots of each board it asked for. */
    static final Duration READ_WAIT = Duration.ofSeconds(5);
    /** Reads of one gap before it is left to the board's next event or snapshot set. */
    static final int ATTEMPTS = 3;
    /** At most one reconnection for a silent read in this long. */
    static final Duration RECONNECT_SPACING = Duration.ofSeconds(60);
    /** Boards per subscription (four topics each). */
    private static final int BOARDS_PER_READ = 100;

    /** The hub's connection: subscribes to boards' snapshot topics, and takes the subscriptions away again. */
    interface Snapshots {
        void read(Collection<String> boards) throws IOException;

        void forget(Collection<String> boards) throws IOException;

        /**
         * Asks the broker for every board's retained status again (the lasting {@code +/status} filter subscribed
         * anew): a board whose every message was dropped enters the room this way, and if it is gone, its offline
         * status has it read.
         */
        void rollCall() throws IOException;

        /**
         * A new connection, subscribed again: for one that is up but brings nothing (Mosquitto 2.0.11 was seen to
         * deliver nothing more to a client it had dropped messages for, issue 27); the broker then sends every
         * retained message again.
         */
        void reconnect(String why);
    }

    /** A read to make: the first seq missing (0: the board went offline, no known gap), and which attempt. */
    private record Need(long fromSeq, int attempt) {
        Need merge(Need other) {
            long from = fromSeq == 0 ? other.fromSeq : other.fromSeq == 0 ? fromSeq : Math.min(fromSeq, other.fromSeq);
            return new Need(from, Math.max(attempt, other.attempt));
        }
    }

    private final Room.GapHandler republish;
    private final Duration after;
    private final FatalErrors fatal;
    private final ScheduledExecutorService thread = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "hub-heal");
        t.setDaemon(true);
        return t;
    });
    private final Set<String> awaited = ConcurrentHashMap.newKeySet();
    private final Object arrived = new Object();
    // Guarded by this.
    private final Map<String, Need> due = new LinkedHashMap<>();
    /** When the last silent read had the connection made again (System.nanoTime), on this healer's thread. */
    private long reconnectedAt = System.nanoTime() - RECONNECT_SPACING.toNanos();
    /** The roll call's task, pushed back by each gap until the losses stop; null when none is due. */
    private java.util.concurrent.ScheduledFuture<?> rollCall;
    private volatile Room room;
    private volatile Snapshots snapshots;

    /**
     * @param republish where a gap's republish request goes first (the {@link RepublishQueue})
     * @param after     how long the republish may take ({@link #AFTER})
     */
    SnapshotHealer(Room.GapHandler republish, Duration after, FatalErrors fatal) {
        this.republish = republish;
        this.after = after;
        this.fatal = fatal;
    }

    /** The room to heal and the connection to read through (both are made after this handler). */
    void attach(Room room, Snapshots snapshots) {
        this.room = room;
        this.snapshots = snapshots;
        room.addListener(boardId -> {
            if (awaited.contains(boardId)) {
                synchronized (arrived) {
                    arrived.notifyAll();
                }
            }
        });
    }

    @Override
    public void republish(String boardId, long fromSeq) {
        republish.republish(boardId, fromSeq);
        later(boardId, new Need(fromSeq, 1));
        rollCallAfterLosses();
    }

    /**
     * A gap says the broker may have dropped messages for the hub: of other boards too, perhaps all of some board's
     * (one the hub never heard of). {@link #AFTER} after the last gap, every board's status is asked for again.
     */
    private synchronized void rollCallAfterLosses() {
        if (rollCall != null) {
            rollCall.cancel(false);
        }
        try {
            rollCall = thread.schedule(() -> fatal.guard(this::rollCall), after.toMillis(), TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.RejectedExecutionException e) {
            log.debug("no roll call: the hub is stopping");
        }
    }

    private void rollCall() {
        synchronized (this) {
            rollCall = null;
        }
        Snapshots s = snapshots;
        if (s == null) {
            return;
        }
        try {
            s.rollCall();
            log.info("events were lost: every board's retained status asked for again (boards the hub never heard"
                    + " of enter the room; gone ones are read from their snapshots)");
        } catch (IOException e) {
            log.warn("could not ask for every board's status again: {}", e.getMessage());
        }
    }

    @Override
    public void gone(String boardId) {
        later(boardId, new Need(0, 1));
    }

    private void later(String boardId, Need need) {
        try {
            thread.schedule(() -> fatal.guard(() -> {
                synchronized (this) {
                    due.merge(boardId, need, Need::merge);
                }
                healDue();
            }), after.toMillis(), TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.RejectedExecutionException e) {
            log.debug("board {}: no snapshot read: the hub is stopping", boardId);
        }
    }

    /** Reads the snapshots of every board due (on this healer's thread). */
    private void healDue() {
        Room r = room;
        Snapshots s = snapshots;
        Map<String, Need> now;
        synchronized (this) {
            now = new LinkedHashMap<>(due);
            due.clear();
        }
        if (r == null || s == null || now.isEmpty()) {
            return;
        }
        List<String> boards = new ArrayList<>();
        for (Map.Entry<String, Need> e : now.entrySet()) {
            long seq = r.lastSeq(e.getKey());
            if (seq >= 0 && (e.getValue().fromSeq() == 0 || seq < e.getValue().fromSeq())) {
                boards.add(e.getKey());
            }
        }
        for (int i = 0; i < boards.size(); i += BOARDS_PER_READ) {
            read(r, s, boards.subList(i, Math.min(boards.size(), i + BOARDS_PER_READ)), now);
        }
    }

    private void read(Room r, Snapshots s, List<String> boards, Map<String, Need> needs) {
        Map<String, Long> before = new HashMap<>();
        Map<String, Long> seqBefore = new HashMap<>();
        for (String b : boards) {
            before.put(b, r.snapshotsSeen(b));
            seqBefore.put(b, r.lastSeq(b));
        }
        awaited.addAll(boards);
        try {
            s.read(boards);
            awaitFour(r, before, READ_WAIT);
        } catch (IOException e) {
            log.warn("could not read the retained snapshots of {} board(s) ({}...): {}", boards.size(), boards.get(0),
                    e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
        } finally {
            awaited.removeAll(boards);
            forget(s, boards);
        }
        boolean silent = true;
        for (String b : boards) {
            silent &= r.snapshotsSeen(b) == before.get(b);
        }
        if (silent && System.nanoTime() - reconnectedAt >= RECONNECT_SPACING.toNanos() && !answersRollCall(r, s)) {
            reconnectedAt = System.nanoTime();
            s.reconnect("no retained snapshot of " + boards.size() + " board(s) (" + boards.get(0) + "...) within "
                    + READ_WAIT.toSeconds() + " s: the connection brings nothing");
            try {
                awaitFour(r, before, READ_WAIT.multipliedBy(2)); // the new connection's retained messages
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
        for (String b : boards) {
            Need need = needs.get(b);
            long seq = r.lastSeq(b);
            if (seqBefore.get(b) <= 0 && seq > 0) {
                // A board the hub had nothing of (the room logs a rebuild only over a view it had).
                log.warn("board {}: rebuilt from its retained snapshots at seq {}: {} events missing after seq 0"
                        + " (never received)", b, seq, seq);
            } else if (need.fromSeq() == 0 || seq >= need.fromSeq()) {
                log.debug("board {}: retained snapshots read; the view is at seq {}", b, seq);
            } else if (need.attempt() < ATTEMPTS) {
                later(b, new Need(need.fromSeq(), need.attempt() + 1));
            } else {
                log.warn("board {}: events from seq {} still missing after {} reads of its retained snapshots (none"
                        + " newer than seq {}): left to its next event or snapshot set", b, need.fromSeq(), ATTEMPTS,
                        seq);
            }
        }
    }

    /** Until every board's four snapshots have arrived since {@code before}, or {@code wait} has passed. */
    private void awaitFour(Room r, Map<String, Long> before, Duration wait) throws InterruptedException {
        long end = System.nanoTime() + wait.toNanos();
        synchronized (arrived) {
            while (true) {
                boolean all = true;
                for (Map.Entry<String, Long> e : before.entrySet()) {
                    if (r.snapshotsSeen(e.getKey()) < e.getValue() + 4) {
                        all = false;
                        break;
                    }
                }
                long left = end - System.nanoTime();
                if (all || left <= 0) {
                    return;
                }
                TimeUnit.NANOSECONDS.timedWait(arrived, Math.min(left, TimeUnit.MILLISECONDS.toNanos(100)));
            }
        }
    }

    /**
     * Does the connection still bring messages? Every board's retained status is asked for again: at least the status of
     * a board just read is retained, so a live connection brings one within {@link #READ_WAIT}. A board without
     * snapshots (no game yet) makes a read silent without the connection being at fault.
     */
    private boolean answersRollCall(Room r, Snapshots s) {
        long seen = r.statusesSeen();
        try {
            s.rollCall();
        } catch (IOException e) {
            return false;
        }
        long end = System.nanoTime() + READ_WAIT.toNanos();
        synchronized (arrived) {
            while (r.statusesSeen() == seen && System.nanoTime() < end) {
                try {
                    arrived.wait(100);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return true;
                }
            }
        }
        return r.statusesSeen() > seen;
    }

    /** Takes the subscriptions away again: the hub leaves none it made behind. */
    private void forget(Snapshots s, List<String> boards) {
        try {
            s.forget(boards);
        } catch (IOException e) {
            // The connection they were on is gone, and its clean session with them.
            log.debug("snapshot subscriptions of {} board(s) not removed: {}", boards.size(), e.getMessage());
        }
    }

    @Override
    public void close() {
        thread.shutdownNow();
        try {
            thread.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
