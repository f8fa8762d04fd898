package org.touchmove.firmware.hub;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.EventJson;
import org.touchmove.firmware.view.BoardView;

/**
 * Every board of the room, rebuilt from the MQTT messages the hub receives, and the status of the links that carry
 * boards (a board on a link is shown online only while its link is too: {@link BoardStatus#through}). One lock for
 * the room: messages arrive on the MQTT client's thread, pages read from HTTP threads. Listeners hear the id of every
 * board that changed, also of each board whose link changed.
 */
final class Room {

    private static final Logger log = LoggerFactory.getLogger(Room.class);
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int REPLIES_KEPT = 50;

    /** Sends the board's {@code republish} command (docs/commands.md) after a gap. */
    interface GapHandler {
        void republish(String boardId, long fromSeq);

        /**
         * The board went offline (its status, its will, or its heartbeats stopped): the hub may have lost its last
         * events, which no later event will show as a gap; its retained snapshots are read (docs/hub.md).
         */
        default void gone(String boardId) {
        }
    }

    private final Clock clock;
    private final Map<String, BoardFeed> boards = new TreeMap<>();
    /** The same boards by id for the lookup of every message (a hash, not the tree's string comparisons). */
    private final Map<String, BoardFeed> byId = new HashMap<>();
    private final Map<String, LinkStatus> links = new TreeMap<>();
    private final Deque<CommandReplyView> replies = new ArrayDeque<>();
    private final List<Consumer<String>> listeners = new CopyOnWriteArrayList<>();
    private final GapHandler gaps;
    private final BoardAdmission admission;
    private final HubLimits limits;
    private final Duration delay;
    private final RoomUsage usage = new RoomUsage();
    /** Lines for dropped messages of boards in the room: a board's tree flooded with garbage must not flood the log. */
    private final LogBudget dropped = new LogBudget(BoardAdmission.LINES_PER_MINUTE);
    /** Lines for boards rebuilt over missing events: one each, but a hub far behind must not flood the log either. */
    private final LogBudget rebuiltLines = new LogBudget(BoardAdmission.LINES_PER_MINUTE);
    /** Status messages received (any board's): the healer's sign that the connection still brings messages. */
    private long statusesSeen;

    /** A room without a public delay, on the default limits. */
    Room(Clock clock, GapHandler gaps) {
        this(clock, gaps, HubLimits.DEFAULTS, Duration.ZERO);
    }

    /** @param delay the public delay ({@code hub.delayMinutes}): how long each board's events are kept */
    Room(Clock clock, GapHandler gaps, HubLimits limits, Duration delay) {
        this.clock = clock;
        this.gaps = gaps;
        this.admission = new BoardAdmission(limits);
        this.limits = limits;
        this.delay = delay;
    }

    /** What the hub's own status ({@code /hub.json}) says of the room. */
    record Health(int boards, long refusedMessages, long keptEvents, long keptBytes, long boardCapHits,
                  long totalCapHits, long resets, List<String> boardsAtLimit, HubLimits limits) {
    }

    synchronized Health health() {
        List<String> atLimit = new ArrayList<>();
        for (BoardFeed f : boards.values()) {
            if (f.cap() != null) {
                atLimit.add(f.boardId());
            }
        }
        return new Health(boards.size(), admission.refusedCount(), usage.events(), usage.chars(),
                usage.boardCapHits(), usage.totalCapHits(), usage.resets(), atLimit, limits);
    }

    void addListener(Consumer<String> onBoardChanged) {
        listeners.add(onBoardChanged);
    }

    Instant now() {
        return clock.instant();
    }

