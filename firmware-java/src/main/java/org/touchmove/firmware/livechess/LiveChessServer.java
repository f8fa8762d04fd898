package org.touchmove.firmware.livechess;

import org.touchmove.firmware.config.LiveChessEndpoint;
import java.net.InetSocketAddress;
import java.time.Clock;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.ContextHandler;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.eclipse.jetty.websocket.api.StatusCode;
import org.eclipse.jetty.websocket.server.WebSocketUpgradeHandler;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The LiveChess e-board API on a WebSocket at {@code /api/v1.0} (docs/livechess.md), served by Jetty's WebSocket
 * module. Bounded: at most {@link #MAX_CLIENTS} clients (a further one is refused with 503), text messages of at
 * most {@link #MAX_MESSAGE} bytes (a longer one closes the client), {@link LiveChessSession#MAX_FEEDS} feeds and
 * {@link ClientLink#MAX_PENDING_RESPONSES} waiting answers per client.
 */
public final class LiveChessServer implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(LiveChessServer.class);
    public static final String PATH = LiveChessEndpoint.PATH;
    static final int MAX_CLIENTS = 32;
    static final int MAX_MESSAGE = 4096;
    /** Clients such as lichess's page send nothing while no move is made: a long idle time, not Jetty's 30 s. */
    private static final Duration IDLE = Duration.ofHours(12);

    private final Server server;
    private final Set<ClientLink> clients = ConcurrentHashMap.newKeySet();

    private LiveChessServer(LiveBoards boards, LiveChessEndpoint endpoint, Clock wall) throws Exception {
        QueuedThreadPool threads = new QueuedThreadPool(8, 2);
        threads.setName("livechess");
        threads.setDaemon(true);
        server = new Server(threads);
        ServerConnector connector = new ServerConnector(server, 1, 1);
        connector.setHost(endpoint.host());
        connector.setPort(endpoint.port());
        server.addConnector(connector);
        ContextHandler context = new ContextHandler("/");
        WebSocketUpgradeHandler ws = WebSocketUpgradeHandler.from(server, context, container -> {
            container.setMaxTextMessageSize(MAX_MESSAGE);
            container.setMaxBinaryMessageSize(MAX_MESSAGE);
            container.setIdleTimeout(IDLE);
            container.addMapping(PATH, (request, response, callback) -> {
                if (clients.size() >= MAX_CLIENTS) {
                    log.warn("LiveChess: refused a client from {}: {} connected already",
                            request.getConnectionMetaData().getRemoteSocketAddress(), MAX_CLIENTS);
                    Response.writeError(request, response, callback, 503, "at most " + MAX_CLIENTS + " clients");
                    return null;
                }
                return new ClientLink(this, boards, wall);
            });
        });
        context.setHandler(ws);
        server.setHandler(context);
        server.start();
        boards.onChange(serial -> clients.forEach(c -> c.boardChanged(serial)));
        log.info("LiveChess e-board API on ws://{}:{}{}: listening on {}", endpoint.address().urlHost(), port(), PATH,
                endpoint.address().describe(port()));
    }

    /** Starts serving; an address or port that cannot be bound is an IllegalArgumentException naming it. */
    public static LiveChessServer start(LiveBoards boards, LiveChessEndpoint endpoint, Clock wall) {
        try {
            return new LiveChessServer(boards, endpoint, wall);
        } catch (java.io.IOException e) {
            throw new IllegalArgumentException("cannot serve LiveChess on " + endpoint.host() + ":" + endpoint.port()
                    + ": " + e.getMessage(), e);
        } catch (Exception e) {
            throw new IllegalStateException("LiveChess server did not start", e);
        }
    }

    /** The port served (the one picked when asked for 0). */
    public int port() {
        return ((ServerConnector) server.getConnectors()[0]).getLocalPort();
    }

    /** Clients connected now. */
    public int clients() {
        return clients.size();
    }

    void opened(ClientLink c) {
        clients.add(c);
    }

    void closed(ClientLink c) {
        clients.remove(c);
    }

    @Override
    public void close() {
        clients.forEach(c -> c.close(StatusCode.SHUTDOWN, "server stops"));
        try {
            server.stop();
        } catch (Exception e) {
            log.warn("LiveChess server did not stop cleanly: {}", e.toString());
        }
    }
}
