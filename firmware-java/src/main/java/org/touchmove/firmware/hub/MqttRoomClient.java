package org.touchmove.firmware.hub;

import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.function.BiConsumer;
import org.touchmove.firmware.publish.mqtt.LastingSubscription;

/**
 * The hub's only contact with the broker: subscribes to every board's {@code events}, {@code state/#}, {@code status}
 * and {@code cmd/reply} and to every link's {@code status}, hands each message on as text, and publishes commands.
 * Its connection stays up by itself ({@link LastingSubscription}: connected and subscribed again after every loss);
 * the retained snapshots that arrive then rebuild what a gap lost.
 */
final class MqttRoomClient implements AutoCloseable {

    /** How long the hub waits for its broker at start before it says the broker is unreachable. */
    private static final Duration FIRST_CONNECTION = Duration.ofSeconds(5);

    private final LastingSubscription subscription;
    private final String root;

    /**
     * @param root      the board root up to the board id, e.g. {@code touchmove/v1/boards/}
     * @param linksRoot the links root up to the link id, e.g. {@code touchmove/v1/links/}
     * @param onMessage topic and UTF-8 payload of each message, on Paho's thread
     * @param link      told of each connection lost and made again
     * @throws IOException when no connection is made within {@link #FIRST_CONNECTION} (the last attempt's reason)
     */
    MqttRoomClient(String uri, String clientId, String root, String linksRoot, String username, String password,
            BiConsumer<String, String> onMessage, BrokerLink link) throws IOException, InterruptedException {
        this.root = root;
        LastingSubscription.Options options = LastingSubscription.Options.of(URI.create(uri), clientId)
                .withKeepAlive(30).withCredentials(username, password);
        LastingSubscription.Listener listener = new LastingSubscription.Listener() {
            @Override
            public void message(String topic, String payload, boolean retained) {
                onMessage.accept(topic, payload);
            }

            @Override
            public void subscribed(boolean again) {
                link.connected();
            }

            @Override
            public void lost(Throwable cause) {
                link.lost(cause);
            }
        };
        this.subscription = LastingSubscription.start(options, listener, FIRST_CONNECTION,
                root + "+/events", root + "+/state/#", root + "+/status", root + "+/cmd/reply",
                LinkTopic.filter(linksRoot));
        if (!subscription.isConnected()) {
            IOException why = subscription.failure();
            subscription.close();
            throw why;
        }
    }

    /** Publishes a command (QoS 1, never retained: docs/mqtt.md). */
    void publishCommand(String boardId, String json) {
        try {
            subscription.send(HubTopic.commandTopic(root, boardId), json);
        } catch (IOException e) {
            throw new IllegalStateException("cannot send the command to board " + boardId + ": " + e.getMessage(), e);
        }
    }

    boolean isConnected() {
        return subscription.isConnected();
    }

    @Override
    public void close() {
        subscription.close();
    }
}
