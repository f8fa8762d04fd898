package org.touchmove.firmware.hub;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/**
 * The room's connection column for boards on a shared connection (docs/hub.md): a board on a link is online only
 * while its own status and its link's status both say so; a lost link shows each of its boards lost, with the
 * {@code board-lost} alert, until the link is back. Messages are fed in directly, in virtual time.
 */
class RoomTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Instant T0 = Instant.parse("2026-11-30T22:00:00Z");
    private static final String LINK_ONLINE = "{\"v\":1,\"type\":\"link-status\",\"linkId\":\"room-1\","
            + "\"state\":\"online\",\"reason\":null,\"ts\":\"2026-11-30T21:59:00.000Z\"}";
    /** The link's last will, as the broker publishes it. */
    private static final String LINK_LOST = "{\"v\":1,\"type\":\"link-status\",\"linkId\":\"room-1\","
            + "\"state\":\"offline\",\"reason\":\"lost\"}";

    private final MutableClock clock = new MutableClock(T0);
    private final Room room = new Room(clock, (board, fromSeq) -> {
        throw new AssertionError("no events here, no gap: " + board + " " + fromSeq);
    });
    private final List<String> changed = new ArrayList<>();
    private final ListAppender<ILoggingEvent> logged = new ListAppender<>();
    private final Logger roomLogger = (Logger) LoggerFactory.getLogger(Room.class);

    @BeforeEach
    void listen() {
        room.addListener(changed::add);
        logged.start();
        roomLogger.addAppender(logged);
    }

    @AfterEach
    void release() {
        roomLogger.detachAppender(logged);
    }

    @Test
    void aLostLinkShowsEachOfItsBoardsLostUntilItIsBack() throws Exception {
        boardStatus("b-1", online("b-1", "room-1"));
        boardStatus("b-2", online("b-2", "room-1"));
        boardStatus("b-3", online("b-3", null)); // a connection of its own
        boardStatus("b-4", online("b-4", "room-2"));
        linkStatus("room-1", LINK_ONLINE);
        linkStatus("room-2", LINK_ONLINE.replace("room-1", "room-2"));
        assertShownOnline("b-1", "room-1");
        assertShownOnline("b-2", "room-1");
        assertShownOnline("b-3", null);
        assertShownOnline("b-4", "room-2");

        clock.advance(Duration.ofSeconds(30));
        changed.clear();
        linkStatus("room-1", LINK_LOST);
        for (String b : List.of("b-1", "b-2")) {
            JsonNode n = shown(b);
            assertThat(n.get("online").asBoolean()).as(b + " online").isFalse();
            assertThat(n.get("offlineReason").asText()).as(b + " offlineReason").isEqualTo("lost");
            assertThat(n.get("link").asText()).isEqualTo("room-1");
            assertThat(n.get("lastSeen").asText()).as("the link's will is not news from the board")
                    .isEqualTo(T0.toString());
            assertThat(alerts(n)).as(b + " alerts").containsExactly("board-lost");
            assertThat(n.get("alerts").get(0).get("text").asText()).as("where to look")
                    .isEqualTo("board lost (the connection of link room-1 died)");
        }
        assertShownOnline("b-3", null);
        assertShownOnline("b-4", "room-2");
        assertThat(changed).as("the pages hear of the boards of the lost link").containsExactly("b-1", "b-2");
        assertThat(logged.list).anyMatch(e -> e.getLevel() == Level.WARN
                && e.getFormattedMessage().equals("link room-1 offline (lost): its 2 boards are shown offline"));

        changed.clear();
        linkStatus("room-1", LINK_ONLINE);
        assertShownOnline("b-1", "room-1");
        assertShownOnline("b-2", "room-1");
        assertThat(changed).containsExactly("b-1", "b-2");
    }

    @Test
    void aBoardOnALinkNotYetHeardOfIsNotShownOnlineNorLost() throws Exception {
        boardStatus("b-1", online("b-1", "room-1"));
        JsonNode n = shown("b-1");
        assertThat(n.get("online").asBoolean()).isFalse();
        assertThat(n.get("offlineReason").isNull()).as("unknown, not lost: no alarm").isTrue();
        assertThat(alerts(n)).isEmpty();
        linkStatus("room-1", LINK_ONLINE);
        assertShownOnline("b-1", "room-1");
    }

    @Test
    void theBoardsOwnOfflineStandsAndALinkShutDownIsNoLoss() throws Exception {
        linkStatus("room-1", LINK_ONLINE);
        boardStatus("b-1", "{\"v\":1,\"type\":\"status\",\"boardId\":\"b-1\",\"state\":\"offline\","
                + "\"reason\":\"shutdown\",\"ts\":\"2026-11-30T22:00:00.000Z\",\"link\":\"room-1\"}");
        assertThat(shown("b-1").get("online").asBoolean()).as("closed, though its link is up").isFalse();
        assertThat(shown("b-1").get("offlineReason").asText()).isEqualTo("shutdown");

        boardStatus("b-2", online("b-2", "room-1"));
        linkStatus("room-1", "{\"v\":1,\"type\":\"link-status\",\"linkId\":\"room-1\",\"state\":\"offline\","
                + "\"reason\":\"shutdown\",\"ts\":\"2026-11-30T22:01:00.000Z\"}");
        JsonNode n = shown("b-2");
        assertThat(n.get("online").asBoolean()).isFalse();
        assertThat(n.get("offlineReason").asText()).isEqualTo("shutdown");
        assertThat(alerts(n)).isEmpty();

        // The board comes back on a connection of its own: its status alone counts.
        boardStatus("b-2", online("b-2", null));
        assertShownOnline("b-2", null);
    }

    @Test
    void aBadLinkStatusIsLoggedWithItsTopicAndDropped() throws Exception {
        linkStatus("room-1", LINK_ONLINE);
        boardStatus("b-1", online("b-1", "room-1"));
        changed.clear();
        List<String> bad = List.of("not json", "[]",
                "{\"v\":1,\"type\":\"link-status\",\"linkId\":\"room-1\",\"state\":\"gone\"}",
                LINK_LOST.replace("room-1", "room-9"));
        for (String payload : bad) {
            linkStatus("room-1", payload);
            assertShownOnline("b-1", "room-1");
        }
        assertThat(changed).as("nothing changed").isEmpty();
        List<String> warnings = logged.list.stream().filter(e -> e.getLevel() == Level.WARN)
                .map(ILoggingEvent::getFormattedMessage).toList();
        assertThat(warnings).hasSize(bad.size()).allMatch(w -> w.startsWith("link room-1: dropped a message on its"
                + " status: "));
        assertThat(warnings.get(2)).endsWith("link status: state must be online or offline, was 'gone'");
        assertThat(warnings.get(3)).endsWith("status of link 'room-9' on link 'room-1''s topic");

        boardStatus("b-1", "{\"v\":1,\"type\":\"status\",\"boardId\":\"b-1\",\"state\":\"offline\","
                + "\"reason\":\"shutdown\",\"link\":7}");
        assertShownOnline("b-1", "room-1");
        assertThat(logged.list.get(logged.list.size() - 1).getFormattedMessage())
                .isEqualTo("board b-1: dropped a message on STATUS: status: link must be a link id, was 7");
    }

    @Test
    void garbageOnABoardsTreeLogsAtMostTwentyLinesAMinuteEscaped() throws Exception {
        boardStatus("b-1", online("b-1", null));
        logged.list.clear();
        for (int i = 0; i < 100; i++) {
            room.receive(new HubTopic("b-1", HubTopic.Kind.EVENTS), "\u2028not json " + i);
        }
        List<String> warnings = logged.list.stream().filter(e -> e.getLevel() == Level.WARN)
                .map(ILoggingEvent::getFormattedMessage).toList();
        assertThat(warnings).hasSize(20).allMatch(w -> w.startsWith("board b-1: dropped a message on EVENTS: "))
                .noneMatch(w -> w.contains("\u2028"));
        clock.advance(Duration.ofMinutes(1));
        room.receive(new HubTopic("b-1", HubTopic.Kind.EVENTS), "still not json");
        assertThat(logged.list.get(logged.list.size() - 1).getFormattedMessage())
                .endsWith("(80 more not logged before it)");
        assertShownOnline("b-1", null);
    }

    private static String online(String boardId, String link) {
        return "{\"v\":1,\"type\":\"status\",\"boardId\":\"" + boardId + "\",\"state\":\"online\",\"reason\":null,"
                + "\"ts\":\"2026-11-30T21:59:30.000Z\"" + (link == null ? "" : ",\"link\":\"" + link + "\"") + "}";
    }

    private void boardStatus(String boardId, String payload) {
        room.receive(new HubTopic(boardId, HubTopic.Kind.STATUS), payload);
    }

    private void linkStatus(String linkId, String payload) {
        room.receive(new LinkTopic(linkId), payload);
    }

    /** The board's object as {@code /room.json} and {@code /live} carry it. */
    private JsonNode shown(String boardId) throws Exception {
        return JSON.readTree(RoomJson.board(room.board(boardId), clock.instant()));
    }

    private void assertShownOnline(String boardId, String link) throws Exception {
        JsonNode n = shown(boardId);
        assertThat(n.get("online").asBoolean()).as(boardId + " online").isTrue();
        assertThat(n.get("offlineReason").isNull()).as(boardId + " offlineReason").isTrue();
        assertThat(n.get("link").isNull() ? null : n.get("link").asText()).as(boardId + " link").isEqualTo(link);
        assertThat(alerts(n)).as(boardId + " alerts").isEmpty();
    }

    private static List<String> alerts(JsonNode n) {
        List<String> kinds = new ArrayList<>();
        n.get("alerts").forEach(a -> kinds.add(a.get("kind").asText()));
        return kinds;
    }
}
