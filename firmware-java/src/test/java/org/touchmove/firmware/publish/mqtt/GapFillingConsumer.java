package org.touchmove.firmware.publish.mqtt;

import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.eclipse.paho.client.mqttv3.MqttException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.simulation.EventLedger;

/**
 * A strict consumer of one board (docs/mqtt.md, "Consumer algorithm"), for the fault drills: a persistent session
 * (fixed client id, clean session off) on a {@link LastingSubscription}, which reconnects and subscribes again; it
 * applies the events in seq order exactly once (a seq received before is a duplicate and dropped: the
 * {@link EventLedger}'s judgement), holds an event that comes after a gap, and asks the board for the missing ones with
 * the {@code republish} command (docs/commands.md). A gap shows as a later event or as a retained {@code state/game}
 * snapshot with a higher seq (the truth about how far the board is).
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

    private LastingSubscription subscription;
    private final String root;
    private final String[] filters;
    private final ExecutorService requests = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "drill-consumer-requests");
        t.setDaemon(true);
        return t;
    });
    // Guarded by this.
    private final List<String> applied = new ArrayList<>();
    private final TreeMap<Long, String> held = new TreeMap<>();
    /** The seqs received (duplicates told apart); the consumer's own order is {@link #held} and {@link #last}. */
    private final EventLedger ledger = new EventLedger();
    private long last;
    private long boardSeq;
    private long askedAt = System.nanoTime() - ASK_AGAIN_NANOS;
    private long advancedAt = System.nanoTime();
    private int republishRequests;
    private int gapsSeen;
    private int received;

    private GapFillingConsumer(String root) {
        this.root = root;
        this.filters = new String[] {root + "events", root + "state/game"};
    }

    static GapFillingConsumer connect(URI broker, String clientId, String root) throws InterruptedException {
        GapFillingConsumer c = new GapFillingConsumer(root);
        c.subscription = LastingSubscription.start(LastingSubscription.Options.of(broker, clientId)
                .withCleanSession(false).withKeepAlive(2), c.new Listener(), Duration.ofSeconds(20), c.filters);
        if (!c.subscription.isConnected()) {
            c.close();
            throw new IllegalStateException("drill consumer: not subscribed within 20 s");
        }
        return c;
    }

    private synchronized void event(String payload) {
        received++;
        long seq = Subscriber.seq(payload);
        boardSeq = Math.max(boardSeq, seq);
        if (ledger.arrive(root, seq) == EventLedger.Arrival.DUPLICATE) {
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
                subscription.publish(root + "cmd", command);
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
        return ledger.duplicated();
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
    public void close() {
        requests.shutdownNow();
        if (subscription != null) {
            subscription.close();
        }
    }

    private final class Listener implements LastingSubscription.Listener {
        @Override
        public void message(String topic, String payload, boolean retained) {
            if (topic.endsWith("/events")) {
                event(payload);
            } else {
                snapshot(payload);
            }
        }
    }
}
