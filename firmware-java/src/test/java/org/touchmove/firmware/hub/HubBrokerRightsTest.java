package org.touchmove.firmware.hub;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.eclipse.paho.client.mqttv3.MqttClient;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.command.ArbiterCommand;
import org.touchmove.firmware.command.CommandJson;
import org.touchmove.firmware.command.CommandRequest;
import org.touchmove.firmware.controller.ScenarioEvents;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.EventJson;
import org.touchmove.firmware.publish.mqtt.GeneratedRights;
import org.touchmove.firmware.publish.mqtt.MosquittoProcess;
import org.touchmove.firmware.view.BoardViews;

/**
 * The hub on a broker with the rights {@code scripts/broker-rights} generates (docs/security.md): a viewer's invented
 * board (retained snapshot and events under its own name) and its forged command reply never reach the room, while a
 * real board's game does, and the hub's own command (a republish after a gap) reaches the board and its reply comes
 * back. Before, the viewer's board appeared in the room and in /round.pgn.
 */
class HubBrokerRightsTest {

    private static final String ROOT = "touchmove/v1/boards/";

    @TempDir
    Path dir;

    @Test
    void aViewersFakeBoardNeverReachesTheRoomAndTheHubsCommandIsAnswered() throws Exception {
        Path boards = Files.writeString(dir.resolve("boards.txt"), "board-1\n");
        GeneratedRights rights = GeneratedRights.generate(dir.resolve("rights"), "--boards", boards.toString(),
                "--arbiter", "hub", "--viewer", "viewer", "--no-certs");
        MosquittoProcess broker = rights.startBroker(Files.createDirectories(dir.resolve("broker")));
        try (Hub hub = Hub.start(HubSettings.fromMap(Map.of("hub.mqtt.uri", broker.uri().toString(),
                "hub.mqtt.username", "hub", "hub.mqtt.password", rights.password("hub"), "hub.http.port", "0"),
                "test"), Clock.systemUTC())) {
            // The attacker: a viewer publishes a whole fake board under its own name, and a fake reply for board-1.
            MqttClient viewer = connect(broker, "viewer", rights.password("viewer"));
            List<Event> fake = events("viewer");
            for (Event e : fake) {
                viewer.publish(ROOT + "viewer/events", EventJson.write(e).getBytes(StandardCharsets.UTF_8), 1, true);
            }
            viewer.publish(ROOT + "viewer/status", ("{\"v\":1,\"type\":\"status\",\"boardId\":\"viewer\",\"state\":"
                    + "\"online\",\"reason\":null,\"ts\":\"2026-11-30T22:41:07.123Z\"}").getBytes(StandardCharsets.UTF_8),
                    1, true);
            viewer.publish(ROOT + "board-1/cmd/reply", ("{\"v\":1,\"type\":\"cmd-reply\",\"boardId\":\"board-1\","
                    + "\"id\":\"forged\",\"status\":\"accepted\",\"reason\":null,\"state\":null,\"ts\":\"x\"}")
                    .getBytes(StandardCharsets.UTF_8), 1, false);

            // The real board, published after the viewer's messages were acknowledged: the hub's one subscription gets
            // anything that got through before it.
            MqttClient board = connect(broker, "board-1", rights.password("board-1"));
            BlockingQueue<String> commands = new LinkedBlockingQueue<>();
            board.subscribe(ROOT + "board-1/cmd", 1, (t, m) -> commands.add(new String(m.getPayload(),
                    StandardCharsets.UTF_8)));
            List<Event> events = events("board-1");
            publish(board, events.get(0));
            publish(board, events.get(1));
            publish(board, events.get(3)); // seq 3 missing: the hub asks for it
            String cmd = commands.poll(60, TimeUnit.SECONDS); // generous: a loaded machine
            assertThat(cmd).as("the hub's republish command reaches the board").isNotNull();
            CommandRequest request = CommandJson.parse(cmd);
            assertThat(request.command()).isEqualTo(new ArbiterCommand.Republish(3));
            board.publish(ROOT + "board-1/cmd/reply", ("{\"v\":1,\"type\":\"cmd-reply\",\"boardId\":\"board-1\","
                    + "\"id\":\"" + request.id() + "\",\"status\":\"accepted\",\"reason\":null,\"state\":null,"
                    + "\"ts\":\"2026-11-30T22:41:07.123Z\"}").getBytes(StandardCharsets.UTF_8), 1, false);
            for (Event e : events.subList(2, events.size())) {
                publish(board, e);
            }
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (System.nanoTime() < end && (hub.room().board("board-1") == null
                    || hub.room().board("board-1").view().lastSeq() < events.size()
                    || hub.room().replies().isEmpty())) {
                Thread.sleep(20); // polling the hub's state; nothing here depends on timing
            }
            assertThat(hub.room().board("board-1").view()).isEqualTo(BoardViews.of("board-1", events));
            assertThat(hub.room().replies()).extracting(Room.CommandReplyView::id).containsExactly(request.id());
            assertThat(hub.room().board("viewer")).as("the viewer's invented board").isNull();
            viewer.disconnect();
            board.disconnect();
        } finally {
            broker.close();
        }
    }

    private static List<Event> events(String boardId) {
        return ScenarioEvents.play("pause-resume").stream()
                .map(e -> new Event(boardId, e.gameId(), e.seq(), e.ts(), e.monoMs(), e.body())).toList();
    }

    private static MqttClient connect(MosquittoProcess broker, String user, String password) throws Exception {
        MqttClient c = new MqttClient(broker.uri().toString(), "touchmove-" + user, new MemoryPersistence());
        MqttConnectOptions o = new MqttConnectOptions();
        o.setUserName(user);
        o.setPassword(password.toCharArray());
        // Paho counts a QoS 1 publish in flight until its callback thread has handled the PUBACK, after the synchronous
        // publish returned: back-to-back publishes on a loaded machine reached its default of 10 ("Too many publishes
        // in progress"). Each publish here is awaited, so the window only absorbs that lag.
        o.setMaxInflight(1000);
        c.connect(o);
        return c;
    }

    private static void publish(MqttClient client, Event e) throws Exception {
        client.publish(ROOT + e.boardId() + "/events", EventJson.write(e).getBytes(StandardCharsets.UTF_8), 1, false);
    }
}
