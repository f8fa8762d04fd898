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
    }

    private final Clock clock;
    private final Map<String, BoardFeed> boards = new TreeMap<>();
    private final Map<String, LinkStatus> links = new TreeMap<>();
    private final Deque<CommandReplyView> replies = new ArrayDeque<>();
    private final List<Consumer<String>> listeners = new CopyOnWriteArrayList<>();
    private final GapHandler gaps;

    Room(Clock clock, GapHandler gaps) {
        this.clock = clock;
        this.gaps = gaps;
    }

    void addListener(Consumer<String> onBoardChanged) {
        listeners.add(onBoardChanged);
    }

    Instant now() {
        return clock.instant();
    }

    /** One MQTT message of the board tree. Bad payloads are logged with their topic and dropped. */
    void receive(HubTopic topic, String payload) {
        Instant now = clock.instant();
        Long republishFrom = null;
        synchronized (this) {
            BoardFeed feed = boards.computeIfAbsent(topic.boardId(), BoardFeed::new);
            try {
                switch (topic.kind()) {
                    case EVENTS -> {
                        Event e = EventJson.read(payload);
                        if (!e.boardId().equals(topic.boardId())) {
                            // Each board writes only its own tree (docs/mqtt.md, ACL): another id here is not its event.
                            throw new IllegalArgumentException("event of board '" + e.boardId() + "' on board '"
                                    + topic.boardId() + "''s topic");
                        }
                        Arrival a = feed.event(e, now);
                        if (a instanceof Arrival.Gap g) {
                            republishFrom = g.fromSeq();
                        }
                    }
                    case STATE_GAME -> feed.snapshot("game", payload, now);
                    case STATE_POSITION -> feed.snapshot("position", payload, now);
                    case STATE_CLOCK -> feed.snapshot("clock", payload, now);
                    case STATE_PGN -> feed.snapshot("pgn", payload, now);
                    case STATUS -> status(feed, payload, now);
                    case CMD_REPLY -> reply(topic.boardId(), payload, now);
                }
            } catch (IllegalArgumentException e) {
                log.warn("board {}: dropped a message on {}: {}", topic.boardId(), topic.kind(), e.getMessage());
                return;
            }
        }
        if (republishFrom != null) {
            log.info("board {}: gap before seq {}; asking it to republish", topic.boardId(), republishFrom);
            gaps.republish(topic.boardId(), republishFrom);
        }
        for (Consumer<String> l : listeners) {
            l.accept(topic.boardId());
        }
    }

    private static void status(BoardFeed feed, String payload, Instant now) {
        JsonNode n = parse(payload, "status");
        JsonNode link = n.path("link");
        if (!link.isMissingNode() && !link.isNull() && !link.isTextual()) {
            throw new IllegalArgumentException("status: link must be a link id, was " + link);
        }
        feed.status(online(n, "status"), reason(n), link.isTextual() ? link.asText() : null, now);
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

    private void reply(String boardId, String payload, Instant now) {
        JsonNode n = parse(payload, "cmd/reply");
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

    /** One board's state for a page, in the room's order. */
    record BoardSnapshot(BoardView view, BoardStatus status, Instant clockReceivedAt) {
    }

    synchronized BoardSnapshot board(String boardId) {
        BoardFeed f = boards.get(boardId);
        return f == null ? null : new BoardSnapshot(f.view(), shown(f), f.clockReceivedAt());
    }

    /** Every board in board order: the board number of its game's metadata, then its id. */
    synchronized List<BoardSnapshot> boards() {
        List<BoardSnapshot> out = new ArrayList<>(boards.size());
        for (BoardFeed f : boards.values()) {
            out.add(new BoardSnapshot(f.view(), shown(f), f.clockReceivedAt()));
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
        Instant cutoff = clock.instant().minus(delay);
        List<BoardSnapshot> out = new ArrayList<>(boards.size());
        for (BoardFeed f : boards.values()) {
            out.add(delay.isZero() ? new BoardSnapshot(f.view(), shown(f), f.clockReceivedAt())
                    : new BoardSnapshot(f.delayedView(cutoff), shown(f), null));
        }
        out.sort(BOARD_ORDER);
        return out;
    }

    /** The board's own status, and for a board on a link its link's status with it. Holding the room's lock. */
    private BoardStatus shown(BoardFeed f) {
        BoardStatus own = f.status();
        return own.link() == null ? own : own.through(links.getOrDefault(own.link(), LinkStatus.UNKNOWN));
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
