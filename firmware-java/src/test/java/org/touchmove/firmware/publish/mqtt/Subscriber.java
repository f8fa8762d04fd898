package org.touchmove.firmware.publish.mqtt;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.net.SocketFactory;
import org.eclipse.paho.client.mqttv3.IMqttDeliveryToken;
import org.eclipse.paho.client.mqttv3.MqttCallback;
import org.eclipse.paho.client.mqttv3.MqttClient;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.MqttException;
import org.eclipse.paho.client.mqttv3.MqttMessage;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;

/**
 * A consumer for the tests: records every message it gets, in arrival order. Its connection is a
 * {@link LastingSubscription} (the product's own loop: a fresh client and a new subscription after every loss), not
 * Paho's automatic reconnect, which could stay disconnected after a broker restart (issue 23).
 */
final class Subscriber implements AutoCloseable {

    record Received(String topic, String payload, boolean retained) {
    }

    private static final Pattern SEQ = Pattern.compile("\"seq\":(\\d+)");
    /** The first connection's deadline: generous, a loaded machine may take seconds. */
    private static final Duration FIRST_CONNECTION = Duration.ofSeconds(30);

    private final List<Received> received = new CopyOnWriteArrayList<>();
    // One of the two: the lasting connection, or (TLS, which LastingSubscription does not offer) a plain client.
    private LastingSubscription lasting;
    private MqttClient tls;

    private Subscriber() {
    }

    /** A clean-session consumer of the topic filters. */
    static Subscriber connect(URI broker, String clientId, String... filters) throws MqttException {
        return connect(broker, clientId, true, null, null, filters);
    }

    /**
     * A consumer of the filters; {@code cleanSession} false keeps the QoS 1 messages the broker accepted while it was
     * away. {@code user} null: anonymous.
     */
    static Subscriber connect(URI broker, String clientId, boolean cleanSession, String user, String password,
            String... filters) throws MqttException {
        Subscriber s = new Subscriber();
        // The default keep-alive (30 s): a short one lets a loaded machine's pause drop a clean-session consumer and
        // its messages; a stopped broker closes the socket, noticed at once.
        LastingSubscription.Options o = LastingSubscription.Options.of(broker, clientId)
                .withCleanSession(cleanSession);
        if (user != null) {
            o = o.withCredentials(user, password);
        }
        LastingSubscription l;
        try {
            l = LastingSubscription.start(o, (topic, payload, retained) ->
                    s.received.add(new Received(topic, payload, retained)), FIRST_CONNECTION, filters);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new MqttException(e);
        }
        if (!l.isConnected()) {
            MqttException why = l.lastFailure()
                    .orElseGet(() -> new MqttException(MqttException.REASON_CODE_CLIENT_TIMEOUT));
            l.close();
            throw why;
        }
        s.lasting = l;
        return s;
    }

    /** A clean-session consumer over TLS: one connection, no reconnect (the TLS tests stop no broker). */
    static Subscriber connectTls(URI broker, String clientId, SocketFactory factory, String... filters)
            throws MqttException {
        Subscriber s = new Subscriber();
        MqttClient c = new MqttClient(broker.toString(), clientId, new MemoryPersistence());
        c.setTimeToWait(FIRST_CONNECTION.toMillis());
        c.setCallback(new MqttCallback() {
            @Override
            public void connectionLost(Throwable cause) {
            }

            @Override
            public void messageArrived(String topic, MqttMessage message) {
                s.received.add(new Received(topic, new String(message.getPayload(), StandardCharsets.UTF_8),
                        message.isRetained()));
            }

            @Override
            public void deliveryComplete(IMqttDeliveryToken token) {
            }
        });
        MqttConnectOptions o = new MqttConnectOptions();
        o.setCleanSession(true);
        o.setKeepAliveInterval(30);
        o.setMaxInflight(1000);
        o.setSocketFactory(factory);
        try {
            c.connect(o);
            if (filters.length > 0) {
                int[] qos = new int[filters.length];
                java.util.Arrays.fill(qos, 1);
                c.subscribe(filters, qos);
            }
        } catch (MqttException e) {
            c.close(true);
            throw e;
        }
        s.tls = c;
        return s;
    }

    /** Whether the connection is up (and subscribed) now. */
    boolean connected() {
        return lasting != null ? lasting.isConnected() : tls.isConnected();
    }

    List<Received> received() {
        return new ArrayList<>(received);
    }

    List<Received> on(String topic) {
        return received.stream().filter(r -> r.topic().equals(topic)).toList();
    }

    /** The consumer algorithm of docs/mqtt.md: keep an event only if its seq is above the last one kept. */
    List<Long> dedupedSeqs(String topic) {
        List<Long> kept = new ArrayList<>();
        long last = 0;
        for (Received r : on(topic)) {
            long seq = seq(r.payload());
            if (seq > last) {
                kept.add(seq);
                last = seq;
            }
        }
        return kept;
    }

    static long seq(String payload) {
        Matcher m = SEQ.matcher(payload);
        if (!m.find()) {
            throw new AssertionError("no seq in " + payload);
        }
        return Long.parseLong(m.group(1));
    }

    /** Publishes at QoS 1 on this connection, waiting for the broker's acknowledgement. */
    void publish(String topic, String payload, boolean retained) throws MqttException {
        if (lasting != null) {
            lasting.publish(topic, payload, retained);
        } else {
            tls.publish(topic, payload.getBytes(StandardCharsets.UTF_8), 1, retained);
        }
    }

    @Override
    public void close() throws MqttException {
        if (lasting != null) {
            lasting.close();
            return;
        }
        if (tls.isConnected()) {
            tls.disconnect(1000);
        }
        tls.close(true);
    }
}
