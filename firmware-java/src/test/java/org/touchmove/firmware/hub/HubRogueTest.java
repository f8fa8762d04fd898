package org.touchmove.firmware.hub;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.eclipse.paho.client.mqttv3.MqttClient;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.MqttException;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.command.ArbiterCommand;
import org.touchmove.firmware.command.CommandJson;
import org.touchmove.firmware.command.CommandRequest;
import org.touchmove.firmware.controller.ScenarioEvents;
import org.touchmove.firmware.event.ClockCause;
import org.touchmove.firmware.event.ClockEvent;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.EventJson;
import org.touchmove.firmware.view.BoardView;
import org.touchmove.firmware.view.BoardViewJson;
import org.touchmove.firmware.view.BoardViews;
import org.touchmove.firmware.view.GamePgn;

/**
 * The hub against a rogue client on its broker (issue 24, docs/security.md "The hub against a rogue board"): a real
 * Mosquitto on a free port, the hub over MQTT and HTTP, the rogue publishing with Paho as any client could.
 */
class HubRogueTest {

    private static final String ROOT = "touchmove/v1/boards/";
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private final ListAppender<ILoggingEvent> logged = new ListAppender<>();
    private final Logger admissionLog = (Logger) LoggerFactory.getLogger(BoardAdmission.class);
    private final List<AutoCloseable> open = new ArrayList<>();

    @BeforeEach
    void listen() {
        logged.start();
        admissionLog.addAppender(logged);
    }

    @AfterEach
    void close() throws Exception {
        admissionLog.detachAppender(logged);
        for (int i = open.size() - 1; i >= 0; i--) {
            open.get(i).close();
        }
    }

    @Test
    void garbageUnderNewBoardIdsCreatesNoBoardAndEachIdIsLoggedOnceEscaped() throws Exception {
        TestBroker broker = broker();
        Hub hub = hub(broker, Map.of());
        MqttClient rogue = client(broker, "rogue");
        // MQTT clients refuse C0 controls in a topic; a line separator and a quote are what a forger has left.
        String evil = "evil\u2028INFO forged 'line'";
        for (int i = 0; i < 3; i++) {
            publish(rogue, ROOT + "junk-1/events", "not json");
            publish(rogue, ROOT + "junk-2/state/game", "{\"v\":1,\"type\":\"game\",\"seq\":\"many\"}");
            publish(rogue, ROOT + "junk-3/status", "{\"v\":1,\"type\":\"status\",\"boardId\":\"junk-3\"}");
            publish(rogue, ROOT + "junk-4/status", status("b-9", "online")); // another board's status
            publish(rogue, ROOT + "junk-5/cmd/reply", "{\"id\":\"c-1\",\"status\":\"accepted\"}");
            publish(rogue, ROOT + evil + "/status", status(evil, "online"));
            publish(rogue, ROOT + "Not_An_Id/status", status("Not_An_Id", "online"));
        }
        // Then a valid board: once it shows, every message before it was handled (one client, one order).
        publish(rogue, ROOT + "b-1/status", status("b-1", "online"));
        await(() -> boardIds(hub).contains("b-1"), "b-1 enters the room");
        assertThat(boardIds(hub)).containsExactly("b-1");
        JsonNode health = json(get(hub, "/hub.json"));
        assertThat(health.get("boards").asInt()).isEqualTo(1);
        assertThat(health.get("refusedMessages").asLong()).isEqualTo(21);
        List<String> lines = logged.list.stream().filter(e -> e.getLevel() == Level.WARN)
                .map(ILoggingEvent::getFormattedMessage).toList();
        assertThat(lines).as("one line per refused board id").hasSize(7);
        assertThat(lines).noneMatch(l -> l.contains("\u2028"));
        assertThat(lines).anyMatch(l -> l.startsWith("board 'evil\\u2028INFO forged \\u0027line\\u0027' refused "
                + "(STATUS"));
        assertThat(lines).anyMatch(l -> l.startsWith("board 'junk-1' refused (EVENTS, 1 refusals in all): not a valid"
                + " message"));
    }

