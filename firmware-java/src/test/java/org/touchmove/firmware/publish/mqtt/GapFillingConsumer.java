package org.touchmove.firmware.publish.mqtt;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
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
 * A strict consumer of one board (docs/mqtt.md, "Consumer algorithm"), for the fault drills: a persistent session
 * (fixed client id, clean session off) that reconnects by itself and subscribes again; it applies the events in seq
 * order exactly once (a seq at or below the last applied is a duplicate and dropped), holds an event that comes after a
 * gap, and asks the board for the missing ones with the {@code republish} command (docs/commands.md). A gap shows as a
 * later event or as a retained {@code state/game} snapshot with a higher seq (the truth about how far the board is).
 */
final class GapFillingConsumer implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(GapFillingConsumer.class);
    /**
     * At most one request this often: a republish sends everything from the seq asked for, so asking again while the
     * answer still streams in would multiply the duplicates (the request or its answer may also be lost: ask again).
     */
    private static final long ASK_AGAIN_NANOS = TimeUnit.MILLISECONDS.toNanos(500);
    /** No request while events still fill the gap: asked only once nothing was applied for this long. */
    private static final long QUIET_NANOS = TimeUnit.MILLISECONDS.toNanos(100);
    private static final long BLOCKING_CALL_MILLIS = 5_000;

    private final MqttClient client;
    private final String root;
    private final String[] filters;
    private final CountDownLatch subscribed = new CountDownLatch(1);
    private final ExecutorService requests = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "drill-consumer-requests");
        t.setDaemon(true);
        return t;
    });
    // Guarded by this.
    private final List<String> applied = new ArrayList<>();
    private final TreeMap<Long, String> held = new TreeMap<>();
    private long last;
    private long boardSeq;
    private long duplicates;
    private long askedAt = System.nanoTime() - ASK_AGAIN_NANOS;
    private long advancedAt = System.nanoTime();
    private int republishRequests;
    private int gapsSeen;
    private int received;

    private GapFillingConsumer(MqttClient client, String root) {
        this.client = client;
        this.root = root;
        this.filters = new String[] {root + "events", root + "state/game"};
    }

    static GapFillingConsumer connect(URI broker, String clientId, String root)
            throws MqttException, InterruptedException {
        GapFillingConsumer c = new GapFillingConsumer(new MqttClient(broker.toString(), clientId,
                new MemoryPersistence()), root);
        // A blocking call must not wait forever for an answer a dropped connection will never bring.
        c.client.setTimeToWait(BLOCKING_CALL_MILLIS);
        c.client.setCallback(c.new Callback());
        MqttConnectOptions o = new MqttConnectOptions();
        o.setCleanSession(false);
        o.setAutomaticReconnect(true);
        o.setMaxReconnectDelay(200);
        o.setKeepAliveInterval(2);
        o.setMaxInflight(1000);
        // Paho reconnects by itself only after a first success: the first connection is retried here (a loaded
        // broker may drop a connection before its CONNACK).
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (true) {
            try {
                c.client.connect(o);
                break;
            } catch (MqttException e) {
                if (System.nanoTime() > end) {
                    throw e;
                }
                LOG.warn("drill consumer: connecting failed, trying again: {}", e.toString());
                Thread.sleep(50);
            }
        }
        if (!c.subscribed.await(20, TimeUnit.SECONDS)) {
            throw new IllegalStateException("drill consumer: not subscribed within 20 s");
        }
        return c;
    }

    /**
     * Subscribes on every connection, first or again: a broker restarted without the session has forgotten the
     * subscriptions (harmless if it kept them). Tried again while the connection holds; a lost connection brings a new
     * {@code connectComplete} and with it a new try.
     */
    private void subscribe() {
        while (client.isConnected() && !requests.isShutdown()) {
            try {
                client.subscribe(filters, new int[] {1, 1});
                subscribed.countDown();
                LOG.warn("drill consumer: subscribed (applied up to {})", lastApplied());
                return;
            } catch (MqttException e) {
                LOG.warn("drill consumer: subscribing failed, trying again: {}", e.toString());
                try {
                    Thread.sleep(50);
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
        LOG.warn("drill consumer: not connected now; subscribing on the next connection");
    }

    private synchronized void event(String payload) {
        received++;
        long seq = Subscriber.seq(payload);
        boardSeq = Math.max(boardSeq, seq);
        if (seq <= last || held.containsKey(seq)) {
            duplicates++;
            return;
        }
        if (seq > last + 1) {
            gapsSeen++;
        }
        held.put(seq, payload);
        while (!held.isEmpty() && held.firstKey() == last + 1) {
            applied.add(held.pollFirstEntry().getValue());
            last++;
            advancedAt = System.nanoTime();
        }
        askIfMissing();
    }

    private synchronized void snapshot(String payload) {
        boardSeq = Math.max(boardSeq, Subscriber.seq(payload));
        askIfMissing();
    }

    /** Asks for the events after the last applied one when the board is known to be further on. */
    synchronized void askIfMissing() {
        if (boardSeq <= last) {
            return;
        }
        long from = last + 1;
        long now = System.nanoTime();
        if (now - askedAt < ASK_AGAIN_NANOS || now - advancedAt < QUIET_NANOS) {
            return;
        }
        askedAt = now;
        republishRequests++;
        String command = "{\"id\":\"drill-" + republishRequests + "\",\"type\":\"republish\",\"fromSeq\":" + from
                + ",\"issuedAt\":\"" + Instant.now() + "\"}";
        // Not on Paho's callback thread: a blocking publish there would wait for itself.
        LOG.warn("drill consumer: asking for the events from seq {} (board at {})", from, boardSeq);
        requests.execute(() -> {
            try {
                client.publish(root + "cmd", command.getBytes(StandardCharsets.UTF_8), 1, false);
            } catch (MqttException e) {
                LOG.warn("drill consumer: republish request not sent (asked again later): {}", e.toString());
            }
        });
    }

    /** The events applied, in order, each once. */
    synchronized List<String> applied() {
        return List.copyOf(applied);
    }

    synchronized long lastApplied() {
        return last;
    }

    synchronized long duplicates() {
        return duplicates;
    }

    synchronized int republishRequests() {
        return republishRequests;
    }

    /** Events that arrived after a gap (held until the events before them came). */
    synchronized int gapsSeen() {
        return gapsSeen;
    }

    synchronized int received() {
        return received;
    }

    @Override
    public void close() throws MqttException {
        requests.shutdownNow();
        if (client.isConnected()) {
            client.disconnect(1000);
        }
        client.close(true);
    }

    private final class Callback implements MqttCallbackExtended {
        @Override
        public void connectComplete(boolean reconnect, String serverURI) {
            LOG.warn("drill consumer: connected ({}), subscribing", reconnect ? "again" : "first");
            // Not on Paho's callback thread: a blocking subscribe there would wait for itself.
            requests.execute(GapFillingConsumer.this::subscribe);
        }

        @Override
        public void connectionLost(Throwable cause) {
            LOG.warn("drill consumer: connection lost ({}); Paho reconnects", cause.toString());
        }

        @Override
        public void messageArrived(String topic, MqttMessage message) {
            String payload = new String(message.getPayload(), StandardCharsets.UTF_8);
            if (topic.endsWith("/events")) {
                event(payload);
            } else {
                snapshot(payload);
            }
        }

        @Override
        public void deliveryComplete(IMqttDeliveryToken token) {
        }
    }
}