    /**
     * One MQTT message of the board tree. Bad payloads of a board in the room are logged with their topic and dropped;
     * a board not in the room enters it only with a valid message and only if {@link BoardAdmission} lets it; any
     * other message of a board not in the room is counted and dropped (its id logged once).
     */
    void receive(HubTopic topic, String payload) {
        Instant now = clock.instant();
        Long republishFrom = null;
        boolean gone = false;
        String boardId = topic.boardId();
        synchronized (this) {
            if (topic.kind() == HubTopic.Kind.STATUS) {
                statusesSeen++;
            }
            BoardFeed feed = byId.get(boardId);
            try {
                Change change = parse(topic, payload);
                if (feed == null) {
                    String why = topic.kind() == HubTopic.Kind.CMD_REPLY ? "a command reply of a board not in the room"
                            : admission.refusal(boardId, boards.size());
                    if (why != null) {
                        admission.refuse(boardId, topic.kind().name(), why, now);
                        return;
                    }
                    feed = new BoardFeed(boardId, delay, limits, usage);
                    boards.put(boardId, feed);
                    byId.put(boardId, feed);
                    log.info("board {} enters the room ({} boards)", boardId, boards.size());
                }
                if (change.apply(feed) instanceof Arrival.Gap g) {
                    republishFrom = g.fromSeq();
                }
                // Every offline status, not only a change: the hub may have missed the online one too.
                gone = topic.kind() == HubTopic.Kind.STATUS && !feed.status().online();
                BoardFeed.Rebuilt r = feed.takeRebuilt();
                if (r != null) {
                    String more = rebuiltLines.line(now);
                    if (more != null) {
                        log.warn("board {}: rebuilt from its retained snapshots at seq {}: {} events missing after"
                                + " seq {} (never received, no republish){}", boardId, r.toSeq(), r.missing(),
                                r.fromSeq(), more);
                    }
                }
            } catch (IllegalArgumentException e) {
                if (feed == null) {
                    admission.refuse(boardId, topic.kind().name(), "not a valid message: " + e.getMessage(), now);
                } else {
                    String more = dropped.line(now);
                    if (more != null) {
                        log.warn("board {}: dropped a message on {}: {}{}", boardId, topic.kind(),
                                BoardAdmission.printable(String.valueOf(e.getMessage()), 300, false), more);
                    }
                }
                return;
            }
        }
        if (republishFrom != null) {
            log.info("board {}: gap before seq {}; asking it to republish", boardId, republishFrom);
            gaps.republish(boardId, republishFrom);
        }
        if (gone) {
            gaps.gone(boardId);
        }
        for (Consumer<String> l : listeners) {
            l.accept(boardId);
        }
    }

    /**
     * Checks a message against its documented form (docs/mqtt.md, docs/events.md) before any board is touched, and
     * returns what it changes.
     *
     * @throws IllegalArgumentException saying what is wrong with it
     */
    private Change parse(HubTopic topic, String payload) {
        if (payload.length() > HubLimits.MAX_MESSAGE_CHARS) {
            throw new IllegalArgumentException(payload.length() + " characters, more than the "
                    + HubLimits.MAX_MESSAGE_CHARS + " a message may have");
        }
        Instant now = clock.instant();
        String boardId = topic.boardId();
        return switch (topic.kind()) {
            case EVENTS -> {
                Event e = EventJson.read(payload);
                if (!e.boardId().equals(boardId)) {
                    // Each board writes only its own tree (docs/mqtt.md, ACL): another id here is not its event.
                    throw new IllegalArgumentException("event of board '" + BoardAdmission.printable(e.boardId())
                            + "' on board '" + boardId + "''s topic");
                }
                yield f -> f.event(e, payload.length(), now);
            }
            case STATE_GAME -> snapshot(boardId, "game", payload, now);
            case STATE_POSITION -> snapshot(boardId, "position", payload, now);
            case STATE_CLOCK -> snapshot(boardId, "clock", payload, now);
            case STATE_PGN -> snapshot(boardId, "pgn", payload, now);
            case STATUS -> status(boardId, payload, now);
            case CMD_REPLY -> {
                JsonNode n = parse(payload, "cmd/reply");
                yield f -> {
                    reply(boardId, n, now);
                    return null;
                };
            }
        };
    }

    /** What a checked message does to its board: for an event, what became of it; null for other messages. */
    private interface Change {
        Arrival apply(BoardFeed feed);
    }

