package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.firmware.publish.mqtt.Fixtures.WAIT;
import static org.touchmove.firmware.publish.mqtt.Fixtures.await;
import static org.touchmove.firmware.publish.mqtt.Fixtures.root;
import static org.touchmove.firmware.publish.mqtt.Fixtures.settings;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.command.CommandReply;

/**
 * What a late subscriber sees, on both brokers a board may meet: the embedded one and Mosquitto. The retained
 * snapshots (with the seq they reflect) and status online while the board is up; the last will (offline, lost) once
 * its connection dies without a DISCONNECT; offline, shutdown after a clean close.
 */
class RetainedAndWillTest {

    private static final String BOARD = "b-7";
    private static final String ROOT = root(BOARD);
    private static final CommandHandler NO_COMMANDS = (id, json, at) -> CommandReply.refused(id, "no commands here", null);

    @TempDir
    Path tmp;

    @Test
    void embeddedBroker() throws Exception {
        try (EmbeddedBroker broker = EmbeddedBroker.start(0)) {
            assertThat(broker.uri().toString()).startsWith("tcp://127.0.0.1:");
            lateSubscriberSeesSnapshotsThenTheWill(broker.uri(), broker.uri().getPort());
        }
    }

    @Test
    void mosquitto() throws Exception {
        try (Mosquitto broker = Mosquitto.start(Files.createDirectories(tmp.resolve("broker")), List.of())) {
            lateSubscriberSeesSnapshotsThenTheWill(broker.uri(), broker.port());
        }
    }

    @Test
    void cleanCloseLeavesOfflineShutdownOnEmbedded() throws Exception {
        try (EmbeddedBroker broker = EmbeddedBroker.start(0)) {
            cleanCloseLeavesOfflineShutdown(broker.uri());
        }
    }

    @Test
    void cleanCloseLeavesOfflineShutdownOnMosquitto() throws Exception {
        try (Mosquitto broker = Mosquitto.start(Files.createDirectories(tmp.resolve("broker")), List.of())) {
            cleanCloseLeavesOfflineShutdown(broker.uri());
        }
    }

    private void lateSubscriberSeesSnapshotsThenTheWill(URI broker, int port) throws Exception {
        InMemoryEventLog journal = new InMemoryEventLog(BOARD);
        try (TcpProxy proxy = new TcpProxy(port)) {
            MqttBoardPublisher publisher = MqttBoardPublisher.start(settings(state(), proxy.uri()), BOARD, journal,
                    new FakeSnapshots(journal), NO_COMMANDS);
            for (int i = 0; i < 12; i++) {
                journal.append();
            }
            await("all acknowledged", WAIT, () -> publisher.acknowledgedSeq() == 12);

            try (Subscriber late = Subscriber.connect(broker, "late-1", ROOT + "state/#", ROOT + "status")) {
                await("4 snapshots and status", WAIT, () -> late.received().size() >= 5
                        && late.on(ROOT + "state/pgn").stream().anyMatch(r -> Subscriber.seq(r.payload()) == 12));
                for (String topic : List.of("state/game", "state/position", "state/clock", "state/pgn")) {
                    List<Subscriber.Received> got = late.on(ROOT + topic);
                    assertThat(got).as(topic).isNotEmpty();
                    assertThat(Subscriber.seq(got.get(got.size() - 1).payload())).as(topic).isEqualTo(12);
                }
                assertThat(late.on(ROOT + "state/position").get(0).payload())
                        .contains("\"boardId\":\"b-7\"", "\"position\":{\"fen\":");
                assertThat(late.on(ROOT + "state/pgn").get(0).payload()).contains("[%clk 0:05:00]");
                assertThat(late.on(ROOT + "status").get(0).payload()).contains("\"state\":\"online\"");
            }

            // The board's connection dies without a DISCONNECT, and it cannot come back.
            proxy.refuse(true);
            proxy.cut();
            await("publisher notices", WAIT, () -> !publisher.isConnected());
            try (Subscriber late = Subscriber.connect(broker, "late-2", ROOT + "status")) {
                await("the will", WAIT, () -> late.on(ROOT + "status").stream()
                        .anyMatch(r -> r.payload().contains("\"reason\":\"lost\"")));
                List<Subscriber.Received> status = late.on(ROOT + "status");
                assertThat(status.get(status.size() - 1).payload())
                        .isEqualTo("{\"v\":1,\"type\":\"status\",\"boardId\":\"b-7\",\"state\":\"offline\","
                                + "\"reason\":\"lost\"}");
            }
            publisher.close();
        }
    }

    private void cleanCloseLeavesOfflineShutdown(URI broker) throws Exception {
        InMemoryEventLog journal = new InMemoryEventLog(BOARD);
        MqttBoardPublisher publisher = MqttBoardPublisher.start(settings(state(), broker), BOARD, journal,
                new FakeSnapshots(journal), NO_COMMANDS);
        assertThat(publisher.awaitConnected(WAIT)).isTrue();
        publisher.close();
        try (Subscriber late = Subscriber.connect(broker, "late-3", ROOT + "status")) {
            await("status", WAIT, () -> !late.on(ROOT + "status").isEmpty());
            Thread.sleep(200); // a will, if one were wrongly published, would follow now
            List<Subscriber.Received> status = late.on(ROOT + "status");
            assertThat(status.get(status.size() - 1).payload()).contains("\"state\":\"offline\"",
                    "\"reason\":\"shutdown\"");
        }
    }

    private Path state() throws java.io.IOException {
        return Files.createDirectories(tmp.resolve("state"));
    }
}
