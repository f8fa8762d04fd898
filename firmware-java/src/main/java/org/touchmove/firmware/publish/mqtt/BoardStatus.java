package org.touchmove.firmware.publish.mqtt;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
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
    /**
     * How often a connected board publishes its {@code online} status again ({@code heartbeatSeconds},
     * {@code mqtt.heartbeatSeconds}): a hub marks it lost when heartbeats stop ({@code hub.boardLostSeconds}), even
     * when its will died with its broker node.
     */
    private final Duration heartbeatPeriod;
    /** When the current connection said online; on the publisher's lane only. */
    private Instant onlineSince;

    BoardStatus(Topics topics, Payloads payloads, Clock clock, Duration heartbeatPeriod) {
        this.topics = topics;
        this.payloads = payloads;
        this.clock = clock;
        this.heartbeatPeriod = heartbeatPeriod;
    }

    /** The heartbeat period ({@code mqtt.heartbeatSeconds}). */
    Duration heartbeatPeriod() {
        return heartbeatPeriod;
    }

    /** {@code online} when a connection comes up, with the first heartbeat. */
    IMqttDeliveryToken online(MqttAsyncClient client) throws MqttException {
        onlineSince = clock.instant();
        return heartbeat(client);
    }

    /** {@code online} again, same {@code ts}, a fresh {@code heartbeat}: every {@link #heartbeatPeriod()} while connected. */
    IMqttDeliveryToken heartbeat(MqttAsyncClient client) throws MqttException {
        Instant since = onlineSince == null ? clock.instant() : onlineSince;
        return client.publish(topics.status(), payloads.online(since, clock.instant(), heartbeatPeriod),
                MqttBoardPublisher.QOS, true);
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
