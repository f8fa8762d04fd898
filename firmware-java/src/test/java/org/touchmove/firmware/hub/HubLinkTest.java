package org.touchmove.firmware.hub;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.command.CommandReply;
import org.touchmove.firmware.journal.EventLog;
import org.touchmove.firmware.journal.StoredEvent;
import org.touchmove.firmware.publish.mqtt.CuttableProxy;
import org.touchmove.firmware.publish.mqtt.EmbeddedBroker;
import org.touchmove.firmware.publish.mqtt.MqttBrokerLink;
import org.touchmove.firmware.publish.mqtt.MqttSettings;
import org.touchmove.firmware.publish.mqtt.StateSnapshots;

/**
 * Boards on a real {@link MqttBrokerLink} as the hub sees them through a broker (the embedded one, on a free port):
 * when the link's connection dies the broker publishes the link's will and the room shows each of its boards lost,
 * with the {@code board-lost} alert, while a board of its own stays online; when the link is back so are its boards.
 */
class HubLinkTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void theBoardsOfALostLinkShowLostUntilTheLinkIsBack() throws Exception {
        try (EmbeddedBroker broker = EmbeddedBroker.start(0);
             CuttableProxy network = new CuttableProxy(broker.uri().getPort());
             Hub hub = Hub.start(HubSettings.fromMap(Map.of("hub.mqtt.uri", broker.uri().toString(),
                     "hub.http.port", "0", "hub.http.host", "127.0.0.1"), "test"), Clock.systemUTC());
             MqttBrokerLink link = MqttBrokerLink.start(settings(URI.create("tcp://127.0.0.1:" + network.port())),
                     "room-1", 1);
             MqttTestBoard own = new MqttTestBoard(broker.uri(), Files.createDirectories(dir.resolve("b-9")), "b-9",
                     null)) {
            for (String id : List.of("b-1", "b-2")) {
                QuietBoard quiet = new QuietBoard();
                link.attach(id, Files.createDirectories(dir.resolve(id)), quiet, quiet,
                        (cid, json, at) -> CommandReply.refused(cid, "no commands here", null));
            }
            assertThat(own.awaitConnected()).isTrue();
            await(hub, "b-1", "online on room-1", online("room-1"));
            await(hub, "b-2", "online on room-1", online("room-1"));
            await(hub, "b-9", "online on its own", online(null));

            network.down();
            for (String id : List.of("b-1", "b-2")) {
                JsonNode n = await(hub, id, "lost", b -> !b.get("online").asBoolean());
                assertThat(n.get("offlineReason").asText()).as(id).isEqualTo("lost");
                assertThat(n.get("link").asText()).isEqualTo("room-1");
                assertThat(n.get("alerts").get(0).get("kind").asText()).isEqualTo("board-lost");
            }
            assertThat(shown(hub, "b-9").get("online").asBoolean()).as("a board of its own is not on the link")
                    .isTrue();

            network.up();
            await(hub, "b-1", "online again", online("room-1"));
            await(hub, "b-2", "online again", online("room-1"));
        }
    }

    private static Predicate<JsonNode> online(String link) {
        return b -> b.get("online").asBoolean() && b.get("alerts").isEmpty()
                && (link == null ? b.get("link").isNull() : link.equals(b.get("link").asText()));
    }

    /**
     * Fast settings: a lost connection is noticed at once (the proxy closes it) and tried again within 0.4 s.
     * Keep-alive and connection timeout are the product's 10 s: a 1 s keep-alive let a loaded machine's pause drop
     * the link, and its boards showed lost when the test expected them online (issue 23).
     */
    private MqttSettings settings(URI broker) {
        return new MqttSettings(List.of(broker), MqttSettings.DEFAULT_TOPIC_ROOT, MqttSettings.DEFAULT_CLIENT_ID, "",
                "", Optional.empty(), Optional.empty(), Optional.empty(), dir.resolve("link"), Duration.ofSeconds(10),
                Duration.ofSeconds(10), 32, Duration.ofMillis(50), Duration.ofMillis(400), Duration.ofSeconds(60));
    }

    /** The board's object as {@code /room.json} shows it, or null before the hub heard of it. */
    private static JsonNode shown(Hub hub, String boardId) throws Exception {
        Room.BoardSnapshot b = hub.room().board(boardId);
        return b == null ? null : JSON.readTree(RoomJson.board(b, hub.room().now()));
    }

    private static JsonNode await(Hub hub, String boardId, String what, Predicate<JsonNode> condition)
            throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60); // generous: a loaded machine
        JsonNode n = shown(hub, boardId);
        while (n == null || !condition.test(n)) {
            if (System.nanoTime() > end) {
                throw new AssertionError("timed out waiting for " + boardId + " " + what + ": " + n);
            }
            Thread.sleep(20);
            n = shown(hub, boardId);
        }
        return n;
    }

    /** A board that publishes no events: only its status matters here. */
    private static final class QuietBoard implements EventLog, StateSnapshots {

        @Override
        public long lastDurableSeq() {
            return 0;
        }

        @Override
        public List<StoredEvent> readAfter(long afterSeq, int max) {
            return new ArrayList<>();
        }

        @Override
        public void addCommitListener(Runnable listener) {
        }

        @Override
        public void removeCommitListener(Runnable listener) {
        }

        @Override
        public Optional<Snapshot> current() {
            return Optional.empty();
        }
    }
}
