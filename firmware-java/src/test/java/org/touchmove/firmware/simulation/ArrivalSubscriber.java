package org.touchmove.firmware.simulation;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.LockSupport;
import org.eclipse.paho.client.mqttv3.IMqttDeliveryToken;
import org.eclipse.paho.client.mqttv3.MqttCallback;
import org.eclipse.paho.client.mqttv3.MqttClient;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.MqttException;
import org.eclipse.paho.client.mqttv3.MqttMessage;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The consumer of the latency bench: subscribes to one board's {@code events} and its last retained snapshot
 * ({@code state/pgn}, QoS 1, clean session) and stamps the arrival ({@link System#nanoTime()}) of every {@code move}
 * event by its seq, on Paho's thread, before anything else.
 */
final class ArrivalSubscriber implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(ArrivalSubscriber.class);
    private static final String MOVE = "\"type\":\"move\"";

    private final MqttClient client;
    private final Map<Long, Long> moveArrivals = new ConcurrentHashMap<>();
    private volatile long lastSeq;
    private volatile long snapshotSeq;
    /** Told after every message is taken (the bench's pacing waits on what arrived). */
    private volatile Runnable onMessage = () -> { };
    /** Every event received, per game (the bench compares it with the controller's and the journal's). */
    private final GameTrail trail = new GameTrail("subscriber");
    /** Test-only timing variance: a random park of up to this many microseconds before each event is taken. */
    private static final long JITTER_MICROS = Long.getLong("latency.subscriberJitterMicros", 0);

    private ArrivalSubscriber(MqttClient client) {
        this.client = client;
    }

    /** @param root the board's topic root (ending in {@code /}) */
    static ArrivalSubscriber connect(URI broker, String clientId, String root) throws MqttException {
        return connect(broker, clientId, root, null);
    }

    /** As above, its connection through {@code sockets} (null: the default), e.g. to stamp the bytes read. */
    static ArrivalSubscriber connect(URI broker, String clientId, String root, javax.net.SocketFactory sockets)
            throws MqttException {
        MqttClient client = new MqttClient(broker.toString(), clientId, new MemoryPersistence());
        ArrivalSubscriber s = new ArrivalSubscriber(client);
        client.setCallback(new MqttCallback() {
            @Override
            public void connectionLost(Throwable cause) {
                LOG.error("latency subscriber lost its connection: {}", cause.toString());
            }

            @Override
            public void messageArrived(String t, MqttMessage message) {
                if (JITTER_MICROS > 0) {
                    LockSupport.parkNanos(java.util.concurrent.ThreadLocalRandom.current().nextLong(JITTER_MICROS * 1000));
                }
                long now = System.nanoTime();
                String payload = new String(message.getPayload(), StandardCharsets.UTF_8);
                if (t.endsWith("/events")) {
                    s.arrived(payload, now);
                } else {
                    s.snapshotSeq = Math.max(s.snapshotSeq, seq(payload));
                }
                s.onMessage.run();
            }

            @Override
            public void deliveryComplete(IMqttDeliveryToken token) {
            }
        });
        MqttConnectOptions o = new MqttConnectOptions();
        o.setCleanSession(true);
        o.setMaxInflight(1000);
        if (sockets != null) {
            o.setSocketFactory(sockets);
        }
        client.connect(o);
        client.subscribe(new String[] {root + "events", root + "state/pgn"}, new int[] {1, 1});
        return s;
    }

    private void arrived(String payload, long now) {
        long seq = seq(payload);
        trail.accept(payload);
        if (payload.contains(MOVE)) {
            moveArrivals.putIfAbsent(seq, now);
        }
        if (seq > lastSeq) {
            lastSeq = seq;
        }
    }

    private static long seq(String payload) {
        int at = payload.indexOf("\"seq\":");
        if (at < 0) {
            throw new IllegalStateException("an event without seq: " + payload);
        }
        long seq = 0;
        for (int i = at + 6; i < payload.length() && Character.isDigit(payload.charAt(i)); i++) {
            seq = seq * 10 + (payload.charAt(i) - '0');
        }
        return seq;
    }

    /** Runs {@code action} on Paho's thread after each message is taken. */
    void onMessage(Runnable action) {
        this.onMessage = action;
    }

    /** Every event received, per game. */
    GameTrail trail() {
        return trail;
    }

    /** The highest seq received. */
    long lastSeq() {
        return lastSeq;
    }

    /** The seq of the last {@code state/pgn} snapshot received (the last of the four the board publishes). */
    long snapshotSeq() {
        return snapshotSeq;
    }

    /** When the move event {@code seq} arrived, waiting up to {@code limit}; null if it did not. */
    Long awaitArrival(long seq, Duration limit) {
        long end = System.nanoTime() + limit.toNanos();
        Long at;
        while ((at = moveArrivals.remove(seq)) == null && System.nanoTime() - end < 0) {
            LockSupport.parkNanos(1_000_000);
        }
        return at;
    }

    @Override
    public void close() throws MqttException {
        if (client.isConnected()) {
            client.disconnect(1000);
        }
        client.close();
    }
}
