package org.touchmove.firmware.hub;

import java.nio.charset.StandardCharsets;
import java.util.function.BiConsumer;
import org.eclipse.paho.client.mqttv3.IMqttDeliveryToken;
import org.eclipse.paho.client.mqttv3.MqttCallbackExtended;
import org.eclipse.paho.client.mqttv3.MqttClient;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.MqttException;
import org.eclipse.paho.client.mqttv3.MqttMessage;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The hub's only contact with Paho: subscribes to every board's {@code events}, {@code state/#}, {@code status} and
 * {@code cmd/reply}, hands each message on as text, and publishes commands. Paho reconnects by itself and the hub
 * subscribes again on every connect; the retained snapshots that arrive then rebuild what a gap lost.
 */
final class MqttRoomClient implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(MqttRoomClient.class);

    private final MqttClient client;
    private final String root;
    private final BiConsumer<String, String> onMessage;

    /**
     * @param root      the board root up to the board id, e.g. {@code touchmove/v1/boards/}
     * @param onMessage topic and UTF-8 payload of each message, on Paho's thread
     */
    MqttRoomClient(String uri, String clientId, String root, String username, String password,
            BiConsumer<String, String> onMessage) throws MqttException {
        this.root = root;
        this.onMessage = onMessage;
        this.client = new MqttClient(uri, clientId, new MemoryPersistence());
        MqttConnectOptions options = new MqttConnectOptions();
        options.setCleanSession(true);
        options.setAutomaticReconnect(true);
        options.setKeepAliveInterval(30);
        options.setMaxInflight(1000);
        if (username != null) {
            options.setUserName(username);
        }
        if (password != null) {
            options.setPassword(password.toCharArray());
        }
        client.setCallback(new Callback());
        client.connect(options);
        subscribe();
    }

    private void subscribe() throws MqttException {
        String[] topics = {root + "+/events", root + "+/state/#", root + "+/status", root + "+/cmd/reply"};
        client.subscribe(topics, new int[] {1, 1, 1, 1});
    }

    /** Publishes a command (QoS 1, never retained: docs/mqtt.md). */
    void publishCommand(String boardId, String json) {
        try {
            client.publish(HubTopic.commandTopic(root, boardId), json.getBytes(StandardCharsets.UTF_8), 1, false);
        } catch (MqttException e) {
            throw new IllegalStateException("cannot send the command to board " + boardId + ": " + e.getMessage(), e);
        }
    }

    boolean isConnected() {
        return client.isConnected();
    }

    @Override
    public void close() {
        try {
            if (client.isConnected()) {
                client.disconnect(2000);
            }
            client.close(true);
        } catch (MqttException e) {
            log.warn("mqtt: closing the hub's client: {}", e.getMessage());
        }
    }

    private final class Callback implements MqttCallbackExtended {
        @Override
        public void connectComplete(boolean reconnect, String serverUri) {
            log.info("mqtt: hub connected to {}{}", serverUri, reconnect ? " (reconnect)" : "");
            if (reconnect) {
                try {
                    subscribe();
                } catch (MqttException e) {
                    log.error("mqtt: cannot subscribe again after a reconnect: {}", e.getMessage());
                }
            }
        }

        @Override
        public void connectionLost(Throwable cause) {
            log.warn("mqtt: hub lost its broker connection: {}", cause == null ? "?" : cause.getMessage());
        }

        @Override
        public void messageArrived(String topic, MqttMessage message) {
            try {
                onMessage.accept(topic, new String(message.getPayload(), StandardCharsets.UTF_8));
            } catch (RuntimeException e) {
                // Paho closes the connection if the callback throws: log and go on with the next message.
                log.error("mqtt: message on {} could not be handled", topic, e);
            }
        }

        @Override
        public void deliveryComplete(IMqttDeliveryToken token) {
        }
    }
}
