package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.firmware.publish.mqtt.Fixtures.WAIT;
import static org.touchmove.firmware.publish.mqtt.Fixtures.await;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.eclipse.paho.client.mqttv3.MqttClient;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.junit.jupiter.api.Test;

/**
 * The checkers' subscriber gets its subscription even when the broker closes the first connection it accepted (a
 * loaded Moquette did, failing a tournament bench run in CI): a proxy in front of the embedded broker closes the
 * first connection and relays the others.
 */
class EventsSubscriberTest {

    @Test
    void aConnectionClosedBeforeTheSubscriptionIsTriedAgain() throws Exception {
        List<String> got = new CopyOnWriteArrayList<>();
        try (EmbeddedBroker broker = EmbeddedBroker.start(0);
                CuttableProxy relay = new CuttableProxy(broker.uri().getPort()).dropFirst(1);
                EventsSubscriber s = EventsSubscriber.subscribe(URI.create("tcp://127.0.0.1:" + relay.port()),
                        "events-subscriber-test", (json, at) -> got.add(json))) {
            // At least 2, not exactly: under load Moquette 0.17 may drop a relayed connection too, when it reads the
            // SUBSCRIBE before marking the connection connected (MqttBoardPublisher#connect; issue 23).
            assertThat(relay.connections()).as("the first was closed, a later one relayed").isGreaterThanOrEqualTo(2);
            MqttClient pub = new MqttClient(broker.uri().toString(), "events-publisher-test", new MemoryPersistence());
            pub.connect();
            pub.publish("touchmove/v1/boards/b-1/events", "{\"seq\":1}".getBytes(StandardCharsets.UTF_8), 1, false);
            pub.disconnect();
            pub.close();
            await("the event through the second connection", WAIT, () -> got.contains("{\"seq\":1}"));
        }
    }
}