    @Test
    void withABoardListOnlyItsBoardsEnterAndWithoutOneAtMostMaxBoards() throws Exception {
        TestBroker broker = broker();
        Hub listed = hub(broker, Map.of("hub.boards", "b-1, b-2"));
        Hub bounded = hub(broker, Map.of("hub.maxBoards", "3"));
        MqttClient rogue = client(broker, "rogue");
        for (int i = 1; i <= 6; i++) {
            publish(rogue, ROOT + "b-" + i + "/status", status("b-" + i, "online"));
        }
        publish(rogue, ROOT + "b-2/status", status("b-2", "offline"));
        await(() -> board(listed, "b-2") != null && !board(listed, "b-2").get("online").asBoolean(), "listed: b-2");
        await(() -> board(bounded, "b-2") != null && !board(bounded, "b-2").get("online").asBoolean(), "bounded: b-2");
        assertThat(boardIds(listed)).containsExactly("b-1", "b-2");
        assertThat(boardIds(bounded)).containsExactly("b-1", "b-2", "b-3");
        assertThat(json(get(listed, "/hub.json")).get("refusedMessages").asLong()).isEqualTo(4);
        assertThat(json(get(bounded, "/hub.json")).get("refusedMessages").asLong()).isEqualTo(3);
        assertThat(logged.list).anyMatch(e -> e.getFormattedMessage().equals(
                "board 'b-4' refused (STATUS, 1 refusals in all): the room holds hub.maxBoards = 3 boards already"));
        assertThat(logged.list).anyMatch(e -> e.getFormattedMessage().startsWith(
                "board 'b-3' refused (STATUS, 1 refusals in all): not one of the configured boards"));
    }

    @Test
    void aBoardRestartedWithAnEmptyStateIsAResetShownAndFollowed() throws Exception {
        TestBroker broker = broker();
        Hub hub = hub(broker, Map.of());
        List<Event> first = game("pause-resume", "g-a");
        List<Event> second = game("takeback", "g-b"); // seq from 1 again, a new game id
        PahoBoard board = new PahoBoard(client(broker, "board-b-1"), "b-1");
        board.play(first);
        await(() -> seq(hub, "b-1") == first.size(), "the first game");
        board.restart();
        board.play(second);
        await(() -> seq(hub, "b-1") == second.size() && "g-b".equals(board(hub, "b-1").get("gameId").asText()),
                "the new stream followed");
        assertThat(hub.room().board("b-1").view()).isEqualTo(BoardViews.of("b-1", second));
        assertThat(alerts(board(hub, "b-1"))).contains("board-reset");
        assertThat(json(get(hub, "/hub.json")).get("resets").asLong()).isEqualTo(1);
    }

    @Test
    void aForgedHugeSeqTakesTheBoardOnlyUntilItsNextRealEvent() throws Exception {
        TestBroker broker = broker();
        Hub hub = hub(broker, Map.of());
        List<Event> events = game("pause-resume", "g-a");
        int k = events.size() / 2;
        PahoBoard board = new PahoBoard(client(broker, "board-b-1"), "b-1");
        board.play(events.subList(0, k));
        await(() -> seq(hub, "b-1") == k, "the first half");
        // The forger's snapshot set: valid in form, a game of its own, seq near the top of the range.
        long huge = Long.MAX_VALUE - 10;
        BoardView forged = BoardViews.of("b-1", events.subList(0, k));
        MqttClient rogue = client(broker, "rogue");
        for (String kind : List.of("game", "position", "clock")) {
            String inner = switch (kind) {
                case "game" -> BoardViewJson.game(forged).replace("g-a", "g-forged");
                case "position" -> BoardViewJson.position(forged);
                default -> BoardViewJson.clock(forged);
            };
            rogue.publish(ROOT + "b-1/state/" + kind, ("{\"v\":1,\"type\":\"" + kind + "\",\"boardId\":\"b-1\","
                    + "\"seq\":" + huge + ",\"" + kind + "\":" + inner + "}").getBytes(StandardCharsets.UTF_8), 1, true);
        }
        rogue.publish(ROOT + "b-1/state/pgn", ("{\"v\":1,\"type\":\"pgn\",\"boardId\":\"b-1\",\"seq\":" + huge
                + ",\"pgn\":" + JSON.valueToTree(GamePgn.render(forged)) + "}").getBytes(StandardCharsets.UTF_8), 1,
                true);
        await(() -> seq(hub, "b-1") == huge, "the forgery shown");
        board.play(events.subList(k, events.size()));
        await(() -> seq(hub, "b-1") == events.size(), "the board's own stream again");
        assertThat(hub.room().board("b-1").view()).isEqualTo(BoardViews.of("b-1", events));
        assertThat(alerts(board(hub, "b-1"))).contains("board-reset");
    }