    private static Change snapshot(String boardId, String kind, String payload, Instant now) {
        SnapshotView.check(boardId, kind, payload);
        return f -> {
            f.snapshot(kind, payload, now);
            return null;
        };
    }

    private static Change status(String boardId, String payload, Instant now) {
        JsonNode n = parse(payload, "status");
        if (!n.path("boardId").asText("").equals(boardId)) {
            throw new IllegalArgumentException("status of board '" + BoardAdmission.printable(n.path("boardId")
                    .asText("")) + "' on board '" + BoardAdmission.printable(boardId) + "''s topic");
        }
        JsonNode link = n.path("link");
        if (!link.isMissingNode() && !link.isNull() && !link.isTextual()) {
            throw new IllegalArgumentException("status: link must be a link id, was " + link);
        }
        boolean online = online(n, "status");
        String reason = reason(n);
        return f -> {
            f.status(online, reason, link.isTextual() ? link.asText() : null, now);
            return null;
        };
    }

    /** One MQTT message of a link's status. Bad payloads are logged with their topic and dropped. */
    void receive(LinkTopic topic, String payload) {
        List<String> carried = new ArrayList<>();
        synchronized (this) {
            LinkStatus next;
            try {
                next = linkStatus(topic, payload);
            } catch (IllegalArgumentException e) {
                log.warn("link {}: dropped a message on its status: {}", topic.linkId(), e.getMessage());
                return;
            }
            LinkStatus before = links.put(topic.linkId(), next);
            for (BoardFeed f : boards.values()) {
                if (topic.linkId().equals(f.status().link())) {
                    carried.add(f.boardId());
                }
            }
            if (before == null || before.online() != next.online()) {
                if (next.online()) {
                    log.info("link {} online: its {} boards are shown as their own status says", topic.linkId(),
                            carried.size());
                } else {
                    log.warn("link {} offline ({}): its {} boards are shown offline", topic.linkId(), next.reason(),
                            carried.size());
                }
            }
        }
        for (String boardId : carried) {
            for (Consumer<String> l : listeners) {
                l.accept(boardId);
            }
        }
    }

    private static LinkStatus linkStatus(LinkTopic topic, String payload) {
        JsonNode n = parse(payload, "link status");
        String linkId = n.path("linkId").asText("");
        if (!linkId.equals(topic.linkId())) {
            // A link writes only its own status topic: another id here is not its status.
            throw new IllegalArgumentException("status of link '" + linkId + "' on link '" + topic.linkId()
                    + "''s topic");
        }
        return new LinkStatus(online(n, "link status"), reason(n));
    }

    private static boolean online(JsonNode n, String what) {
        String state = n.path("state").asText("");
        if (!state.equals("online") && !state.equals("offline")) {
            throw new IllegalArgumentException(what + ": state must be online or offline, was '" + state + "'");
        }
        return state.equals("online");
    }

    private static String reason(JsonNode n) {
        return n.path("reason").isTextual() ? n.get("reason").asText() : null;
    }

    private void reply(String boardId, JsonNode n, Instant now) {
        replies.addFirst(new CommandReplyView(boardId, n.path("id").asText(null), n.path("status").asText(""),
                n.path("reason").isTextual() ? n.get("reason").asText() : null, now));
        while (replies.size() > REPLIES_KEPT) {
            replies.removeLast();
        }
    }

    private static JsonNode parse(String payload, String what) {
        try {
            JsonNode n = JSON.readTree(payload);
            if (n == null || !n.isObject()) {
                throw new IllegalArgumentException(what + ": not a JSON object");
            }
            return n;
        } catch (IOException e) {
            throw new IllegalArgumentException(what + ": not JSON: " + e.getMessage(), e);
        }
    }

    /**
     * One board's state for a page, in the room's order.
     *
     * @param notices what the hub itself says of the board: a reset, a limit reached (docs/hub.md, alerts)
     */
    record BoardSnapshot(BoardView view, BoardStatus status, Instant clockReceivedAt, List<RoomJson.Alert> notices) {

        BoardSnapshot(BoardView view, BoardStatus status, Instant clockReceivedAt) {
            this(view, status, clockReceivedAt, List.of());
        }
    }

