package org.touchmove.firmware.publish.mqtt;

import java.time.Duration;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A command's first broker connection (docs/brokers.md, "The first connection"): the client is already connecting in
 * the background, over its broker list in order with back-off; this waits for it. After {@link #QUIET} without one, a
 * WARN line says so once ({@code broker tcp://a:1883,tcp://b:1883 not reachable yet (tcp://b:1883: connection refused);
 * retrying for up to 60 s (mqtt.firstConnectSeconds)}); after {@code mqtt.firstConnectSeconds} it gives up with
 * {@link BrokerUnreachable} (zero: it waits for ever). A broker that starts late (a fresh NATS cluster creating its
 * streams, a hall's broker booting after its boards) is simply waited for. The hub waits here too, in its own words
 * ({@code hub.mqtt.firstConnectSeconds}, in its own {@link Lines}).
 */
public final class FirstConnection {

    /** How long the first connection may take before the line says it is still waited for. */
    static final Duration QUIET = Duration.ofSeconds(2);
    /** How long past the limit an attempt still running may take to end (connected or failed). */
    private static final Duration LAST_ATTEMPT = Duration.ofSeconds(30);

    /**
     * Whose lines and in which words, which are contracts (docs/brokers.md, docs/hub.md): the logger they are written
     * on, the waiting line as an SLF4J pattern of who, the list, the last reason, how long ({@code for up to 60 s}) and
     * the key, and the key that sets the limit. The hub has its own ({@code hub.mqtt.firstConnectSeconds}).
     */
    public record Lines(Logger log, String waiting, String key) {
        /** A board, a link, replay, the demo, the topic printer: {@code mqtt.firstConnectSeconds}. */
        public static final Lines COMMAND = new Lines(LoggerFactory.getLogger(FirstConnection.class),
                "{}: broker {} not reachable yet ({}); retrying {} ({})", "mqtt.firstConnectSeconds");
    }

    /** A client connecting in the background: a board's publisher, a link or the hub's subscription. */
    public interface Client {
        /** Waits until connected or the time is up; returns whether connected. */
        boolean awaitConnected(Duration timeout) throws InterruptedException;

        /** Why the last attempt failed ({@code URI: reason}), null when none failed yet. */
        String lastFailure();
    }

    private FirstConnection() {
    }

    /** A board's publisher: {@link #await(Client, MqttSettings, String)} for it. */
    public static void await(MqttBoardPublisher publisher, MqttSettings settings, String who)
            throws BrokerUnreachable, InterruptedException {
        await(new Client() {
            @Override
            public boolean awaitConnected(Duration timeout) throws InterruptedException {
                return publisher.awaitConnected(timeout);
            }

            @Override
            public String lastFailure() {
                return publisher.lastFailure();
            }
        }, settings, who);
    }

    /**
     * Returns once {@code client} is connected.
     *
     * @param who names the client in the lines: {@code mqtt board b-1}
     * @throws BrokerUnreachable when it was not within {@code settings.firstConnect()} (not zero)
     */
    public static void await(Client client, MqttSettings settings, String who)
            throws BrokerUnreachable, InterruptedException {
        await(client, settings.brokerUris(), settings.firstConnect(), who);
    }

    /**
     * Returns once {@code client} is connected to one of {@code brokers} (for the lines).
     *
     * @param limit how long at most; zero: for ever
     * @throws BrokerUnreachable when it was not within {@code limit}
     */
    public static void await(Client client, java.util.List<java.net.URI> brokers, Duration limit, String who)
            throws BrokerUnreachable, InterruptedException {
        await(client, brokers, limit, who, Lines.COMMAND);
    }

    /**
     * Returns once {@code client} is connected to one of {@code brokers}, saying so in {@code lines}' words.
     *
     * @param limit how long at most; zero: for ever
     * @throws BrokerUnreachable when it was not within {@code limit}
     */
    public static void await(Client client, java.util.List<java.net.URI> brokers, Duration limit, String who,
            Lines lines) throws BrokerUnreachable, InterruptedException {
        boolean forever = limit.isZero();
        Duration quiet = forever || QUIET.compareTo(limit) < 0 ? QUIET : limit;
        if (client.awaitConnected(quiet)) {
            return;
        }
        String list = BrokerUris.text(brokers);
        if (forever || limit.compareTo(quiet) > 0) {
            lines.log().warn(lines.waiting(), who, list, reason(client),
                    forever ? "until one answers" : "for up to " + limit.toSeconds() + " s", lines.key());
            if (forever) {
                while (!client.awaitConnected(Duration.ofHours(1))) {
                    lines.log().warn("{}: broker {} still not reachable ({}); retrying", who, list, reason(client));
                }
                return;
            }
            if (client.awaitConnected(limit.minus(quiet))) {
                lines.log().info("{}: broker reachable; connected", who);
                return;
            }
        }
        // Given up only on an attempt that failed: on a slow start (a loaded machine, a TLS handshake) the first one
        // may not have ended yet.
        long extraEnd = System.nanoTime() + LAST_ATTEMPT.toNanos();
        while (client.lastFailure() == null && System.nanoTime() - extraEnd < 0) {
            if (client.awaitConnected(Duration.ofMillis(100))) {
                return;
            }
        }
        throw new BrokerUnreachable("no MQTT broker reachable at " + list + " within " + limit.toSeconds()
                + " s (" + lines.key() + "); last attempt: " + reason(client));
    }

    private static String reason(Client client) {
        String why = client.lastFailure();
        return why == null ? "no attempt finished yet" : why;
    }
}
