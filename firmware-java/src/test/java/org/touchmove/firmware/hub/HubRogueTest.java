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
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.eclipse.paho.client.mqttv3.MqttClient;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;

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
        Map<String, String> m = new HashMap<>(config);
        m.put("hub.mqtt.uri", broker.uri().toString());
        m.put("hub.http.port", "0");
        m.put("hub.http.host", "127.0.0.1");
        Hub h = Hub.start(HubSettings.fromMap(m, "test"), Clock.systemUTC());
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
        c.publish(topic, payload.getBytes(StandardCharsets.UTF_8), 1, false);
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

    static JsonNode board(Hub hub, String boardId) {
        try {
            for (JsonNode b : json(get(hub, "/room.json"))) {
                if (b.get("boardId").asText().equals(boardId)) {
                    return b;
                }
            }
            return null;
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
