package org.touchmove.firmware.hub;

import java.io.IOException;
import java.time.Duration;
import java.util.function.BiConsumer;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.publish.mqtt.BrokerUnreachable;
import org.touchmove.firmware.publish.mqtt.FirstConnection;
import org.touchmove.firmware.publish.mqtt.LastingSubscription;

/**
 * The hub's only contact with the broker: subscribes to every board's {@code events}, {@code state/#}, {@code status}
 * and {@code cmd/reply} and to every link's {@code status}, hands each message on as text, and publishes commands.
 * Its connection stays up by itself ({@link LastingSubscription}: connected and subscribed again after every loss);
 * the retained snapshots that arrive then rebuild what a gap lost.
 */
final class MqttRoomClient implements AutoCloseable {

    /** The first connection's lines, as they were before the hub waited in {@link FirstConnection} (docs/hub.md). */
    private static final FirstConnection.Lines LINES = new FirstConnection.Lines(
            LoggerFactory.getLogger(MqttRoomClient.class),
            "{}: no MQTT broker connected yet at {} ({}); trying again {} ({})", "hub.mqtt.firstConnectSeconds");


    private final LastingSubscription subscription;
    private final String root;

    /**
     * @param broker    the brokers, tried in order on every connection, and how long the first connection may take
     * @param root      the board root up to the board id, e.g. {@code touchmove/v1/boards/}
     * @param linksRoot the links root up to the link id, e.g. {@code touchmove/v1/links/}
     * @param onMessage topic and UTF-8 payload of each message, on Paho's thread
     * @param link      told of each connection lost and made again
     * @throws IOException when no connection is made within {@code broker.firstConnect()} (the last attempt's reason)
     */
    MqttRoomClient(HubBroker broker, String clientId, String root, String linksRoot, String username, String password,
            BiConsumer<String, String> onMessage, BrokerLink link) throws IOException, InterruptedException {
        this.root = root;
        LastingSubscription.Options options = LastingSubscription.Options.of(broker.uris(), clientId)
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
        // The loop keeps trying on its own; the wait and its lines are every command's (a broker starting with the
        // hub, a fresh NATS cluster creating its streams, is waited for, saying so after 2 s).
        this.subscription = LastingSubscription.start(options, listener, Duration.ZERO,
                root + "+/events", root + "+/state/#", root + "+/status", root + "+/cmd/reply",
                LinkTopic.filter(linksRoot));
        try {
            FirstConnection.await(subscription.asFirstConnection(Throwable::getMessage), broker.uris(),
                    broker.firstConnect(), "hub", LINES);
        } catch (BrokerUnreachable e) {
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

    /**
     * Subscribes to the four retained snapshot topics of each board (exact topics: a broker that sends retained
     * messages only to exact-topic subscriptions sends them too), so the broker sends them again; they arrive with the
     * other messages. {@link #forgetSnapshots} removes the subscriptions.
     */
    void readSnapshots(java.util.Collection<String> boards) throws IOException {
        subscription.subscribeMore(snapshotTopics(boards));
    }

    void forgetSnapshots(java.util.Collection<String> boards) throws IOException {
        subscription.unsubscribe(snapshotTopics(boards));
    }

    private String[] snapshotTopics(java.util.Collection<String> boards) {
        java.util.List<String> topics = new java.util.ArrayList<>(boards.size() * 4);
        for (String b : boards) {
            for (String kind : java.util.List.of("game", "position", "clock", "pgn")) {
                topics.add(root + b + "/state/" + kind);
            }
        }
        return topics.toArray(String[]::new);
    }

    /** The lasting {@code +/status} filter subscribed anew: the broker sends every board's retained status again. */
    void rollCall() throws IOException {
        subscription.subscribeMore(root + "+/status");
    }

    /** A new connection, subscribed again: every retained message comes again. */
    void reconnect(String why) {
        subscription.reconnect(why);
    }

    boolean isConnected() {
        return subscription.isConnected();
    }

    @Override
    public void close() {
        subscription.close();
    }
}