    synchronized BoardSnapshot board(String boardId) {
        BoardFeed f = byId.get(boardId);
        return f == null ? null : new BoardSnapshot(f.view(), shown(f), f.clockReceivedAt(), notices(f));
    }

    /** A reset in the last {@link BoardFeed#RESET_SHOWN}, a limit in force. */
    private List<RoomJson.Alert> notices(BoardFeed f) {
        List<RoomJson.Alert> out = new ArrayList<>(2);
        BoardFeed.Reset r = f.lastReset();
        if (r != null && r.at().plus(BoardFeed.RESET_SHOWN).isAfter(clock.instant())) {
            out.add(new RoomJson.Alert("board-reset", "board reset at " + r.at() + " (" + r.what()
                    + "): shown afresh from its new stream"));
        }
        if (f.cap() != null) {
            out.add(new RoomJson.Alert("hub-limit", "the hub's limit " + f.cap().key() + " reached since "
                    + f.cap().since() + ": the delayed feeds jump ahead once the delay has passed"));
        }
        return out;
    }

    /** Every board in board order: the board number of its game's metadata, then its id. */
    synchronized List<BoardSnapshot> boards() {
        List<BoardSnapshot> out = new ArrayList<>(boards.size());
        for (BoardFeed f : boards.values()) {
            out.add(new BoardSnapshot(f.view(), shown(f), f.clockReceivedAt(), notices(f)));
        }
        out.sort(BOARD_ORDER);
        return out;
    }

    /** The views the public feed shows: each board as it stood {@code delay} ago. */
    List<BoardView> publicViews(Duration delay) {
        return publicBoards(delay).stream().map(BoardSnapshot::view).toList();
    }

    /**
     * Every board as the public sees it, in board order: its view as it stood {@code delay} ago, its status now, and
     * when its clock reading arrived (null for a delayed view: a reading of the past, not to be counted down).
     */
    synchronized List<BoardSnapshot> publicBoards(Duration delay) {
        if (!delay.isZero() && !delay.equals(this.delay)) {
            throw new IllegalArgumentException("the room keeps its events for a delay of " + this.delay + ", not "
                    + delay);
        }
        Instant cutoff = clock.instant().minus(delay);
        List<BoardSnapshot> out = new ArrayList<>(boards.size());
        for (BoardFeed f : boards.values()) {
            out.add(delay.isZero() ? new BoardSnapshot(f.view(), shown(f), f.clockReceivedAt(), notices(f))
                    : new BoardSnapshot(f.delayedView(cutoff), shown(f), null, notices(f)));
        }
        out.sort(BOARD_ORDER);
        return out;
    }

    /** The board's own status, and for a board on a link its link's status with it. Holding the room's lock. */
    private BoardStatus shown(BoardFeed f) {
        BoardStatus own = f.status();
        return own.link() == null ? own : own.through(links.getOrDefault(own.link(), LinkStatus.UNKNOWN));
    }

    synchronized long statusesSeen() {
        return statusesSeen;
    }

    /** The board's view's seq; -1 for a board not in the room. */
    synchronized long lastSeq(String boardId) {
        BoardFeed f = byId.get(boardId);
        return f == null ? -1 : f.view().lastSeq();
    }

    /** How many snapshot messages of the board have arrived; -1 for a board not in the room. */
    synchronized long snapshotsSeen(String boardId) {
        BoardFeed f = byId.get(boardId);
        return f == null ? -1 : f.snapshotsSeen();
    }

    synchronized List<CommandReplyView> replies() {
        return List.copyOf(replies);
    }

    static final Comparator<BoardSnapshot> BOARD_ORDER = Comparator
            .comparing((BoardSnapshot b) -> b.view().metadata().board() == null ? Integer.MAX_VALUE
                    : b.view().metadata().board())
            .thenComparing(b -> b.view().boardId());

    /** A reply from a board's {@code cmd/reply}, as the arbiter's page shows it. */
    record CommandReplyView(String boardId, String id, String status, String reason, Instant receivedAt) {
    }
}