    @Test
    void eventsThePublicDelayHasPassedAreFoldedAndDropped() throws Exception {
        TestBroker broker = broker();
        MutableClock clock = new MutableClock(Instant.parse("2026-12-01T10:00:00Z"));
        Hub delayed = hub(broker, Map.of("hub.delayMinutes", "1"), clock);
        Hub live = hub(broker, Map.of(), Clock.systemUTC());
        List<Event> events = game("pause-resume", "g-a");
        PahoBoard board = new PahoBoard(client(broker, "board-b-1"), "b-1");
        board.play(events);
        await(() -> seq(delayed, "b-1") == events.size() && seq(live, "b-1") == events.size(), "the game");
        assertThat(json(get(live, "/hub.json")).get("keptEvents").asLong()).as("no delay: nothing kept").isZero();
        assertThat(json(get(delayed, "/hub.json")).get("keptEvents").asLong()).isPositive();
        assertThat(get(delayed, "/round.pgn")).as("within the delay").doesNotContain("1. ");
        clock.advance(Duration.ofMinutes(1));
        String pgn = get(delayed, "/round.pgn");
        assertThat(pgn).isEqualTo(get(live, "/round.pgn")).contains("1. ");
        assertThat(json(get(delayed, "/hub.json")).get("keptEvents").asLong()).as("folded and dropped").isZero();
    }

    @Test
    void aFloodPastTheBoardsLimitKeepsItBoundedReportsItAndTheDelayedViewJumpsLate() throws Exception {
        TestBroker broker = broker();
        MutableClock clock = new MutableClock(Instant.parse("2026-12-01T10:00:00Z"));
        Hub hub = hub(broker, Map.of("hub.delayMinutes", "15", "hub.limits.boardEvents", "100"), clock);
        List<Event> events = new ArrayList<>(game("pause-resume", "g-a"));
        Event last = events.get(events.size() - 1);
        for (int i = 1; i <= 400; i++) {
            events.add(new Event("b-1", "g-a", last.seq() + i, last.ts(), last.monoMs() + i,
                    new ClockEvent(60_000 + i, 60_000, null, ClockCause.ADJUST)));
        }
        PahoBoard board = new PahoBoard(client(broker, "board-b-1"), "b-1");
        board.play(events);
        await(() -> seq(hub, "b-1") == events.size(), "the flood folded into the live view");
        JsonNode h = json(get(hub, "/hub.json"));
        assertThat(h.get("keptEvents").asLong()).isLessThanOrEqualTo(101);
        assertThat(h.get("boardLimitHits").asLong()).isPositive();
        assertThat(h.get("boardsAtLimit").toString()).isEqualTo("[\"b-1\"]");
        assertThat(alerts(board(hub, "b-1"))).contains("hub-limit");
        assertThat(hub.room().publicViews(Duration.ofMinutes(15)).get(0).lastSeq()).as("nothing early").isZero();
        clock.advance(Duration.ofMinutes(15));
        assertThat(hub.room().publicViews(Duration.ofMinutes(15)).get(0)).as("after the delay: the live view")
                .isEqualTo(hub.room().board("b-1").view());
    }

    // --- helpers -----------------------------------------------------------------------------------------------

    static String status(String boardId, String state) {
        return "{\"v\":1,\"type\":\"status\",\"boardId\":" + JSON.valueToTree(boardId) + ",\"state\":\"" + state
                + "\",\"reason\":" + (state.equals("online") ? "null" : "\"shutdown\"") + "}";
    }

    private TestBroker broker() throws Exception {
        TestBroker b = TestBroker.start(dir);
        open.add(b);
        return b;
    }

    private Hub hub(TestBroker broker, Map<String, String> config) throws Exception {
        return hub(broker, config, Clock.systemUTC());
    }

    private Hub hub(TestBroker broker, Map<String, String> config, Clock clock) throws Exception {
        Map<String, String> m = new HashMap<>(config);
        m.put("hub.mqtt.uri", broker.uri().toString());
        m.put("hub.http.port", "0");
        m.put("hub.http.host", "127.0.0.1");
        Hub h = Hub.start(HubSettings.fromMap(m, "test"), clock);
        open.add(h);
        return h;
    }

