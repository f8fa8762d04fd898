package org.touchmove.firmware.publish.mqtt;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicBoolean;
import org.eclipse.paho.client.mqttv3.IMqttDeliveryToken;
import org.eclipse.paho.client.mqttv3.MqttAsyncClient;
import org.eclipse.paho.client.mqttv3.MqttCallback;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.MqttException;
import org.eclipse.paho.client.mqttv3.MqttMessage;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A consumer of every board's {@code events} under the default topic root (docs/mqtt.md), QoS 1, clean session: each
 * message's payload and the {@link System#nanoTime()} it arrived at go to a listener on Paho's thread. For checkers
 * and benchmarks (scripts/bench-tournament); the hub has its own client.
 */
public final class EventsSubscriber implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(EventsSubscriber.class);
    private static final int ATTEMPTS = 3;

    /** Receives one {@code events} message. */
    @FunctionalInterface
    public interface Listener {
        void event(String json, long arrivedNanos);
    }

    private final MqttAsyncClient client;

    private EventsSubscriber(MqttAsyncClient client) {
        this.client = client;
    }

    /**
     * Connects as {@code clientId} and subscribes; returns once the broker granted the subscription. A connection that
     * fails before the subscription is granted is tried again with a fresh client, up to {@value #ATTEMPTS} times:
     * nothing was received yet, so nothing is lost (a loaded Moquette has closed a connection it had just accepted).
     */
    public static EventsSubscriber subscribe(URI broker, String clientId, Listener listener) throws IOException {
        MqttException last = null;
        for (int attempt = 1; attempt <= ATTEMPTS; attempt++) {
            MqttAsyncClient client = null;
            try {
                client = new MqttAsyncClient(broker.toString(), clientId, new MemoryPersistence());
                AtomicBoolean subscribed = new AtomicBoolean();
                client.setCallback(new Callback(clientId, listener, subscribed));
                MqttConnectOptions options = new MqttConnectOptions();
                options.setCleanSession(true);
                options.setMaxInflight(1000);
                // 3.1.1 only: Paho's default falls back to 3.1 with a second connection of its own when one fails.
                options.setMqttVersion(MqttConnectOptions.MQTT_VERSION_3_1_1);
                client.connect(options).waitForCompletion(10_000);
                String topic = MqttSettings.DEFAULT_TOPIC_ROOT.replace("{boardId}", "+") + "events";
                client.subscribe(topic, 1).waitForCompletion(10_000);
                subscribed.set(true);
                return new EventsSubscriber(client);
            } catch (MqttException e) {
                last = e;
                LOG.warn("events subscriber {}: attempt {} of {} to subscribe at {} failed: {}", clientId, attempt,
                        ATTEMPTS, broker, e.toString());
                discard(client);
            }
        }
        throw new IOException("cannot subscribe to the events at " + broker + " (" + ATTEMPTS + " attempts): "
                + last.getMessage(), last);
    }

    private static void discard(MqttAsyncClient client) {
        if (client == null) {
            return;
        }
        try {
            client.close(true);
        } catch (MqttException e) {
            LOG.debug("events subscriber: closing a failed client: {}", e.toString());
        }
    }

    /** Hands each message to the listener; a connection lost after the subscription means events are missed. */
    private record Callback(String clientId, Listener listener, AtomicBoolean subscribed) implements MqttCallback {

        @Override
        public void connectionLost(Throwable cause) {
            if (subscribed.get()) {
                LOG.error("events subscriber {} lost its broker connection; later events are not seen", clientId,
                        cause);
            } else {
                LOG.debug("events subscriber {}: connection lost before the subscription: {}", clientId,
                        cause.toString());
            }
        }

        @Override
        public void messageArrived(String topic, MqttMessage message) {
            listener.event(new String(message.getPayload(), StandardCharsets.UTF_8), System.nanoTime());
        }

        @Override
        public void deliveryComplete(IMqttDeliveryToken token) {
            // publishes nothing
        }
    }

    @Override
    public void close() {
        try {
            client.disconnect().waitForCompletion(5_000);
            client.close();
        } catch (MqttException e) {
            LOG.warn("events subscriber: disconnect failed: {}", e.getMessage());
        }
    }
}
