package org.touchmove.firmware.hub;

import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.event.ClockCause;
import org.touchmove.firmware.event.ClockEvent;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.MoveEvent;
import org.touchmove.firmware.view.BoardView;
import org.touchmove.firmware.view.BoardViews;

/**
 * One board as the hub knows it, rebuilt from MQTT alone: the view from the latest complete set of retained
 * snapshots plus the events after its {@code seq} (docs/mqtt.md, consumer algorithm), duplicates dropped by
 * {@code seq}, events after a gap held until the missing ones arrive. A stream that goes back where no late copy can
 * be is a board reset: the old game is dropped and the new stream followed (docs/hub.md, "Resets"). For the public
 * delay only the events the delay has not yet passed over are kept ({@link DelayWindow}), within {@link HubLimits}.
 * Not thread-safe: the {@link Room} serialises.
 */
final class BoardFeed {

    private static final Logger log = LoggerFactory.getLogger(BoardFeed.class);

    /**
     * How far behind the view a seq may be and still be a late copy (a republish another hub asked for): further
     * back is a reset. Also how far ahead an event is held after a gap; further is left to the next snapshot set.
     */
    static final long SEQ_WINDOW = 1_000;
    /** The games a late copy may belong to: the last few this board played. */
    private static final int KNOWN_GAMES = 8;
    /** The delayed clock moves in steps of this: a tick closer than this to the last kept one is not kept. */
    static final Duration TICK_GRAIN = Duration.ofSeconds(10);
    /** How long the room shows a reset. */
    static final Duration RESET_SHOWN = Duration.ofMinutes(10);

    /** A reset the room shows: when, and what went back. */
    record Reset(Instant at, String what) {
    }

    /** A limit in force: {@code board} or {@code total}, the key that sets it, since when. */
    record CapHit(String which, String key, Instant since) {
    }

    private record Held(Event event, int chars) {
    }

    /**
     * A snapshot set that carried the view over events the hub never folded (docs/hub.md, "Rebuilt from the retained
     * snapshots"): the view was at {@code fromSeq}, is now at {@code toSeq}, and {@code missing} of the events between
     * had not arrived (neither folded nor held).
     */
    record Rebuilt(long fromSeq, long toSeq, long missing) {
    }

    private final String boardId;
    private final Duration delay;
    private final HubLimits limits;
    private final RoomUsage usage;
    private BoardView view;
    private final DelayWindow window;
    private final TreeMap<Long, Held> held = new TreeMap<>();
    private long heldChars;
    private final Map<String, String> snapshots = new HashMap<>();
    private final Set<String> knownGames = new LinkedHashSet<>();
    /** The game last added to {@link #knownGames}: nearly every event is of it, and needs no set lookup. */
    private String newestGame;
    private BoardStatus status = BoardStatus.UNKNOWN;
    private Instant clockReceivedAt;
    private long gapRequestedFor = -1;
    private Reset lastReset;
    private CapHit cap;
    /** Has this board had a view since the hub started (a later snapshot set is no first view, also after a reset)? */
    private boolean started;
    /** The last rebuild over missing events not yet taken by the room (for its log line). */
    private Rebuilt rebuilt;
    /** Snapshot messages received so far (the room's healer waits for the four it asked for). */
    private long snapshotsSeen;

    /** A board with no delay and the default limits (tests of the consumer algorithm). */
    BoardFeed(String boardId) {
        this(boardId, Duration.ZERO, HubLimits.DEFAULTS, new RoomUsage());
    }

