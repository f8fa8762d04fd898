package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.firmware.publish.mqtt.Fixtures.WAIT;
import static org.touchmove.firmware.publish.mqtt.Fixtures.await;
import static org.touchmove.firmware.publish.mqtt.Fixtures.root;
import static org.touchmove.firmware.publish.mqtt.Fixtures.settings;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.command.CommandReply;

/**
 * The ACL of config/mosquitto/touchmove.acl, unchanged, on a real Mosquitto with a password file: a board writes only
 * its own tree, only arbiters write cmd, a link writes only its own status. MQTT 3.1.1 drops a denied publish silently, so each check publishes the
 * denied messages and then an allowed sentinel on the same connection: once the sentinel arrives, anything that got
 * through would have arrived before it.
 */
class MosquittoAclTest {

    private static final Path ACL = Path.of("..", "config", "mosquitto", "touchmove.acl");

    @TempDir
    Path tmp;

    @Test
    void theExampleAclHolds() throws Exception {
        assertThat(ACL).as("the example ACL").isReadable();
        Path passwd = tmp.resolve("passwd");
        for (String user : List.of("board-1", "board-2", "arbiter-1", "viewer")) {
            Mosquitto.passwd(passwd, user, "pw-" + user);
        }
        Path brokerDir = Files.createDirectories(tmp.resolve("broker"));
        try (Mosquitto broker = Mosquitto.start(brokerDir, List.of("allow_anonymous false",
                "password_file " + passwd.toAbsolutePath(), "acl_file " + ACL.toAbsolutePath().normalize()));
                Subscriber arbiter = login(broker, "arbiter-1", "touchmove/v1/boards/#");
                Subscriber board1 = login(broker, "board-1", root("board-1") + "cmd");
                Subscriber board2 = login(broker, "board-2");
                Subscriber viewer = login(broker, "viewer")) {

            // A board cannot write another board's tree, nor any cmd; its own events pass.
            board1.publish(root("board-2") + "events", "{\"forged\":1}", false);
            board1.publish(root("board-2") + "state/game", "{\"forged\":2}", false);
            board1.publish(root("board-2") + "status", "{\"forged\":3}", false);
            board1.publish(root("board-1") + "cmd", "{\"forged\":4}", false);
            board1.publish(root("board-2") + "cmd", "{\"forged\":5}", false);
            board1.publish(root("board-1") + "events", "{\"sentinel\":1}", false);
            await("board-1's own event", WAIT,
                    () -> !arbiter.on(root("board-1") + "events").isEmpty());

            // Nobody but an arbiter writes cmd.
            viewer.publish(root("board-1") + "cmd", "{\"forged\":6}", false);
            board2.publish(root("board-1") + "cmd", "{\"forged\":7}", false);
            arbiter.publish(root("board-1") + "cmd", "{\"sentinel\":2}", false);
            await("the arbiter's command at board-1", WAIT,
                    () -> !board1.on(root("board-1") + "cmd").isEmpty());
            board2.publish(root("board-2") + "events", "{\"sentinel\":3}", false);
            await("board-2's own event", WAIT,
                    () -> !arbiter.on(root("board-2") + "events").isEmpty());

            assertThat(arbiter.received()).noneMatch(r -> r.payload().contains("forged"));
            assertThat(board1.received()).extracting(Subscriber.Received::payload).containsExactly("{\"sentinel\":2}");
        }
    }

