package org.touchmove.firmware.hub;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.touchmove.firmware.view.BoardView;
import org.touchmove.firmware.view.ClockStatus;

/**
 * The desk's alerts across the room, kept by the hub (docs/hub.md, "The arbiter's desk"): raised from the boards'
 * states, resolved when a state no longer shows them, acknowledged by an arbiter (who and when), newest first. A
 * board offline for {@code realert} raises an alert, and again after each further {@code realert} it stays offline.
 * One lock; {@link #refresh} runs on every read of the desk, so time-driven alerts need no timer of their own.
 */
final class DeskAlerts {

    /** The alerts kept (open ones are never dropped before resolved ones). */
    static final int KEPT = 500;

    private static final java.time.format.DateTimeFormatter SINCE = java.time.format.DateTimeFormatter
            .ofPattern("HH:mm:ss").withZone(java.time.ZoneOffset.UTC);

    private final Duration realert;
    private final Map<String, DeskAlert> openByKey = new LinkedHashMap<>();
    private final Map<String, DeskAlert> byId = new HashMap<>();
    private final Deque<String> newestFirst = new ArrayDeque<>();
    private final Map<String, Instant> offlineSince = new HashMap<>();
    private final DeskAcks acks;
    private long next = 1;
    private long version;
    private long acksSeen = -1;

    /** @param realert how long a board may stay offline before it raises (and again raises) an alert; zero: never */
    DeskAlerts(Duration realert) {
        this(realert, DeskAcks.inMemory());
    }

    /** @param acks the acknowledgements (from the boards' journals and the hub's state), applied by alert key */
    DeskAlerts(Duration realert, DeskAcks acks) {
        this.realert = realert;
        this.acks = acks;
    }

    /** What one board's state raises now: key, kind, article and text. */
    record Raised(String key, String kind, String article, String text) {
    }

    /** Raises what is new, resolves what is gone; returns true if anything changed. */
    synchronized boolean refresh(List<Room.BoardSnapshot> boards, Instant now) {
        Set<String> current = new HashSet<>();
        boolean changed = false;
        for (Room.BoardSnapshot b : boards) {
            for (Raised r : raised(b, now)) {
                current.add(r.key());
                if (!openByKey.containsKey(r.key())) {
                    String id = "a-" + next++;
                    DeskAlert a = new DeskAlert(id, r.key(), b.view().boardId(), b.view().metadata().board(), r.kind(),
                            r.article(), r.text(), now, null, null, null);
                    Optional<DeskAcks.Ack> ack = acks.of(r.key()); // handled before this hub saw it raised
                    if (ack.isPresent()) {
                        a = a.acknowledged(ack.get().by(), ack.get().at());
                    }
                    openByKey.put(r.key(), a);
                    byId.put(id, a);
                    newestFirst.addFirst(id);
                    changed = true;
                }
            }
        }
        for (DeskAlert a : List.copyOf(openByKey.values())) {
            if (!current.contains(a.key())) {
                openByKey.remove(a.key());
                byId.put(a.id(), a.resolved(now));
                changed = true;
            }
        }
        changed |= applyAcks();
        trim();
        if (changed) {
            version++;
        }
        return changed;
    }

    /** The alert so numbered, as it stands; empty if there is no such alert. */
    synchronized Optional<DeskAlert> get(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    /** Marks each alert not yet acknowledged that has an acknowledgement now; true if any was. */
    private boolean applyAcks() {
        long v = acks.version();
        if (v == acksSeen) {
            return false;
        }
        acksSeen = v;
        boolean changed = false;
        for (DeskAlert a : List.copyOf(byId.values())) {
            if (a.ackedBy() != null) {
                continue;
            }
            Optional<DeskAcks.Ack> ack = acks.of(a.key());
            if (ack.isPresent()) {
                DeskAlert done = a.acknowledged(ack.get().by(), ack.get().at());
                byId.put(a.id(), done);
                if (done.resolvedAt() == null) {
                    openByKey.put(done.key(), done);
                }
                changed = true;
            }
        }
        return changed;
    }

    /** Newest first. */
    synchronized List<DeskAlert> list() {
        List<DeskAlert> out = new ArrayList<>(newestFirst.size());
        for (String id : newestFirst) {
            out.add(byId.get(id));
        }
        return out;
    }

    synchronized long version() {
        return version;
    }

    private void trim() {
        while (newestFirst.size() > KEPT) {
            String oldest = newestFirst.peekLast();
            if (byId.get(oldest).resolvedAt() == null) {
                break; // an open alert stays until resolved
            }
            newestFirst.removeLast();
            byId.remove(oldest);
        }
    }

    /** The alerts a board's state shows now, with the Article each concerns. */
    private List<Raised> raised(Room.BoardSnapshot b, Instant now) {
        BoardView v = b.view();
        String id = v.boardId();
        List<Raised> out = new ArrayList<>();
        BoardStatus s = b.status();
        if (s.online()) {
            offlineSince.remove(id);
        } else if (s.lastSeen() != null) {
            Instant since = offlineSince.computeIfAbsent(id, k -> s.lastSeen().isBefore(now) ? s.lastSeen() : now);
            if (s.lost()) {
                out.add(new Raised(id + "/lost/" + since, "board-lost", null, s.link() == null
                        ? "board lost (connection died)" : "board lost (the connection of link " + s.link() + " died)"));
            }
            Duration off = Duration.between(since, now);
            if (!realert.isZero() && off.compareTo(realert) >= 0) {
                long times = off.toMillis() / realert.toMillis();
                out.add(new Raised(id + "/offline/" + since + "/" + times, "board-offline", null,
                        "offline for " + off.toMinutes() + " min " + off.toSecondsPart() + " s (since "
                                + SINCE.format(since) + " UTC), alert " + times));
            }
        }
        if (v.clockStatus() == ClockStatus.FLAGGED || v.termination() != null
                && v.termination().wireName().startsWith("time-forfeit")) {
            out.add(new Raised(id + "/flag/" + v.gameId(), "flag", "6.9", v.result() == null
                    ? "flag fell: can the opponent still mate? The board could not tell: declare the result"
                    : "flag fell: " + v.result().pgn() + " (" + v.termination().wireName() + ")"));
        }
        if (v.irregularity() != null) {
            out.add(new Raised(id + "/irregularity/" + v.irregularity().seq(), v.irregularity().kind().wireName(),
                    v.irregularity().article(), v.irregularity().detail()));
        }
        for (RoomJson.Alert n : b.notices()) {
            out.add(new Raised(id + "/" + n.kind() + "/" + n.text(), n.kind(), null, n.text()));
        }
        return out;
    }
}