    private MqttClient client(TestBroker broker, String id) throws Exception {
        MqttClient c = new MqttClient(broker.uri().toString(), id, new MemoryPersistence());
        c.connect(new MqttConnectOptions());
        open.add(() -> {
            c.disconnect();
            c.close();
        });
        return c;
    }

    static void publish(MqttClient c, String topic, String payload) throws Exception {
        while (true) {
            try {
                c.publish(topic, payload.getBytes(StandardCharsets.UTF_8), 1, false);
                return;
            } catch (MqttException e) {
                // Paho counts a publish as in flight a moment after its PUBACK (two threads): try again.
                if (e.getReasonCode() != MqttException.REASON_CODE_MAX_INFLIGHT) {
                    throw e;
                }
                Thread.onSpinWait();
            }
        }
    }

    static String get(Hub hub, String path) throws Exception {
        HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                URI.create("http://127.0.0.1:" + hub.httpPort() + path)).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).as(path).isEqualTo(200);
        return r.body();
    }

    static JsonNode json(String text) throws Exception {
        return JSON.readTree(text);
    }

    private static List<String> boardIds(Hub hub) {
        try {
            List<String> ids = new ArrayList<>();
            json(get(hub, "/room.json")).forEach(b -> ids.add(b.get("boardId").asText()));
            ids.sort(null);
            return ids;
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    /** A scenario's events as board b-1's, its games under {@code gameId}. */
    private static List<Event> game(String scenario, String gameId) {
        return ScenarioEvents.play(scenario).stream().map(e -> new Event("b-1", e.gameId() == null ? null : gameId,
                e.seq(), e.ts(), e.monoMs(), e.body())).toList();
    }

    /** The seq of the board's live view (with a delay, the public's /room.json shows the delayed one). */
    private static long seq(Hub hub, String boardId) {
        Room.BoardSnapshot b = hub.room().board(boardId);
        return b == null ? -1 : b.view().lastSeq();
    }

    private static List<String> alerts(JsonNode board) {
        List<String> kinds = new ArrayList<>();
        board.get("alerts").forEach(a -> kinds.add(a.get("kind").asText()));
        return kinds;
    }

    /**
     * A board as a plain MQTT client: publishes its events in order and answers {@code republish} from them (on a
     * thread of its own: Paho's callback thread must not wait for a publish).
     */
    private final class PahoBoard {
        private final MqttClient client;
        private final String boardId;
        private final List<Event> journal = new java.util.concurrent.CopyOnWriteArrayList<>();
        private final ExecutorService republisher = Executors.newSingleThreadExecutor();

        PahoBoard(MqttClient client, String boardId) throws Exception {
            this.client = client;
            this.boardId = boardId;
            open.add(republisher::shutdownNow);
            client.subscribe(ROOT + boardId + "/cmd", 1, (t, m) -> {
                CommandRequest r = CommandJson.parse(new String(m.getPayload(), StandardCharsets.UTF_8));
                if (r.command() instanceof ArbiterCommand.Republish rp) {
                    republisher.execute(() -> {
                        for (Event e : journal) {
                            if (e.seq() >= rp.fromSeq()) {
                                send(e);
                            }
                        }
                    });
                }
            });
        }

        /** An empty state directory: its journal starts again. */
        void restart() {
            journal.clear();
        }

        void play(List<Event> events) {
            for (Event e : events) {
                journal.add(e);
                send(e);
            }
        }

        private void send(Event e) {
            try {
                publish(client, ROOT + boardId + "/events", EventJson.write(e));
            } catch (Exception x) {
                throw new AssertionError(x);
            }
        }
    }

    /**
     * The board as the live room shows it (an arbiter's view: with a delay the public's /room.json is delayed,
     * docs/hub.md "Who sees the live room"), in the JSON of /room.json.
     */
    static JsonNode board(Hub hub, String boardId) {
        try {
            Room.BoardSnapshot b = hub.room().board(boardId);
            return b == null ? null : json(RoomJson.board(b, hub.room().now()));
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    /** Waits on a condition with a generous deadline (no timing assumption: only an upper bound for a hung hub). */
    static void await(BooleanSupplier condition, String what) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!condition.getAsBoolean()) {
            assertThat(System.nanoTime()).as("waiting for: " + what).isLessThan(end);
            Thread.sleep(20);
        }
    }
}
