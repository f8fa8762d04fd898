package org.touchmove.firmware.hub;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.eclipse.paho.client.mqttv3.MqttClient;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.config.Settings;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.EventJson;
import org.touchmove.firmware.livechess.LiveChessClient;
import org.touchmove.firmware.config.LiveChessEndpoint;
import org.touchmove.firmware.livechess.LiveChessServer;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.notation.Uci;
import org.touchmove.firmware.simulation.HumanPlayer;
import org.touchmove.firmware.simulation.SimulatedSession;
import org.touchmove.sim.BoardTiming;
import org.touchmove.sim.hands.Hands;
import org.touchmove.sim.hands.NoiseProfile;

/**
 * The hub's LiveChess endpoint (docs/livechess.md, "The hub"): every board of the room, one {@code serialnr} each,
 * {@code NOTRESPONDING} for a lost or offline board, the public's delayed view, and a {@code setup} that changes no
 * game. The room is fed directly, its clock virtual; the client is ours over a real WebSocket.
 */
class HubLiveChessTest {

    private static final Instant T0 = Instant.parse("2026-11-30T22:00:00Z");

    private final MutableClock clock = new MutableClock(T0);
    private final Room room = new Room(clock, (board, fromSeq) -> {
        throw new AssertionError("no gap here: " + board + " " + fromSeq);
    }, HubLimits.DEFAULTS, Duration.ofMinutes(15));
    private LiveChessServer server;

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
    }

    /** The events of a board {@code boardId} that plays {@code ucis} from the start (a human hand, virtual time). */
    private static List<Event> game(String boardId, String... ucis) {
        List<Event> events = new ArrayList<>();
        Settings settings = Settings.fromMap(Map.of("board.id", boardId, "game.timeControl", "300+2"));
        SimulatedSession session = new SimulatedSession(settings, events::add, T0, BoardTiming.DEFAULT);
        HumanPlayer player = new HumanPlayer(new Hands(session.board(), NoiseProfile.clean(), 7), 7);
        session.setUp(Position.START);
        session.startClock();
        Position p = Position.START;
        for (String uci : ucis) {
            Move m = Uci.parse(uci, p);
            session.advanceTo(player.play(p, m, true));
            session.settle();
            p = p.play(m);
        }
        return events;
    }

    private void status(String boardId, String state, String reason) {
        room.receive(new HubTopic(boardId, HubTopic.Kind.STATUS), "{\"v\":1,\"type\":\"status\",\"boardId\":\""
                + boardId + "\",\"state\":\"" + state + "\",\"reason\":" + (reason == null ? "null" : "\"" + reason
                + "\"") + "}");
    }

    private void events(List<Event> events) {
        events.forEach(e -> room.receive(new HubTopic(e.boardId(), HubTopic.Kind.EVENTS), EventJson.write(e)));
    }

    private LiveChessClient serve(HubLiveBoards boards) {
        server = LiveChessServer.start(boards, new LiveChessEndpoint("127.0.0.1", 0), clock);
        return new LiveChessClient(server.port());
    }

    private static Map<String, String> states(JsonNode eboards) {
        Map<String, String> out = new java.util.LinkedHashMap<>();
        eboards.path("param").forEach(b -> out.put(b.path("serialnr").asText(), b.path("state").asText()));
        return out;
    }


    @Test
    void everyBoardOfTheRoom_delayedAsThePublicSeesIt_lostBoardsNotResponding_setupChangesNoGame() throws Exception {
        status("b-1", "online", null);
        status("b-2", "online", null);
        status("b-3", "offline", "lost");
        events(game("b-1", "e2e4", "c7c5", "g1f3"));
        HubLiveBoards boards = new HubLiveBoards(room, Duration.ofMinutes(15));
        try (LiveChessClient client = serve(boards)) {
            client.send("{\"id\":1,\"call\":\"eboards\"}");
            // within the delay the public has not seen b-1's game begin
            assertThat(states(client.await(m -> LiveChessClient.isCall(m, 1), "eboards").message()))
                    .containsExactly(Map.entry("b-1", "INACTIVE"), Map.entry("b-2", "INACTIVE"),
                            Map.entry("b-3", "NOTRESPONDING"));
            client.send("{\"id\":2,\"call\":\"subscribe\",\"param\":{\"feed\":\"eboardevent\",\"id\":1,"
                    + "\"param\":{\"serialnr\":\"b-1\"}}}");
            JsonNode early = client.await(LiveChessClient::isFeed, "the delayed feed").message();
            assertThat(LiveChessClient.san(early)).isEmpty();
            assertThat(early.path("param").path("board").asText()).isEqualTo("8/8/8/8/8/8/8/8");

            clock.advance(Duration.ofMinutes(15));
            boards.refresh(); // the hub's tick
            JsonNode later = client.await(m -> LiveChessClient.isFeed(m) && LiveChessClient.san(m).size() == 3,
                    "the game, delayed")
                    .message();
            assertThat(LiveChessClient.san(later)).containsExactly("e4", "c5", "Nf3");
            assertThat(later.path("param").path("clock").path("time").isNull()).as("a reading of the past").isTrue();

            // a setup of a position the game is not in: reported, and the game is not changed
            client.send("{\"id\":3,\"call\":\"call\",\"param\":{\"id\":1,\"method\":\"setup\",\"param\":{\"fen\":"
                    + "\"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"}}}");
            client.await(m -> LiveChessClient.isCall(m, 3), "setup reply");
            JsonNode mismatch = client.await(m -> LiveChessClient.isFeed(m)
                    && !m.path("param").path("match").asBoolean(true), "mismatch").message();
            assertThat(LiveChessClient.san(mismatch)).isEmpty();
            assertThat(room.board("b-1").view().moves()).hasSize(3);

            status("b-1", "offline", "lost");
            boards.refresh();
            client.send("{\"id\":4,\"call\":\"eboards\"}");
            assertThat(states(client.await(m -> LiveChessClient.isCall(m, 4), "eboards").message()))
                    .containsEntry("b-1", "NOTRESPONDING");
        }
    }

    @Test
    void theHubServesItsRoom_whenHubLivechessIsSet(@TempDir Path dir)
            throws Exception {
        assertThatThrownBy(() -> HubSettings.fromMap(Map.of("hub.livechess",
                "port-80"), "hub.properties")).hasMessage("hub.properties: hub.livechess: expects PORT or HOST:PORT "
                + "(e.g. 1982 or 127.0.0.1:1982), got 'port-80'");
        List<Event> events = game("g-1", "e2e4", "e7e5");
        try (TestBroker broker = TestBroker.start(dir);
             Hub hub = Hub.start(HubSettings.fromMap(Map.of("hub.mqtt.uri", broker.uri().toString(), "hub.http.port",
                     "0", "hub.http.host", "127.0.0.1", "hub.livechess", "0"), "test"), Clock.systemUTC())) {
            assertThat(hub.liveChessUrl()).matches("ws://127\\.0\\.0\\.1:\\d+/api/v1\\.0");
            MqttClient board = new MqttClient(
                    broker.uri().toString(), "test-board-g-1", new MemoryPersistence());
            board.connect(new MqttConnectOptions());
            board.publish("touchmove/v1/boards/g-1/status", ("{\"v\":1,\"type\":\"status\",\"boardId\":\"g-1\","
                    + "\"state\":\"online\",\"reason\":null}").getBytes(StandardCharsets.UTF_8), 1, true);
            for (Event e : events) {
                board.publish("touchmove/v1/boards/g-1/events", EventJson.write(e).getBytes(
                        StandardCharsets.UTF_8), 1, false);
            }
            int port = Integer.parseInt(hub.liveChessUrl().replaceAll(".*:(\\d+)/.*", "$1"));
            try (LiveChessClient client = new LiveChessClient(port)) {
                client.send("{\"id\":2,\"call\":\"subscribe\",\"param\":{\"feed\":\"eboardevent\",\"id\":1,"
                        + "\"param\":{\"serialnr\":\"g-1\"}}}");
                client.await(m -> LiveChessClient.isFeed(m) && LiveChessClient.san(m).equals(List.of("e4", "e5")),
                        "the board's game through the hub");
            }
            board.disconnect();
            board.close();
        }
    }

    @Test
    void withoutADelay_eachMessageOfTheRoomReachesTheFeed() throws Exception {
        status("b-1", "online", null);
        List<Event> all = game("b-1", "d2d4", "g8f6");
        events(all.subList(0, 2)); // new-game and the first clock reading
        try (LiveChessClient client = serve(new HubLiveBoards(room, Duration.ZERO))) {
            client.send("{\"id\":2,\"call\":\"subscribe\",\"param\":{\"feed\":\"eboardevent\",\"id\":1,"
                    + "\"param\":{\"serialnr\":\"b-1\"}}}");
            client.await(m -> LiveChessClient.isFeed(m) && LiveChessClient.san(m).isEmpty(), "the start");
            events(all.subList(2, all.size()));
            client.await(m -> LiveChessClient.isFeed(m) && LiveChessClient.san(m).equals(List.of("d4", "Nf6")),
                    "both moves");
            status("b-9", "online", null); // a board new to the room
            client.send("{\"id\":3,\"call\":\"eboards\"}");
            assertThat(states(client.await(m -> LiveChessClient.isCall(m, 3), "eboards").message()))
                    .containsExactly(Map.entry("b-1", "ACTIVE"), Map.entry("b-9", "INACTIVE"));
        }
    }
}
