package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.firmware.publish.mqtt.Fixtures.await;
import static org.touchmove.firmware.publish.mqtt.Fixtures.root;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.command.CommandReply;

/**
 * The reference 3-node NATS cluster (config/nats, docs/brokers.md) on ephemeral ports: a board on
 * {@code mqtt.uris} = all three nodes, a consumer (as the hub) on the other two; the board's node is killed mid-stream.
 * Nothing is lost (after de-duplication every seq arrives), and the board answers a command after the kill.
 */
class NatsClusterFailoverTest {

    private static final String BOARD = "b-1";
    private static final String ROOT = root(BOARD);

    @TempDir
    Path tmp;

    @Test
    void theBoardsNodeKilledNothingLostAndTheBoardAnswers() throws Exception {
        // Never skipped: scripts/install-test-deps installs nats-server (Debian's package) as CI needs it.
        assertThat(NatsCluster.binary()).as("nats-server (scripts/install-test-deps installs it)").isPresent();
        Set<Long> seqs = new ConcurrentSkipListSet<>();
        List<String> replies = new CopyOnWriteArrayList<>();
        List<String> handled = new CopyOnWriteArrayList<>();
        try (NatsCluster cluster = NatsCluster.start(Files.createDirectories(tmp.resolve("nats")));
             LastingSubscription hub = LastingSubscription.start(
                     LastingSubscription.Options.of(List.of(cluster.mqtt(1), cluster.mqtt(2)), "hub-like"),
                     (topic, payload, retained) -> {
                         if (topic.endsWith("/events")) {
                             seqs.add(Subscriber.seq(payload));
                         } else {
                             replies.add(payload);
                         }
                     }, Duration.ofSeconds(120), ROOT + "events", ROOT + "cmd/reply")) {
            assertThat(hub.isConnected()).as("the consumer on a fresh cluster").isTrue();
            InMemoryEventLog journal = new InMemoryEventLog(BOARD);
            MqttBoardPublisher board = MqttBoardPublisher.start(
                    clusterSettings(cluster), BOARD, journal,
                    new FakeSnapshots(journal), (id, json, at) -> {
                        handled.add(id);
                        return CommandReply.accepted(id, "{\"phase\":\"playing\"}");
                    });
            try {
                assertThat(board.awaitConnected(Duration.ofSeconds(120))).isTrue();
                for (int i = 0; i < 50; i++) {
                    journal.append();
                }
                await("seq 1-50 at the consumer", Duration.ofSeconds(60), () -> seqs.size() >= 50);

                cluster.kill(0);
                long killed = System.nanoTime();
                journal.append();
                await("seq 51 after the kill", Duration.ofSeconds(120), () -> seqs.contains(51L));
                System.out.printf("nats failover: first event after the node kill at the consumer in %d ms%n",
                        (System.nanoTime() - killed) / 1_000_000);
                for (int i = 0; i < 49; i++) {
                    journal.append();
                }
                await("seq 1-100 at the consumer", Duration.ofSeconds(60), () -> seqs.size() >= 100,
                        () -> "missing " + missing(seqs, 100));
                assertThat(seqs).as("nothing lost, nothing else").isEqualTo(new TreeSet<>(Fixtures.oneTo(100)));

                await("a command answered after the kill", Duration.ofSeconds(60), () -> {
                    try {
                        hub.publish(ROOT + "cmd", ArbiterCommandsTest.command("c-1", "start", Instant.now()));
                    } catch (org.eclipse.paho.client.mqttv3.MqttException e) {
                        return false; // the consumer between connections: the next try
                    }
                    return replies.stream().anyMatch(r -> r.contains("\"id\":\"c-1\""));
                });
                assertThat(handled).contains("c-1");
            } finally {
                board.close();
            }
        }
    }

    /**
     * The tests' fast settings but a keep-alive of 5 s and a connect time-out of 10 s: a node of a cluster that has
     * just lost a peer answers PINGREQ late while JetStream elects new stream leaders, and a 1 s keep-alive dropped
     * the new connection again and again (failover 10-33 s instead of a few).
     */
    private MqttSettings clusterSettings(NatsCluster cluster) {
        return new MqttSettings(List.of(cluster.mqtt(0), cluster.mqtt(1), cluster.mqtt(2)),
                MqttSettings.DEFAULT_TOPIC_ROOT, MqttSettings.DEFAULT_CLIENT_ID, "", "", java.util.Optional.empty(),
                java.util.Optional.empty(), java.util.Optional.empty(), tmp, Duration.ofSeconds(5),
                Duration.ofSeconds(10), 32, Duration.ofMillis(50), Duration.ofMillis(400), Duration.ofSeconds(60));
    }

    private static Set<Long> missing(Set<Long> got, long upTo) {
        Set<Long> m = new TreeSet<>(Fixtures.oneTo(upTo));
        m.removeAll(got);
        return m;
    }
}