    @Test
    void theBoardPublisherWorksUnderTheAcl() throws Exception {
        Path passwd = tmp.resolve("passwd");
        Mosquitto.passwd(passwd, "board-1", "pw-board-1");
        Mosquitto.passwd(passwd, "arbiter-1", "pw-arbiter-1");
        Path brokerDir = Files.createDirectories(tmp.resolve("broker"));
        try (Mosquitto broker = Mosquitto.start(brokerDir, List.of("allow_anonymous false",
                "password_file " + passwd.toAbsolutePath(), "acl_file " + ACL.toAbsolutePath().normalize()));
                Subscriber arbiter = login(broker, "arbiter-1", "touchmove/v1/boards/#")) {
            InMemoryEventLog journal = new InMemoryEventLog("board-1");
            MqttBoardPublisher publisher = MqttBoardPublisher.start(
                    settings(Files.createDirectories(tmp.resolve("state")), "board-1", "pw-board-1", broker.uri()),
                    "board-1", journal, new FakeSnapshots(journal), (id, json, at) -> CommandReply.accepted(id, "{}"));
            for (int i = 0; i < 20; i++) {
                journal.append();
            }
            await("20 events", WAIT, () -> arbiter.dedupedSeqs(root("board-1") + "events").size()
                    == 20);
            arbiter.publish(root("board-1") + "cmd", ArbiterCommandsTest.command("a-1", "start", Instant.now()),
                    false);
            await("the reply", WAIT, () -> !arbiter.on(root("board-1") + "cmd/reply").isEmpty());
            assertThat(arbiter.on(root("board-1") + "cmd/reply").get(0).payload()).contains("\"status\":\"accepted\"");
            await("the snapshot of seq 20", WAIT, () -> arbiter.on(root("board-1") + "state/game")
                    .stream().anyMatch(r -> Subscriber.seq(r.payload()) == 20));
            assertThat(arbiter.on(root("board-1") + "status").get(0).payload()).contains("online");
            publisher.close();
        }
    }

    @Test
    void aLinkWritesOnlyItsOwnStatusAndEveryReaderSeesIt() throws Exception {
        Path passwd = tmp.resolve("passwd");
        for (String user : List.of("room-1", "board-1", "arbiter-1", "viewer")) {
            Mosquitto.passwd(passwd, user, "pw-" + user);
        }
        Path brokerDir = Files.createDirectories(tmp.resolve("broker"));
        String links = "touchmove/v1/links/";
        try (Mosquitto broker = Mosquitto.start(brokerDir, List.of("allow_anonymous false",
                "password_file " + passwd.toAbsolutePath(), "acl_file " + ACL.toAbsolutePath().normalize()));
                Subscriber arbiter = login(broker, "arbiter-1", links + "+/status");
                Subscriber viewer = login(broker, "viewer", links + "+/status");
                Subscriber room1 = login(broker, "room-1");
                Subscriber board1 = login(broker, "board-1")) {
            // Neither a board nor another link can speak for a link: its status says whether its boards are reachable.
            board1.publish(links + "room-1/status", "{\"forged\":1}", false);
            room1.publish(links + "room-2/status", "{\"forged\":2}", false);
            room1.publish(links + "room-1/status", "{\"sentinel\":1}", false);
            await("room-1's own status at the viewer", WAIT,
                    () -> !viewer.on(links + "room-1/status").isEmpty());
            await("room-1's own status at the arbiter", WAIT,
                    () -> !arbiter.on(links + "room-1/status").isEmpty());

            assertThat(viewer.received()).extracting(Subscriber.Received::payload).containsExactly("{\"sentinel\":1}");
            assertThat(arbiter.received()).extracting(Subscriber.Received::payload).containsExactly("{\"sentinel\":1}");
        }
    }

    @Test
    void aWrongPasswordNeverConnects() throws Exception {
        Path passwd = tmp.resolve("passwd");
        Mosquitto.passwd(passwd, "board-1", "pw-board-1");
        Path brokerDir = Files.createDirectories(tmp.resolve("broker"));
        try (Mosquitto broker = Mosquitto.start(brokerDir, List.of("allow_anonymous false",
                "password_file " + passwd.toAbsolutePath(), "acl_file " + ACL.toAbsolutePath().normalize()))) {
            InMemoryEventLog journal = new InMemoryEventLog("board-1");
            MqttBoardPublisher publisher = MqttBoardPublisher.start(
                    settings(Files.createDirectories(tmp.resolve("state")), "board-1", "wrong", broker.uri()),
                    "board-1", journal, new FakeSnapshots(journal), (id, json, at) -> CommandReply.accepted(id, "{}"));
            assertThat(publisher.awaitConnected(Duration.ofSeconds(2))).isFalse();
            publisher.close();
        }
    }

    private static Subscriber login(Mosquitto broker, String user, String... filters) throws Exception {
        return Subscriber.connect(broker.uri(), "t-" + user, true, user, "pw-" + user, filters);
    }
}
