package org.touchmove.firmware.publish.mqtt;

import java.net.URI;
import java.time.Duration;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import org.eclipse.paho.client.mqttv3.MqttAsyncClient;
import org.eclipse.paho.client.mqttv3.MqttCallback;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.MqttException;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.event.Level;

/**
 * Connecting to the broker (docs/mqtt.md, "Connection"): one round tries the configured broker URIs in order, each
 * with a fresh Paho client (no state of a broken connection carries over); between rounds the {@link Backoff} waits,
 * longer after each failed round. Failed attempts in a row are logged sparsely ({@link FailureStreak}).
 */
final class BrokerDialer {

    private static final Logger log = LoggerFactory.getLogger(BrokerDialer.class);

    /** What a connection does once the broker accepted it (CONNACK): subscribe, say online. */
    @FunctionalInterface
    interface Opening {
        void open(MqttAsyncClient client) throws MqttException;
    }

    /** A connection made: its client, to {@code uri}, after {@code failures} failed attempts in a row. */
    record Dialed(MqttAsyncClient client, URI uri, long failures) {
    }

    private final MqttSettings settings;
    private final String clientId;
    /** Names the connection in the log: "mqtt board b-1". */
    private final String who;
    private final Backoff backoff;
    private final FailureStreak failures = new FailureStreak();
    /** Why the last attempt failed ("tcp://..: connection refused"), or null before any failed; for the first wait. */
    private volatile String lastFailure;

    BrokerDialer(MqttSettings settings, String clientId, String who, Backoff backoff) {
        this.settings = settings;
        this.clientId = clientId;
        this.who = who;
        this.backoff = backoff;
    }

    /**
     * One round over the broker URIs in order, until {@code stopping}: the first that connects with {@code options}
     * and opens; null when none did. {@code callback} is given each fresh client; {@code failed} runs after each failed
     * attempt (its client already dropped).
     */
    Dialed dial(MqttConnectOptions options, Function<MqttAsyncClient, MqttCallback> callback, Opening opening,
            BooleanSupplier stopping, Runnable failed) {
        for (URI uri : settings.brokerUris()) {
            if (stopping.getAsBoolean()) {
                return null;
            }
            MqttAsyncClient c = null;
            try {
                c = new MqttAsyncClient(uri.toString(), clientId, new MemoryPersistence());
                c.setCallback(callback.apply(c));
                c.connect(options).waitForCompletion(settings.connectTimeout().toMillis() + 1000);
                opening.open(c);
                backoff.reset();
                return new Dialed(c, uri, failures.ended());
            } catch (MqttException | RuntimeException e) {
                // A RuntimeException is not a broker's answer but a fault (Paho's or ours): still a failed attempt,
                // tried again after the back-off, and always a WARN with its stack trace. Escaping, it would end the
                // reconnect loop unseen and leave the board off the broker.
                String why = MqttBoardPublisher.describe(e);
                lastFailure = uri + ": " + why;
                Level level = failures.failed();
                if (e instanceof RuntimeException) {
                    log.warn("{} cannot connect to {}: unexpected failure{}", who, uri, failures.note(), e);
                } else {
                    log.atLevel(level).log("{} cannot connect to {}: {}{}", who, uri, why, failures.note());
                }
                failed.run();
                PahoConnections.discard(c, log, who);
            }
        }
        return null;
    }

    /** Why the last failed attempt failed ({@code URI: reason}), or null when none has failed yet. */
    String lastFailure() {
        return lastFailure;
    }

    /** The wait before the next round (each call counts one more failed round). */
    Duration retryDelay() {
        return backoff.next();
    }
}
