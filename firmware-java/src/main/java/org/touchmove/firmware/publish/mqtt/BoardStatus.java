package org.touchmove.firmware.publish.mqtt;

import java.time.Clock;
import org.eclipse.paho.client.mqttv3.IMqttDeliveryToken;
import org.eclipse.paho.client.mqttv3.MqttAsyncClient;
import org.eclipse.paho.client.mqttv3.MqttException;

/**
 * The board's retained {@code status} (docs/mqtt.md, "Status"): {@code online} on every connection, {@code offline}
 * with reason {@code shutdown} on a clean close, and the last will ({@code offline}, {@code lost}) the broker publishes
 * when the connection dies. A stale {@code offline} read back while connected (a will of an older connection, retained
 * after this one said online) is answered with {@code online} again.
 */
final class BoardStatus {

    private final Topics topics;
    private final Payloads payloads;
    private final Clock clock;

    BoardStatus(Topics topics, Payloads payloads, Clock clock) {
        this.topics = topics;
        this.payloads = payloads;
        this.clock = clock;
    }

    IMqttDeliveryToken online(MqttAsyncClient client) throws MqttException {
        return client.publish(topics.status(), payloads.online(clock.instant()), MqttBoardPublisher.QOS, true);
    }

    /** {@code offline}, reason {@code shutdown}, waited for up to {@code timeoutMs}. */
    void shutdown(MqttAsyncClient client, long timeoutMs) throws MqttException {
        client.publish(topics.status(), payloads.shutdown(clock.instant()), MqttBoardPublisher.QOS, true)
                .waitForCompletion(timeoutMs);
    }

    /** {@code offline}, reason {@code subscription_refused}: connected, but a subscription was refused (issue 27). */
    IMqttDeliveryToken refused(MqttAsyncClient client) throws MqttException {
        return client.publish(topics.status(), payloads.refused(clock.instant()), MqttBoardPublisher.QOS, true);
    }

    /** The last will: what the broker publishes for a connection that dies without a DISCONNECT. */
    byte[] will() {
        return payloads.lostWill();
    }

    String topic() {
        return topics.status();
    }

    /** Whether a message read back on the status topic says the board is offline. */
    static boolean saysOffline(String text) {
        return text.contains("\"offline\"");
    }
}