    BoardFeed(String boardId, Duration delay, HubLimits limits, RoomUsage usage) {
        this.boardId = boardId;
        this.delay = delay;
        this.limits = limits;
        this.usage = usage;
        this.view = BoardViews.empty(boardId);
        this.window = new DelayWindow(view, usage);
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

    Reset lastReset() {
        return lastReset;
    }

    CapHit cap() {
        return cap;
    }

    void status(boolean online, String reason, String link, Instant now) {
        status = new BoardStatus(online, reason, now, link);
    }

    void seen(Instant now) {
        status = status.seenAt(now);
    }

    Arrival event(Event e, Instant now) {
        return event(e, 0, now);
    }

    /**
     * docs/mqtt.md step 3: drop {@code seq <= lastSeq}, apply {@code lastSeq + 1}, hold anything later; a seq back
     * where no late copy can be is a reset.
     *
     * @param chars the length of the message (what the limits count)
     */
    Arrival event(Event e, int chars, Instant now) {
        seen(now);
        long last = view.lastSeq();
        if (e.seq() <= last) {
            if (!restarted(e.seq(), e.gameId())) {
                return new Arrival.Duplicate();
            }
            reset(now, "event seq " + e.seq() + " of game " + e.gameId() + " after seq " + last + " of game "
                    + view.gameId());
            last = 0;
        }
        if (e.seq() > last + 1) {
            if (e.seq() - last <= SEQ_WINDOW && over(chars) == null) {
                if (held.put(e.seq(), new Held(e, chars)) == null) {
                    heldChars += chars;
                    usage.keep(1, chars);
                }
            }
            // Ask once per missing seq, not once per held event.
            if (gapRequestedFor == last + 1) {
                return new Arrival.Duplicate();
            }
            gapRequestedFor = last + 1;
            return new Arrival.Gap(last + 1);
        }
        apply(e, chars, now);
        drainHeld(now);
        return new Arrival.Applied();
    }

    /** Can a seq at or behind the view not be a late copy? Too far back, or of a game this board never played. */
    private boolean restarted(long seq, String gameId) {
        return view.lastSeq() - seq > SEQ_WINDOW || gameId != null && !knownGames.contains(gameId);
    }

    private void reset(Instant now, String what) {
        log.warn("board {}: reset ({}): the old game is dropped and the new stream followed", boardId, what);
        lastReset = new Reset(now, what);
        usage.reset();
        view = BoardViews.empty(boardId);
        window.restart(view);
        clearHeld(Long.MAX_VALUE);
        knownGames.clear();
        newestGame = null;
        gapRequestedFor = -1;
    }

    private void apply(Event e, int chars, Instant now) {
        started = true;
        view = BoardViews.apply(view, e);
        remember(e.gameId());
        if (e.body() instanceof ClockEvent || e.body() instanceof MoveEvent) {
            clockReceivedAt = now;
        }
        keep(e, chars, now);
    }

    private void remember(String gameId) {
        if (gameId == null || gameId.equals(newestGame)) {
            return;
        }
        newestGame = gameId;
        if (knownGames.add(gameId) && knownGames.size() > KNOWN_GAMES) {
            knownGames.remove(knownGames.iterator().next());
        }
    }

    /** Keeps an applied event for the public delay, within the limits; a checkpoint stands for it beyond them. */
    private void keep(Event e, int chars, Instant now) {
        if (delay.isZero()) {
            return; // the public sees the live view
        }
        window.release(now.minus(delay));
        if (isTick(e) && window.lastEvent() != null && isTick(window.lastEvent())
                && window.lastAt().plus(TICK_GRAIN).isAfter(now)) {
            return;
        }
        CapHit over = over(chars);
        if (over == null) {
            window.add(e, chars, now);
            if (cap != null && below90()) {
                log.info("board {}: back under the hub's limits; every event is kept for the delay again", boardId);
                cap = null;
            }
            return;
        }
        window.checkpoint(view, now);
        if (over.which().equals("board")) {
            usage.boardCapHit();
        } else {
            usage.totalCapHit();
        }
        if (cap == null || !cap.which().equals(over.which())) {
            log.warn("board {}: {} reached: its events are no longer kept for the delay; the public view jumps to "
                    + "the live one of now once the delay has passed", boardId, over.key());
            cap = new CapHit(over.which(), over.key(), now);
        }
    }

    private static boolean isTick(Event e) {
        return e.body() instanceof ClockEvent c && c.cause() == ClockCause.TICK;
    }

    /** The limit one more event of {@code chars} would pass, or null. */
    private CapHit over(int chars) {
        int events = window.size() + held.size();
        long bytes = window.chars() + heldChars;
        if (events >= limits.boardEvents()) {
            return new CapHit("board", "hub.limits.boardEvents = " + limits.boardEvents(), null);
        }
        if (bytes + chars > limits.boardBytes()) {
            return new CapHit("board", "hub.limits.boardMegabytes = " + (limits.boardBytes() >> 20), null);
        }
        if (usage.events() >= limits.totalEvents()) {
            return new CapHit("total", "hub.limits.totalEvents = " + limits.totalEvents(), null);
        }
        if (usage.chars() + chars > limits.totalBytes()) {
            return new CapHit("total", "hub.limits.totalMegabytes = " + (limits.totalBytes() >> 20), null);
        }
        return null;
    }

    private boolean below90() {
        return (window.size() + held.size()) * 10L < limits.boardEvents() * 9L
                && (window.chars() + heldChars) * 10 < limits.boardBytes() * 9
                && usage.events() * 10 < limits.totalEvents() * 9L && usage.chars() * 10 < limits.totalBytes() * 9;
    }

    private void drainHeld(Instant now) {
        while (!held.isEmpty() && held.firstKey() <= view.lastSeq() + 1) {
            Held next = held.pollFirstEntry().getValue();
            heldChars -= next.chars();
            usage.release(1, next.chars());
            if (next.event().seq() == view.lastSeq() + 1) {
                apply(next.event(), next.chars(), now);
            }
        }
        if (held.isEmpty()) {
            gapRequestedFor = -1;
        }
    }

    private void clearHeld(long upToSeq) {
        var head = held.headMap(upToSeq, true);
        for (Held h : head.values()) {
            heldChars -= h.chars();
            usage.release(1, h.chars());
        }
        head.clear();
    }

    /**
     * docs/mqtt.md step 2: one retained snapshot; when the four agree on a {@code seq} newer than the view, the
     * view is rebuilt from them (one back where no late copy can be: a reset). Returns true when the view changed.
     */
    boolean snapshot(String kind, String payload, Instant now) {
        seen(now);
        snapshotsSeen++;
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
        boolean first = !started;
        Rebuilt over = null;
        if (seq <= view.lastSeq()) {
            String gameId = SnapshotView.inner(snapshots.get("game"), "game").path("gameId").asText(null);
            if (seq == view.lastSeq() || !restarted(seq, gameId)) {
                return false;
            }
            reset(now, "snapshots at seq " + seq + " of game " + gameId + " after seq " + view.lastSeq()
                    + " of game " + view.gameId());
        } else if ((!first || gapRequestedFor >= 0) && seq > view.lastSeq() + 1) {
            long from = view.lastSeq();
            long missing = seq - from - held.subMap(from, false, seq, true).size();
            if (missing > 0) {
                over = new Rebuilt(from, seq, missing);
            }
        }
        view = SnapshotView.of(boardId, seq, snapshots.get("game"), snapshots.get("position"),
                snapshots.get("clock"), snapshots.get("pgn"));
        if (over != null) {
            rebuilt = over;
        }
        started = true;
        remember(view.gameId());
        clockReceivedAt = now;
        if (first) {
            // A hub that just started cannot know what the public saw: the snapshot is shown as it stands.
            window.restart(view);
        } else if (!delay.isZero()) {
            window.release(now.minus(delay));
            window.checkpoint(view, now);
        }
        clearHeld(seq);
        drainHeld(now);
        return true;
    }

    /**
     * The view as the public sees it with the cut-off at {@code cutoff} (now minus the delay; cut-offs only move on):
     * what the delay has passed over is folded in and dropped.
     */
    BoardView delayedView(Instant cutoff) {
        if (delay.isZero()) {
            return view;
        }
        window.release(cutoff);
        return window.base();
    }

    /** The rebuild over missing events since the last call, or null; cleared by the call. */
    Rebuilt takeRebuilt() {
        Rebuilt r = rebuilt;
        rebuilt = null;
        return r;
    }

    long snapshotsSeen() {
        return snapshotsSeen;
    }

    int heldCount() {
        return held.size();
    }

    /** Events kept for this board: for the delay and after gaps. */
    int keptEvents() {
        return window.size() + held.size();
    }
}
