package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.firmware.publish.mqtt.ArbiterCommandsTest.command;
import static org.touchmove.firmware.publish.mqtt.Fixtures.WAIT;
import static org.touchmove.firmware.publish.mqtt.Fixtures.await;
import static org.touchmove.firmware.publish.mqtt.Fixtures.root;
import static org.touchmove.firmware.publish.mqtt.Fixtures.settings;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.command.CommandReply;

/**
 * A retained command is never replayed into a board. Against Mosquitto: Moquette 0.17 delivers retained messages to
 * new subscribers without the retained flag, so there only the staleness limit protects (docs/mqtt.md).
 */
class RetainedCommandMosquittoTest {

    private static final String BOARD = "b-1";
    private static final String CMD = root(BOARD) + "cmd";
    private static final String REPLY = root(BOARD) + "cmd/reply";

    @TempDir
    Path tmp;

    @Test
    void aRetainedCommandIsNotReplayedWhenTheBoardReconnects() throws Exception {
        List<String> handled = new CopyOnWriteArrayList<>();
        CommandHandler runtime = (id, json, at) -> {
            handled.add(json);
            return CommandReply.accepted(id, "{}");
        };
        try (Mosquitto broker = Mosquitto.start(Files.createDirectories(tmp.resolve("broker")), List.of());
                Subscriber arbiter = Subscriber.connect(broker.uri(), "arbiter", REPLY)) {
            InMemoryEventLog journal = new InMemoryEventLog(BOARD);
            MqttBoardPublisher publisher = MqttBoardPublisher.start(settings(tmp, broker.uri()), BOARD, journal,
                    new FakeSnapshots(journal), runtime);
            // Subscribed here: the board is connected only after its SUBACK, and the arbiter's Subscriber returns once
            // subscribed, so the retained command reaches the board live, not as a replay (issue 23: no pause).
            assertThat(publisher.awaitConnected(WAIT)).isTrue();
            // MQTT forwards a retained publish to a live subscriber as an ordinary one: the board applies it once...
            arbiter.publish(CMD, command("c-7", "start", Instant.now()), true);
            await("first reply", WAIT, () -> arbiter.on(REPLY).size() == 1);
            assertThat(arbiter.on(REPLY).get(0).payload()).contains("\"id\":\"c-7\"", "\"status\":\"accepted\"");
            // ...but when it subscribes again (after a restart) the broker replays it, flagged retained: refused.
            publisher.close();
            publisher = MqttBoardPublisher.start(settings(tmp, broker.uri()), BOARD, journal,
                    new FakeSnapshots(journal), runtime);
            await("second reply", WAIT, () -> arbiter.on(REPLY).size() == 2);
            assertThat(arbiter.on(REPLY).get(1).payload()).contains("\"id\":\"c-7\"",
                    "\"reason\":\"malformed: a command must not be retained\"");
            assertThat(handled).hasSize(1);
            publisher.close();
        }
    }
}
