package org.touchmove.firmware.hub;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A board's liveness that does not depend on its broker node (docs/hub.md, "Board lost"): a board publishes its
 * {@code online} status again every {@code heartbeatSeconds} (docs/mqtt.md, "Status"); when none has arrived for
 * {@code hub.boardLostSeconds}, the hub shows the board lost (its {@code status} as the last will would have it, so the
 * {@code board-lost} alert is raised) even though no will came: a will dies with the broker node that held the
 * connection. A board whose status carries no {@code heartbeatSeconds} (older firmware) is not watched.
 */
final class HeartbeatWatch implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(HeartbeatWatch.class);
    private static final ObjectMapper JSON = new ObjectMapper();

    /** When the last heartbeat arrived (the hub's clock: the board's may be off) and the link that carries it. */
    private record Beat(Instant at, String link) {
    }

    private final Duration lostAfter;
    private ScheduledExecutorService sweeper;
    // Guarded by this.
    private final Map<String, Beat> beats = new HashMap<>();
    /** The boards already warned of a heartbeat period too long for {@code hub.boardLostSeconds}. Guarded by this. */
    private final java.util.Set<String> slowWarned = new java.util.HashSet<>();

    HeartbeatWatch(Duration lostAfter) {
        this.lostAfter = lostAfter;
    }

    /** A message on a board's {@code status} topic, arrived {@code now}. */
    void status(String boardId, String payload, Instant now) {
        JsonNode n;
        try {
            n = JSON.readTree(payload);
        } catch (IOException e) {
            return; // the room drops it and says why
        }
        synchronized (this) {
            if (n != null && "online".equals(n.path("state").asText()) && n.path("heartbeatSeconds").asLong(0) > 0) {
                long period = n.path("heartbeatSeconds").asLong();
                if (period * 2 > lostAfter.toSeconds() && slowWarned.add(boardId)) {
                    // Fewer than two heartbeats fit in the lost timeout: one late beat shows the board lost.
                    log.warn("board {}: heartbeat every {} s (mqtt.heartbeatSeconds), but hub.boardLostSeconds is {}: "
                            + "set it to at least twice the period, three times is the default (docs/hub.md)",
                            boardId, period, lostAfter.toSeconds());
                }
                JsonNode link = n.path("link");
                beats.put(boardId, new Beat(now, link.isTextual() ? link.asText() : null));
            } else {
                beats.remove(boardId); // offline says so itself; without heartbeats nothing to watch
            }
        }
    }

    /**
     * The boards whose heartbeats stopped more than {@code hub.boardLostSeconds} before {@code now}: each is handed to
     * {@code deliver} once, as its board id and the status the last will would carry, and watched again from its next
     * heartbeat.
     *
     * <p>{@code deliver} runs holding this watch's lock (it must not wait for a thread that reports a status): a
     * heartbeat arriving meanwhile is recorded, and reaches the room, only after the "lost" it makes stale. Delivered
     * after the lock instead, "lost" could land after that heartbeat's online status, and the board showed lost
     * (with its alert) although alive, until its next heartbeat (issue 23).
     */
    synchronized void sweep(Instant now, BiConsumer<String, String> deliver) {
        List<Map.Entry<String, Beat>> lost = new ArrayList<>();
        for (Iterator<Map.Entry<String, Beat>> it = beats.entrySet().iterator(); it.hasNext(); ) {
            Map.Entry<String, Beat> e = it.next();
            if (Duration.between(e.getValue().at(), now).compareTo(lostAfter) > 0) {
                lost.add(Map.entry(e.getKey(), e.getValue()));
                it.remove();
            }
        }
        for (Map.Entry<String, Beat> e : lost) {
            log.warn("board {}: no heartbeat for {} s (hub.boardLostSeconds {}): shown lost", e.getKey(),
                    Duration.between(e.getValue().at(), now).toSeconds(), lostAfter.toSeconds());
            try {
                deliver.accept(e.getKey(), lostStatus(e.getKey(), e.getValue().link()));
            } catch (RuntimeException failure) {
                // The others of this sweep are off the watch already and must still be shown lost; and an exception
                // out of the sweep would end the sweeper's periodic task for good (issue 23).
                log.error("board {}: could not be shown lost", e.getKey(), failure);
            }
        }
    }

    /** Sweeps every second on a thread of its own, {@code now} from the hub's clock. */
    synchronized void start(Supplier<Instant> now, BiConsumer<String, String> deliver) {
        sweeper = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "hub-heartbeats");
            t.setDaemon(true);
            return t;
        });
        sweeper.scheduleWithFixedDelay(() -> sweep(now.get(), deliver), 1, 1, TimeUnit.SECONDS);
    }

    @Override
    public synchronized void close() {
        if (sweeper != null) {
            sweeper.shutdownNow();
        }
    }

    private static String lostStatus(String boardId, String link) {
        var o = JSON.createObjectNode();
        o.put("v", 1);
        o.put("type", "status");
        o.put("boardId", boardId);
        o.put("state", "offline");
        o.put("reason", "lost");
        if (link != null) {
            o.put("link", link);
        }
        return o.toString();
    }
}
