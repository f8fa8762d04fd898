package org.touchmove.firmware.hub;

import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.config.LiveChessEndpoint;
import org.touchmove.firmware.livechess.LiveChessServer;

/** The hub's LiveChess endpoint ({@code hub.livechess}, docs/livechess.md): every board of the room, delayed. */
final class HubLiveChess implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(HubLiveChess.class);

    private final LiveChessServer server;
    private final ScheduledExecutorService ticks;
    private final String url;

    private HubLiveChess(LiveChessServer server, ScheduledExecutorService ticks, String url) {
        this.server = server;
        this.ticks = ticks;
        this.url = url;
    }

    /** Serves the room; an address or port that cannot be bound is an IllegalArgumentException naming it. */
    static HubLiveChess start(Room room, Duration delay, LiveChessEndpoint endpoint, Clock wall) {
        return start(room, delay, endpoint, wall, FatalErrors.halting());
    }

    /** @param fatal ends the hub when its heap runs out in the refresh (an executor would keep the Error to itself) */
    static HubLiveChess start(Room room, Duration delay, LiveChessEndpoint endpoint, Clock wall, FatalErrors fatal) {
        HubLiveBoards boards = new HubLiveBoards(room, delay);
        LiveChessServer server = LiveChessServer.start(boards, endpoint, wall);
        ScheduledExecutorService ticks = null;
        if (!delay.isZero()) {
            ticks = Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "hub-livechess-delay");
                t.setDaemon(true);
                return t;
            });
            ticks.scheduleAtFixedRate(() -> fatal.guard(() -> {
                try {
                    boards.refresh();
                } catch (RuntimeException e) {
                    log.warn("hub LiveChess: the delayed boards could not be refreshed (tried again in a second)", e);
                }
            }), 1, 1, TimeUnit.SECONDS);
        }
        return new HubLiveChess(server, ticks, endpoint.url(server.port()));
    }

    String url() {
        return url;
    }

    @Override
    public void close() {
        if (ticks != null) {
            ticks.shutdownNow();
        }
        server.close();
    }
}
