package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.firmware.publish.mqtt.Fixtures.WAIT;
import static org.touchmove.firmware.publish.mqtt.Fixtures.await;
import static org.touchmove.firmware.publish.mqtt.Fixtures.oneTo;
import static org.touchmove.firmware.publish.mqtt.Fixtures.root;
import static org.touchmove.firmware.publish.mqtt.Fixtures.settings;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.command.CommandReply;

/**
 * A board stopped right after it committed (systemd at a game's end, the demo's {@code run --seconds 0}) gets every
 * event out before its {@code shutdown} status (docs/mqtt.md): far more events than Paho's window were committed just
 * before {@code close()}, so a close that only let the in-flight messages finish left most of them for the board's next
 * start (seen as a demo run whose printed game stopped at ply 8 on a loaded machine, issue 23).
 */
class StopRightAfterACommitTest {

    private static final String BOARD = "b-stop";
    private static final String ROOT = root(BOARD);
    private static final int EVENTS = 500;

    @TempDir
    Path tmp;

    @Test
    void everyCommittedEventReachesTheBrokerBeforeTheShutdownStatus() throws Exception {
        try (EmbeddedBroker broker = EmbeddedBroker.start(0);
             Subscriber consumer = Subscriber.connect(broker.uri(), "consumer", ROOT + "events", ROOT + "status")) {
            InMemoryEventLog journal = new InMemoryEventLog(BOARD);
            MqttBoardPublisher publisher = MqttBoardPublisher.start(settings(Files.createDirectories(
                    tmp.resolve("state")), broker.uri()), BOARD, journal, new FakeSnapshots(journal),
                    (id, json, at) -> CommandReply.refused(id, "no commands here", null));
            assertThat(publisher.awaitConnected(WAIT)).isTrue();
            for (int i = 0; i < EVENTS; i++) {
                journal.append();
            }
            publisher.close();
            assertThat(publisher.acknowledgedSeq()).as("acknowledged when close() returned").isEqualTo(EVENTS);

            await("the shutdown status", WAIT, () -> consumer.on(ROOT + "status").stream()
                    .anyMatch(r -> r.payload().contains("\"reason\":\"shutdown\"")));
            List<Long> seqs = new ArrayList<>();
            for (Subscriber.Received r : consumer.received()) {
                if (r.topic().equals(ROOT + "status") && r.payload().contains("\"reason\":\"shutdown\"")) {
                    break; // what came after the shutdown status does not count
                }
                if (r.topic().equals(ROOT + "events")) {
                    seqs.add(Subscriber.seq(r.payload()));
                }
            }
            assertThat(seqs.stream().distinct().sorted().toList()).as("events before the shutdown status")
                    .isEqualTo(oneTo(EVENTS));
        }
    }
}
