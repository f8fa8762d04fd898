package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.firmware.publish.mqtt.Fixtures.WAIT;
import static org.touchmove.firmware.publish.mqtt.Fixtures.await;
import static org.touchmove.firmware.publish.mqtt.Fixtures.root;
import static org.touchmove.firmware.publish.mqtt.Fixtures.settings;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.paho.client.mqttv3.IMqttDeliveryToken;
import org.eclipse.paho.client.mqttv3.MqttAsyncClient;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.command.CommandReply;

/**
 * docs/commands.md promises one reply per command: a burst of 1,000 commands sent without waiting (all in flight at
 * once) gets 1,000 replies, one per id, from a board on a connection of its own and from a board on a link, through a
 * real Mosquitto. Before, Paho refused most replies ("Too many publishes in progress") and they were lost.
 */
class CommandBurstMosquittoTest {

    private static final int BURST = 1_000;
    /** The tournament broker's window (config/mosquitto/mosquitto.conf): the whole burst reaches the board at once. */
    private static final List<String> TOURNAMENT = List.of("max_inflight_messages 1000");
    private static final Pattern ID = Pattern.compile("\"id\":\"(c-\\d+)\"");

    @TempDir
    Path tmp;

    @Test
    void aBoardOfItsOwnAnswersEveryCommandOfABurst() throws Exception {
        try (Mosquitto broker = Mosquitto.start(Files.createDirectories(tmp.resolve("broker")), TOURNAMENT);
                Subscriber arbiter = Subscriber.connect(broker.uri(), "arbiter", root("b-1") + "cmd/reply")) {
            InMemoryEventLog journal = new InMemoryEventLog("b-1");
            MqttBoardPublisher board = MqttBoardPublisher.start(settings(Files.createDirectories(tmp.resolve("b-1")),
                    broker.uri()), "b-1", journal, new FakeSnapshots(journal), CommandBurstMosquittoTest::accept);
            assertThat(board.awaitConnected(WAIT)).isTrue();
            burst(broker, arbiter, "b-1");
            board.close();
        }
    }

    @Test
    void aBoardOnALinkAnswersEveryCommandOfABurst() throws Exception {
        try (Mosquitto broker = Mosquitto.start(Files.createDirectories(tmp.resolve("broker")), TOURNAMENT);
                Subscriber arbiter = Subscriber.connect(broker.uri(), "arbiter", root("b-2") + "cmd/reply");
                MqttBrokerLink link = MqttBrokerLink.start(settings(Files.createDirectories(tmp.resolve("link")),
                        broker.uri()), "room-1", 2)) {
            InMemoryEventLog journal = new InMemoryEventLog("b-2");
            link.attach("b-2", Files.createDirectories(tmp.resolve("b-2")), journal, new FakeSnapshots(journal),
                    CommandBurstMosquittoTest::accept);
            assertThat(link.awaitConnected(WAIT)).isTrue();
            burst(broker, arbiter, "b-2");
        }
    }

    private static CommandReply accept(String id, String json, Instant at) {
        return CommandReply.accepted(id, "{}");
    }

    /** Sends BURST commands without waiting for any acknowledgement, then waits for one reply per id. */
    private static void burst(Mosquitto broker, Subscriber arbiter, String board) throws Exception {
        // The board subscribes to its cmd topic as it connects; a first command answered shows the path is open.
        arbiter.publish(root(board) + "cmd", ArbiterCommandsTest.command("c-0", "start", Instant.now()), false);
        await("the first reply", WAIT, () -> !arbiter.received().isEmpty());

        MqttAsyncClient sender = new MqttAsyncClient(broker.uri().toString(), "burst", new MemoryPersistence());
        MqttConnectOptions o = new MqttConnectOptions();
        o.setMaxInflight(BURST + 1);
        sender.connect(o).waitForCompletion(WAIT.toMillis()); // a broker round trip on a loaded machine
        List<IMqttDeliveryToken> sent = new ArrayList<>();
        Instant now = Instant.now();
        for (int i = 1; i <= BURST; i++) {
            sent.add(sender.publish(root(board) + "cmd", ArbiterCommandsTest.command("c-" + i, "start", now)
                    .getBytes(StandardCharsets.UTF_8), 1, false));
        }
        for (IMqttDeliveryToken t : sent) {
            t.waitForCompletion(30_000);
        }
        await(BURST + " replies, one per id", Duration.ofSeconds(60), () -> ids(arbiter).size() == BURST + 1,
                () -> ids(arbiter).size() + " distinct ids answered");
        assertThat(arbiter.received()).hasSize(BURST + 1);
        sender.disconnect().waitForCompletion(WAIT.toMillis());
        sender.close();
    }

    private static Set<String> ids(Subscriber arbiter) {
        Set<String> ids = new TreeSet<>();
        for (Subscriber.Received r : arbiter.received()) {
            Matcher m = ID.matcher(r.payload());
            if (m.find()) {
                ids.add(m.group(1));
            }
        }
        return ids;
    }
}
