package org.touchmove.firmware.hub;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.eclipse.paho.client.mqttv3.MqttClient;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.publish.mqtt.EmbeddedBroker;

/**
 * On a real broker: a board whose retained status says online with heartbeats, and whose heartbeats then stop with no
 * will (as when the broker node holding its connection dies with the will), is shown lost with the
 * {@code board-lost} alert after {@code hub.boardLostSeconds}; a real board beside it, heartbeating every 10 s, stays
 * online, its status published again with a fresh {@code heartbeat}.
 */
class HubHeartbeatTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void heartbeatsThatStopWithoutAWillShowTheBoardLost() throws Exception {
        try (EmbeddedBroker broker = EmbeddedBroker.start(0);
             Hub hub = Hub.start(HubSettings.fromMap(Map.of("hub.mqtt.uri", broker.uri().toString(),
                     "hub.http.port", "0", "hub.http.host", "127.0.0.1", "hub.boardLostSeconds", "20"), "test"),
                     Clock.systemUTC());
             MqttTestBoard live = new MqttTestBoard(broker.uri(), Files.createDirectories(dir.resolve("b-1")), "b-1",
                     null)) {
            assertThat(live.awaitConnected()).isTrue();
            java.util.List<String> beats = new java.util.concurrent.CopyOnWriteArrayList<>();
            MqttClient watcher = new MqttClient(broker.uri().toString(), "watcher", new MemoryPersistence());
            watcher.connect();
            watcher.subscribe("touchmove/v1/boards/b-1/status", 1, (t, m) -> {
                JsonNode n = JSON.readTree(m.getPayload());
                if (n.path("heartbeatSeconds").asInt() == 10) {
                    beats.add(n.path("heartbeat").asText());
                }
            });
            MqttClient gone = new MqttClient(broker.uri().toString(), "b-5-node-died", new MemoryPersistence());
            gone.connect();
            String now = Instant.now().toString();
            gone.publish("touchmove/v1/boards/b-5/status", ("{\"v\":1,\"type\":\"status\",\"boardId\":\"b-5\","
                    + "\"state\":\"online\",\"reason\":null,\"ts\":\"" + now + "\",\"heartbeatSeconds\":10,"
                    + "\"heartbeat\":\"" + now + "\"}").getBytes(StandardCharsets.UTF_8), 1, true);
            gone.disconnect(); // no will: the status stays online, as on a cluster whose node died with the will
            gone.close();
            await(hub, "b-5", "online", b -> b.get("online").asBoolean());

            JsonNode lost = await(hub, "b-5", "lost", b -> !b.get("online").asBoolean());
            assertThat(lost.get("offlineReason").asText()).isEqualTo("lost");
            assertThat(lost.get("alerts").get(0).get("kind").asText()).isEqualTo("board-lost");
            JsonNode b1 = shown(hub, "b-1");
            assertThat(b1.get("online").asBoolean()).as("the heartbeating board: " + b1).isTrue();
            assertThat(b1.get("alerts")).isEmpty();
            assertThat(beats.stream().distinct().count()).as("the real board's heartbeats: " + beats)
                    .isGreaterThanOrEqualTo(2);
            watcher.disconnect();
            watcher.close();
        }
    }

    private static JsonNode shown(Hub hub, String boardId) throws Exception {
        Room.BoardSnapshot b = hub.room().board(boardId);
        return b == null ? null : JSON.readTree(RoomJson.board(b, hub.room().now()));
    }

    private static JsonNode await(Hub hub, String boardId, String what, Predicate<JsonNode> condition)
            throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
        JsonNode n = shown(hub, boardId);
        while (n == null || !condition.test(n)) {
            if (System.nanoTime() > end) {
                throw new AssertionError("timed out waiting for " + boardId + " " + what + ": " + n);
            }
            Thread.sleep(50);
            n = shown(hub, boardId);
        }
        return n;
    }
}
