package org.touchmove.firmware.hub;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.NewGameEvent;
import org.touchmove.firmware.view.BoardView;
import org.touchmove.firmware.view.BoardViews;

/**
 * One board as the hub knows it, rebuilt from MQTT alone: the view from the latest complete set of retained
 * snapshots plus the events after its {@code seq} (docs/mqtt.md, consumer algorithm), duplicates dropped by
 * {@code seq}, events after a gap held until the missing ones arrive. Not thread-safe: the {@link Room} serialises.
 */
final class BoardFeed {

    /** Events held after a gap, at most this many (then the next snapshot set is the truth). */
    private static final int MAX_HELD = 10_000;

    private final String boardId;
    private BoardView view;
    /** The events of the current game since the view's base, with the time the hub received them (the delay). */
    private final List<Timed> gameEvents = new ArrayList<>();
    private BoardView gameBase;
    private final TreeMap<Long, Event> held = new TreeMap<>();
    private final Map<String, String> snapshots = new java.util.HashMap<>();
    private BoardStatus status = BoardStatus.UNKNOWN;
    private Instant clockReceivedAt;
    private long gapRequestedFor = -1;

    record Timed(Instant receivedAt, Event event) {
    }

    BoardFeed(String boardId) {
        this.boardId = boardId;
        this.view = BoardViews.empty(boardId);
        this.gameBase = view;
    }

    String boardId() {
        return boardId;
    }

    BoardView view() {
        return view;
    }

    BoardStatus status() {
        return status;
    }

    Instant clockReceivedAt() {
        return clockReceivedAt;
    }

    void status(boolean online, String reason, String link, Instant now) {
        status = new BoardStatus(online, reason, now, link);
    }

    void seen(Instant now) {
        status = status.seenAt(now);
    }

    /** docs/mqtt.md step 3: drop {@code seq <= lastSeq}, apply {@code lastSeq + 1}, hold anything later. */
    Arrival event(Event e, Instant now) {
        seen(now);
        long last = view.lastSeq();
        if (e.seq() <= last) {
            return new Arrival.Duplicate();
        }
        if (e.seq() > last + 1) {
            if (held.size() < MAX_HELD) {
                held.put(e.seq(), e);
            }
            // Ask once per missing seq, not once per held event.
            if (gapRequestedFor == last + 1) {
                return new Arrival.Duplicate();
            }
            gapRequestedFor = last + 1;
            return new Arrival.Gap(last + 1);
        }
        apply(e, now);
        drainHeld(now);
        return new Arrival.Applied();
    }

    private void apply(Event e, Instant now) {
        if (e.body() instanceof NewGameEvent) {
            gameBase = view;
            gameEvents.clear();
        }
        view = BoardViews.apply(view, e);
        gameEvents.add(new Timed(now, e));
        if (e.body() instanceof org.touchmove.firmware.event.ClockEvent
                || e.body() instanceof org.touchmove.firmware.event.MoveEvent) {
            clockReceivedAt = now;
        }
    }

    private void drainHeld(Instant now) {
        while (!held.isEmpty() && held.firstKey() <= view.lastSeq() + 1) {
            Event next = held.pollFirstEntry().getValue();
            if (next.seq() == view.lastSeq() + 1) {
                apply(next, now);
            }
        }
        if (held.isEmpty()) {
            gapRequestedFor = -1;
        }
    }

    /**
     * docs/mqtt.md step 2: one retained snapshot; when the four agree on a {@code seq} newer than the view, the
     * view is rebuilt from them. Returns true when the view changed.
     */
    boolean snapshot(String kind, String payload, Instant now) {
        seen(now);
        snapshots.put(kind, payload);
        if (snapshots.size() < 4) {
            return false;
        }
        long seq = SnapshotView.seq(snapshots.get("game"));
        for (String k : List.of("position", "clock", "pgn")) {
            if (SnapshotView.seq(snapshots.get(k)) != seq) {
                return false;
            }
        }
        if (seq <= view.lastSeq()) {
            return false;
        }
        view = SnapshotView.of(boardId, seq, snapshots.get("game"), snapshots.get("position"),
                snapshots.get("clock"), snapshots.get("pgn"));
        gameBase = view;
        gameEvents.clear();
        clockReceivedAt = now;
        held.headMap(seq, true).clear();
        drainHeld(now);
        return true;
    }

    /**
     * The view as the public saw it {@code delay} ago: the game's base plus the events the hub had received by then
     * (a base newer than that, after a restart of the hub, is shown as it is).
     */
    BoardView delayedView(Instant cutoff) {
        BoardView v = gameBase;
        for (Timed t : gameEvents) {
            if (t.receivedAt().isAfter(cutoff)) {
                break;
            }
            v = BoardViews.apply(v, t.event());
        }
        return v;
    }

    int heldCount() {
        return held.size();
    }
}
