package org.touchmove.firmware.livechess;

import java.time.Clock;
import java.util.ArrayDeque;
import java.util.LinkedHashSet;
import java.util.Iterator;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.api.StatusCode;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One WebSocket client: its session's calls in, its messages out one at a time. Memory per client is bounded: at
 * most {@link #MAX_PENDING_RESPONSES} responses wait (a client that sends calls faster than it reads is closed), and
 * a feed waits as a mark, rendered from the board's state when it is its turn, so a slow reader skips to the latest
 * state instead of piling up messages. Public only because Jetty calls its listener methods reflectively.
 */
public final class ClientLink implements Session.Listener.AutoDemanding {

    private static final Logger log = LoggerFactory.getLogger(ClientLink.class);
    static final int MAX_PENDING_RESPONSES = 64;

    private final LiveChessServer server;
    private final LiveChessSession protocol;
    private final ArrayDeque<String> responses = new ArrayDeque<>();
    private final LinkedHashSet<Long> dueFeeds = new LinkedHashSet<>();
    private Session session;
    private boolean sending;
    private boolean closed;

    ClientLink(LiveChessServer server, LiveBoards boards, Clock wall) {
        this.server = server;
        this.protocol = new LiveChessSession(boards, wall, new LiveChessSession.Out() {
            @Override
            public void response(String text) {
                queueResponse(text);
            }

            @Override
            public void feedDue(long feedId) {
                queueFeed(feedId);
            }
        });
    }

    @Override
    public void onWebSocketOpen(Session s) {
        synchronized (this) {
            session = s;
        }
        server.opened(this);
        log.info("LiveChess client connected from {}", s.getRemoteSocketAddress());
    }

    @Override
    public void onWebSocketText(String text) {
        protocol.handle(text);
    }

    @Override
    public void onWebSocketError(Throwable cause) {
        log.debug("LiveChess client: {}", cause.toString());
    }

    @Override
    @SuppressWarnings("removal") // Jetty 12.1 marks it for removal; it still calls it (issue 23: a quiet build)
    public void onWebSocketClose(int statusCode, String reason) {
        synchronized (this) {
            closed = true;
            responses.clear();
            dueFeeds.clear();
        }
        protocol.close();
        server.closed(this);
        log.info("LiveChess client left ({} {})", statusCode, reason == null ? "" : reason);
    }

    void boardChanged(String serialnr) {
        protocol.boardChanged(serialnr);
    }

    private void queueResponse(String text) {
        boolean overflow;
        synchronized (this) {
            if (closed) {
                return;
            }
            overflow = responses.size() >= MAX_PENDING_RESPONSES;
            if (!overflow) {
                responses.add(text);
            }
        }
        if (overflow) {
            log.warn("LiveChess client sends calls faster than it reads their answers ({} waiting): closing it",
                    MAX_PENDING_RESPONSES);
            close(StatusCode.POLICY_VIOLATION, "too many calls waiting");
            return;
        }
        pump();
    }

    private void queueFeed(long feedId) {
        synchronized (this) {
            if (closed) {
                return;
            }
            dueFeeds.add(feedId);
        }
        pump();
    }

    /** Sends the next message if none is on its way: responses first, then due feeds in turn. */
    private void pump() {
        String next = null;
        Session s;
        synchronized (this) {
            if (sending || closed || session == null) {
                return;
            }
            s = session;
            while (next == null && (!responses.isEmpty() || !dueFeeds.isEmpty())) {
                if (!responses.isEmpty()) {
                    next = responses.poll();
                } else {
                    Iterator<Long> it = dueFeeds.iterator();
                    long feed = it.next();
                    it.remove();
                    next = protocol.feedMessage(feed);
                }
            }
            if (next == null) {
                return;
            }
            sending = true;
        }
        s.sendText(next, Callback.from(() -> {
            synchronized (this) {
                sending = false;
            }
            pump();
        }, failure -> {
            log.debug("LiveChess client: send failed: {}", failure.toString());
            close(StatusCode.SHUTDOWN, "send failed");
        }));
    }

    void close(int code, String reason) {
        Session s;
        synchronized (this) {
            closed = true;
            s = session;
        }
        if (s != null && s.isOpen()) {
            s.close(code, reason, Callback.NOOP);
        }
    }
}
