package org.touchmove.firmware.hub;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Server-Sent Events for the room page (docs/hub.md, "/live"): the whole room on connect ({@code event: room}),
 * then one {@code event: board} per changed board, at most every 100 ms per board (changes in between are merged),
 * an {@code event: broker} on connect and whenever the hub's broker link changes (BrokerLink),
 * and a comment every 15 s so proxies keep the stream open. A client that cannot take a message within 5 s is
 * dropped; its page reconnects by itself (EventSource) and gets the whole room again.
 *
 * <p>With a delay (the public's feed while {@code hub.delayMinutes} is set, docs/hub.md "Who sees the live room"),
 * the room is each board as it stood that long ago: every second the delayed boards are recomputed (while a client
 * listens) and each board whose message changed is sent.
 */
final class LiveFeed implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(LiveFeed.class);
    private static final long FLUSH_MS = 100;
    private static final long KEEPALIVE_MS = 15_000;
    private static final long DELAYED_TICK_MS = 1_000;

    private final Room room;
    private final BrokerLink link;
    private final Duration delay;
    /** Delayed feed: the last message sent per board, to send only the boards that changed. */
    private final Map<String, String> lastSent = new HashMap<>();
    private final List<Client> clients = new CopyOnWriteArrayList<>();
    private final Set<String> dirty = new LinkedHashSet<>();
    private final ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "hub-live");
        t.setDaemon(true);
        return t;
    });

    private record Client(Response response, Callback done) {
    }

    /**
     * @param delay zero: the live room; else the room as it stood that long ago
     * @param link  the hub's broker link, sent on connect and on every change (event: broker)
     * @param fatal what ends the hub when its heap runs out in this feed's thread (an executor keeps what its task
     *              threw to itself: a heap run out here must still end the hub)
     */
    LiveFeed(Room room, Duration delay, BrokerLink link, FatalErrors fatal) {
        this.room = room;
        this.delay = delay;
        this.link = link;
        // Every page says at once when the hub lost its broker (nothing a board does reaches it then), and when back.
        link.addListener(state -> scheduler.execute(() -> fatal.guard(() -> sendAll(brokerMessage(state)))));
        if (delay.isZero()) {
            room.addListener(this::changed);
            scheduler.scheduleWithFixedDelay(periodic("flush", fatal, this::flush), FLUSH_MS, FLUSH_MS,
                    TimeUnit.MILLISECONDS);
        } else {
            scheduler.scheduleWithFixedDelay(periodic("delayed flush", fatal, this::flushDelayed), DELAYED_TICK_MS,
                    DELAYED_TICK_MS, TimeUnit.MILLISECONDS);
        }
        scheduler.scheduleWithFixedDelay(periodic("keep-alive", fatal, () -> sendAll(": keep-alive\n\n")),
                KEEPALIVE_MS, KEEPALIVE_MS, TimeUnit.MILLISECONDS);
    }

    /**
     * A periodic task that outlives one failing run: a scheduled executor cancels a periodic task for good, silently,
     * the first time it throws, and every page would freeze on the room as it then stood. The failure is logged and the
     * task runs again in its next period (a heap run out still ends the hub: {@code fatal}).
     */
    private static Runnable periodic(String what, FatalErrors fatal, Runnable task) {
        return () -> fatal.guard(() -> {
            try {
                task.run();
            } catch (RuntimeException e) {
                log.error("hub live feed: its {} failed; it runs again in its next period", what, e);
            }
        });
    }

    int clientCount() {
        return clients.size();
    }

    private void changed(String boardId) {
        synchronized (dirty) {
            dirty.add(boardId);
        }
    }

    /** Takes over an HTTP exchange: the response stays open until the client goes or the hub stops. */
    void open(Response response, Callback done) {
        response.setStatus(200);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/event-stream; charset=utf-8");
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-cache");
        Client c = new Client(response, done);
        scheduler.execute(() -> {
            BrokerLink.Snapshot state = link.snapshot();
            if (write(c, "retry: 1000\nevent: room\ndata: " + RoomJson.room(boards(), room.now(), state)
                    + "\n\n" + brokerMessage(state))) {
                clients.add(c);
            }
        });
    }

    private List<Room.BoardSnapshot> boards() {
        return delay.isZero() ? room.boards() : room.publicBoards(delay);
    }

    /** The scheduler's thread only (as {@link #open}'s first message), so a client never misses a change. */
    private void flushDelayed() {
        if (clients.isEmpty()) {
            lastSent.clear();
            return;
        }
        for (Room.BoardSnapshot b : room.publicBoards(delay)) {
            String message = "event: board\ndata: " + RoomJson.board(b, room.now(), link.snapshot()) + "\n\n";
            if (!message.equals(lastSent.put(b.view().boardId(), message))) {
                sendAll(message);
            }
        }
    }

    private void flush() {
        List<String> ids;
        synchronized (dirty) {
            ids = clients.isEmpty() ? List.of() : List.copyOf(dirty);
            dirty.clear();
        }
        // Nobody listening: nothing is rendered (a board's JSON for nobody cost the hub a tenth of its CPU at 2,500
        // events/s, issue 27). A client that comes gets the whole room on connect, on this same thread.
        for (String id : ids) {
            Room.BoardSnapshot b = room.board(id);
            if (b != null) {
                sendAll("event: board\ndata: " + RoomJson.board(b, room.now(), link.snapshot()) + "\n\n");
            }
        }
    }

    private static String brokerMessage(BrokerLink.Snapshot state) {
        return "event: broker\ndata: " + state.json() + "\n\n";
    }

    private void sendAll(String message) {
        for (Client c : clients) {
            if (!write(c, message)) {
                clients.remove(c);
            }
        }
    }

    /** One message to one client; false (and the exchange ended) when it cannot take it. */
    private static boolean write(Client c, String message) {
        Callback.Completable written = new Callback.Completable();
        c.response().write(false, ByteBuffer.wrap(message.getBytes(StandardCharsets.UTF_8)), written);
        try {
            written.get(5, TimeUnit.SECONDS);
            return true;
        } catch (TimeoutException e) {
            log.info("live: a client took more than 5 s for one message; dropped");
            c.done().failed(e);
        } catch (java.util.concurrent.ExecutionException e) {
            log.debug("live: a client went away: {}", e.getCause() == null ? e : e.getCause().toString());
            c.done().succeeded();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            c.done().failed(e);
        }
        return false;
    }

    @Override
    public void close() {
        scheduler.shutdownNow();
        for (Client c : clients) {
            c.done().succeeded();
        }
        clients.clear();
    }
}
