package org.touchmove.firmware.publish.mqtt;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.paho.client.mqttv3.IMqttDeliveryToken;
import org.eclipse.paho.client.mqttv3.MqttCallbackExtended;
import org.eclipse.paho.client.mqttv3.MqttClient;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.MqttException;
import org.eclipse.paho.client.mqttv3.MqttMessage;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;

/** A consumer for the tests: records every message it gets, in arrival order. */
final class Subscriber implements AutoCloseable {

    record Received(String topic, String payload, boolean retained) {
    }

    private static final Pattern SEQ = Pattern.compile("\"seq\":(\\d+)");
    private final MqttClient client;
    private final List<Received> received = new CopyOnWriteArrayList<>();

    /** A clean-session consumer of the topic filters. */
    static Subscriber connect(URI broker, String clientId, String... filters) throws MqttException {
        return connect(broker, clientId, true, null, null, filters);
    }

    static Subscriber connectTls(URI broker, String clientId, javax.net.SocketFactory tls, String... filters)
            throws MqttException {
        return connect(broker, clientId, true, null, null, tls, filters);
    }

    static Subscriber connect(URI broker, String clientId, boolean cleanSession, String user, String password,
            String... filters) throws MqttException {
        return connect(broker, clientId, cleanSession, user, password, null, filters);
    }

    private static Subscriber connect(URI broker, String clientId, boolean cleanSession, String user,
            String password, javax.net.SocketFactory tls, String... filters) throws MqttException {
        Subscriber s = new Subscriber(broker, clientId);
        MqttConnectOptions o = new MqttConnectOptions();
        o.setCleanSession(cleanSession);
        o.setAutomaticReconnect(!cleanSession);
        o.setMaxReconnectDelay(200);
        o.setKeepAliveInterval(5);
        o.setMaxInflight(1000);
        if (tls != null) {
            o.setSocketFactory(tls);
        }
        if (user != null) {
            o.setUserName(user);
            o.setPassword(password.toCharArray());
        }
        s.client.setCallback(new MqttCallbackExtended() {
            @Override
            public void connectComplete(boolean reconnect, String serverURI) {
                if (reconnect && filters.length > 0) {
                    // A restarted broker may not have restored the session: subscribe again (harmless if it did).
                    new Thread(() -> {
                        try {
                            s.client.subscribe(filters, qos(filters));
                        } catch (MqttException e) {
                            System.err.println("subscriber: resubscribe failed: " + e);
                        }
                    }).start();
                }
            }

            @Override
            public void connectionLost(Throwable cause) {
                // automatic reconnect (persistent session) or end of test
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
        // Moquette 0.17 now and then drops a connection right after CONNACK under load: try again, as a client would.
        for (int attempt = 1; ; attempt++) {
            try {
                s.client.connect(o);
                if (filters.length > 0) {
                    s.client.subscribe(filters, qos(filters));
                }
                return s;
            } catch (MqttException e) {
                if (attempt == 3) {
                    throw e;
                }
                if (s.client.isConnected()) {
                    s.client.disconnectForcibly(100);
                }
            }
        }
    }

    private static int[] qos(String[] filters) {
        int[] qos = new int[filters.length];
        java.util.Arrays.fill(qos, 1);
        return qos;
    }

    private Subscriber(URI broker, String clientId) throws MqttException {
        this.client = new MqttClient(broker.toString(), clientId, new MemoryPersistence());
    }

    MqttClient client() {
        return client;
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

    void publish(String topic, String payload, boolean retained) throws MqttException {
        client.publish(topic, payload.getBytes(StandardCharsets.UTF_8), 1, retained);
    }

    @Override
    public void close() throws MqttException {
        if (client.isConnected()) {
            client.disconnect(1000);
        }
        client.close(true);
    }
}
