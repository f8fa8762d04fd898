package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.firmware.publish.mqtt.Fixtures.WAIT;
import static org.touchmove.firmware.publish.mqtt.Fixtures.await;
import static org.touchmove.firmware.publish.mqtt.Fixtures.root;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.paho.client.mqttv3.IMqttActionListener;
import org.eclipse.paho.client.mqttv3.IMqttToken;
import org.eclipse.paho.client.mqttv3.MqttAsyncClient;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The retained snapshots alone, published on a real broker over TCP: one set, never ahead of its events, once. A
 * subscriber that connects after the set was published still gets it: it was retained.
 */
class RetainedSnapshotsTest {

    private static final String BOARD = "b-9";
    private static final String ROOT = root(BOARD);

    private final InMemoryEventLog journal = new InMemoryEventLog(BOARD);
    private final AtomicInteger acks = new AtomicInteger();
    private final IMqttActionListener ack = new IMqttActionListener() {
        @Override
        public void onSuccess(IMqttToken token) {
            acks.incrementAndGet();
        }

        @Override
        public void onFailure(IMqttToken token, Throwable e) {
        }
    };
    private EmbeddedBroker broker;
    private MqttAsyncClient client;
    private RetainedSnapshots snapshots;

    @BeforeEach
    void connect() throws Exception {
        broker = EmbeddedBroker.start(0);
        client = new MqttAsyncClient(broker.uri().toString(), "board-" + BOARD, new MemoryPersistence());
        client.connect().waitForCompletion(10_000);
        Topics topics = new Topics(ROOT);
        snapshots = new RetainedSnapshots(new FakeSnapshots(journal), journal, topics, new Payloads(BOARD));
    }

    @AfterEach
    void stop() throws Exception {
        try {
            client.disconnect().waitForCompletion(10_000);
            client.close();
        } finally {
            broker.close();
        }
    }

    @Test
    void aLateSubscriberSeesTheSetOfTheSeqItsEventsReached() throws Exception {
        journal.append();
        journal.append();
        snapshots.publish(client, 1, ack);
        assertThat(snapshots.inFlight()).as("event 2 is not sent yet: no snapshot of seq 2").isZero();

        snapshots.publish(client, 2, ack);
        assertThat(snapshots.inFlight()).isEqualTo(RetainedSnapshots.TOPICS);
        await("4 PUBACKs", WAIT, () -> acks.get() == RetainedSnapshots.TOPICS);
        for (int i = 0; i < RetainedSnapshots.TOPICS; i++) {
            assertThat(snapshots.acknowledged()).as("PUBACK " + (i + 1)).isEqualTo(i == RetainedSnapshots.TOPICS - 1);
        }
        assertThat(snapshots.inFlight()).isZero();

        try (Subscriber late = Subscriber.connect(broker.uri(), "late", ROOT + "state/#")) {
            await("4 retained snapshots", WAIT, () -> late.received().size() >= 4);
            for (String topic : List.of("state/game", "state/position", "state/clock", "state/pgn")) {
                List<Subscriber.Received> got = late.on(ROOT + topic);
                assertThat(got).as(topic).hasSize(1);
                assertThat(Subscriber.seq(got.get(0).payload())).as(topic).isEqualTo(2);
            }
        }
    }

    @Test
    void anUnchangedStateIsNotPublishedAgainUntilANewConnection() throws Exception {
        journal.append();
        snapshots.publish(client, 1, ack);
        await("4 PUBACKs", WAIT, () -> acks.get() == RetainedSnapshots.TOPICS);
        while (snapshots.inFlight() > 0) {
            snapshots.acknowledged();
        }

        snapshots.publish(client, 1, ack);
        assertThat(snapshots.inFlight()).as("nothing committed since").isZero();

        snapshots.reset(); // a new connection: the broker may have lost them
        snapshots.publish(client, 1, ack);
        assertThat(snapshots.inFlight()).isEqualTo(RetainedSnapshots.TOPICS);
        await("4 more PUBACKs", WAIT, () -> acks.get() == 2 * RetainedSnapshots.TOPICS);
    }
}
