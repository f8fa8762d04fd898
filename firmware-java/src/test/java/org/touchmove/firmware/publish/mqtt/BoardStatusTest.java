package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.firmware.publish.mqtt.Fixtures.WAIT;
import static org.touchmove.firmware.publish.mqtt.Fixtures.await;
import static org.touchmove.firmware.publish.mqtt.Fixtures.root;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import org.eclipse.paho.client.mqttv3.MqttAsyncClient;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.junit.jupiter.api.Test;

/** The board's status alone, on a real broker over TCP: online, then offline after a clean close, both retained. */
class BoardStatusTest {

    private static final String BOARD = "b-5";
    private static final String TOPIC = root(BOARD) + "status";

    @Test
    void onlineThenShutdownAreRetainedForALateSubscriber() throws Exception {
        BoardStatus status = new BoardStatus(new Topics(root(BOARD)), new Payloads(BOARD),
                Clock.fixed(Instant.parse("2026-11-30T23:00:00Z"), ZoneOffset.UTC), Duration.ofSeconds(10));
        assertThat(status.topic()).isEqualTo(TOPIC);
        try (EmbeddedBroker broker = EmbeddedBroker.start(0)) {
            MqttAsyncClient client = new MqttAsyncClient(broker.uri().toString(), "board-" + BOARD,
                    new MemoryPersistence());
            client.connect().waitForCompletion(WAIT.toMillis());
            try {
                status.online(client);
                try (Subscriber late = Subscriber.connect(broker.uri(), "late-1", TOPIC)) {
                    await("online", WAIT, () -> !late.on(TOPIC).isEmpty());
                    String online = late.on(TOPIC).get(0).payload();
                    assertThat(online).contains("\"boardId\":\"b-5\"", "\"online\"");
                    assertThat(BoardStatus.saysOffline(online)).isFalse();
                }
                status.shutdown(client, WAIT.toMillis());
                try (Subscriber late = Subscriber.connect(broker.uri(), "late-2", TOPIC)) {
                    await("offline", WAIT, () -> !late.on(TOPIC).isEmpty());
                    Subscriber.Received offline = late.on(TOPIC).get(0);
                    assertThat(offline.payload()).contains("\"shutdown\"");
                    assertThat(BoardStatus.saysOffline(offline.payload())).isTrue();
                }
            } finally {
                client.disconnect().waitForCompletion(WAIT.toMillis());
                client.close();
            }
        }
        assertThat(new String(status.will(), java.nio.charset.StandardCharsets.UTF_8)).contains("\"offline\"",
                "\"lost\"");
    }
}
