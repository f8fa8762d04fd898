package org.touchmove.firmware.hub;

import java.security.SecureRandom;
import java.util.random.RandomGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.BindException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.eclipse.jetty.http.HttpCookie;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.touchmove.firmware.rules.Position;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.command.CommandException;
import org.touchmove.firmware.view.BoardView;

/**
 * The hub's HTTP side on Jetty 12 (core handlers, no servlets): the room page and its live feed, the PGN feeds and
 * the arbiter's page (docs/hub.md, "What it serves").
 */
final class HubServer implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(HubServer.class);
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String SESSION_COOKIE = "hub_session";
    private static final long MAX_BODY = 1 << 20;
    private static final Map<String, String> ASSETS = Map.of(
            "room.js", "text/javascript; charset=utf-8",
            "broker.js", "text/javascript; charset=utf-8",
            "room.css", "text/css; charset=utf-8",
            "arbiter.js", "text/javascript; charset=utf-8",
            "arbiter.css", "text/css; charset=utf-8",
            "desk.js", "text/javascript; charset=utf-8",
            "desk.css", "text/css; charset=utf-8");

    private final Room room;
    private final BrokerLink link;
    private final LiveFeed live;
    /** What the public's room page reads: {@link #live} itself when there is no delay or the room is public live. */
    private final LiveFeed publicLive;
    private final boolean publicSeesLive;
    private final Duration delay;
    private final ArbiterAuth auth;
    private final TrustedProxies proxies;
    private final CommandSender commands;
    private final Supplier<String> pairingsCsv;
    private final Server server;
    private final ServerConnector connector;
    private final RoundPgn publicPgn = new RoundPgn();
    private final RoundPgn livePgn = new RoundPgn();
    private final FatalErrors fatal;
    /** Draws a round's Chess960 start position (pairings {@code chess960 = random}); seeded in tests. */
    private volatile RandomGenerator chess960Draw = new SecureRandom();
    private volatile DeskRoutes desk;

    /**
     * @param auth        null: no arbiter password configured, the arbiter's page is switched off
     * @param proxies     the reverse proxies whose forwarding headers count
     * @param liveRoomPublic {@code hub.room.public = live}: everyone sees the room undelayed
     * @param pairingsCsv the configured pairings file's text ("" when none)
     */
    HubServer(Room room, BrokerLink link, Duration delay, ArbiterAuth auth, TrustedProxies proxies,
            boolean liveRoomPublic, CommandSender commands, Supplier<String> pairingsCsv, String host, int port,
            FatalErrors fatal) throws Exception {
        this.room = room;
        this.link = link;
        this.fatal = fatal;
        this.live = new LiveFeed(room, Duration.ZERO, link, fatal);
        this.publicSeesLive = liveRoomPublic || delay.isZero();
        this.publicLive = publicSeesLive ? live : new LiveFeed(room, delay, link, fatal);
        this.delay = delay;
        this.auth = auth;
        this.proxies = proxies;
        this.commands = commands;
        this.pairingsCsv = pairingsCsv;
        QueuedThreadPool threads = new QueuedThreadPool(200, 4);
        threads.setName("hub-http");
        this.server = new Server(threads);
        this.connector = new ServerConnector(server);
        connector.setHost(host);
        connector.setPort(port);
        server.addConnector(connector);
        server.setHandler(new Routes());
        try {
            server.start();
        } catch (IOException e) {
            if (port == 0 || !(e instanceof BindException || e.getCause() instanceof BindException)) {
                throw e;
            }
            // Port taken (another hub, another program): any free port, the first output line says which.
            log.info("http: port {} is taken; using a free port", port);
            server.stop();
            connector.setPort(0);
            server.start();
        }
    }

    /** The arbiter's desk (docs/hub.md, "The arbiter's desk"), behind the arbiter's login like the arbiter's page. */
    void desk(DeskRoutes routes) {
        this.desk = routes;
    }

    int port() {
        return connector.getLocalPort();
    }

    String roundPgn(boolean live) {
        String pgn = live ? livePgn.render(room.publicViews(Duration.ZERO)) : publicPgn.render(room.publicViews(delay));
        return audited(pgn, live ? Duration.ZERO : delay);
    }

    /** The arbiter's actions from the desk as PGN comments (docs/hub.md, "Audit"). */
    private String audited(String pgn, Duration lag) {
        DeskRoutes d = desk;
        return d == null ? pgn : d.annotate(pgn, lag);
    }

    @Override
    public void close() throws Exception {
        live.close();
        publicLive.close();
        server.stop();
    }

    private final class Routes extends Handler.Abstract {
        @Override
        public boolean handle(Request request, Response response, Callback callback) {
            fatal.guard(() -> route(request, response, callback));
            return true;
        }

        private void route(Request request, Response response, Callback callback) {
            String path = Request.getPathInContext(request);
            String method = request.getMethod();
            SecurityHeaders.apply(response);
            try {
                if (method.equals("GET")) {
                    get(path, request, response, callback);
                    return;
                }
                if (method.equals("POST") && path.startsWith("/arbiter")) {
                    arbiterPost(path, request, response, callback);
                    return;
                }
                send(response, callback, 405, "text/plain; charset=utf-8", "method not allowed\n");
            } catch (RuntimeException | IOException e) {
                log.error("http: {} {} failed", method, path, e);
                send(response, callback, 500, "text/plain; charset=utf-8", "internal error\n");
            }
        }
    }

    private boolean get(String path, Request request, Response response, Callback callback) throws IOException {
        if (path.equals("/")) {
            send(response, callback, 200, "text/html; charset=utf-8", resource("index.html").replace("<!--delay-->",
                    seesLive(request) ? "" : "<span id=\"delayed\" class=\"conn\">" + delay.toMinutes()
                            + " min behind (the public view)</span>"));
        } else if (path.startsWith("/static/") && ASSETS.containsKey(path.substring(8))) {
            send(response, callback, 200, ASSETS.get(path.substring(8)), resource(path.substring(8)));
        } else if (path.equals("/live")) {
            (seesLive(request) ? live : publicLive).open(response, callback);
        } else if (path.equals("/room.json")) {
            send(response, callback, 200, "application/json", RoomJson.room(seesLive(request) ? room.boards()
                    : room.publicBoards(delay), room.now(), link.snapshot()));
        } else if (path.equals("/broker.json")) {
            send(response, callback, 200, "application/json", link.snapshot().json().toString());
        } else if (path.equals("/hub.json")) {
            send(response, callback, 200, "application/json", health());
        } else if (path.equals("/round.pgn")) {
            pgn(response, callback, roundPgn(false));
        } else if (path.startsWith("/board/") && path.endsWith(".pgn")) {
            String id = URLDecoder.decode(path.substring(7, path.length() - 4), StandardCharsets.UTF_8);
            List<BoardView> views = room.publicViews(delay).stream().filter(v -> v.boardId().equals(id)).toList();
            if (views.isEmpty()) {
                send(response, callback, 404, "text/plain; charset=utf-8", "no board '" + id + "'\n");
            } else {
                pgn(response, callback, audited(publicPgn.board(views.get(0)), delay));
            }
        } else if (DeskRoutes.owns(path) && desk != null) {
            deskRequest(path, request, response, callback, null);
        } else if (path.equals("/arbiter")) {
            arbiterPage(request, response, callback);
        } else if (path.equals("/arbiter/replies.json")) {
            if (session(request) == null) {
                send(response, callback, 403, "application/json", "{\"error\":\"log in first\"}");
            } else {
                send(response, callback, 200, "application/json", replies());
            }
        } else if (path.equals("/arbiter/round.pgn")) {
            if (session(request) == null) {
                send(response, callback, 403, "text/plain; charset=utf-8", "log in first\n");
            } else {
                pgn(response, callback, roundPgn(true));
            }
        } else {
            send(response, callback, 404, "text/plain; charset=utf-8", "not found\n");
        }
        return true;
    }

    /** PGN feeds: readable by a broadcast from another origin, never cached (lichess polls every few seconds). */
    private static void pgn(Response response, Callback callback, String text) {
        response.getHeaders().put(HttpHeader.ACCESS_CONTROL_ALLOW_ORIGIN, "*");
        send(response, callback, 200, "application/x-chess-pgn; charset=utf-8", text);
    }

    private void arbiterPage(Request request, Response response, Callback callback) throws IOException {
        if (auth == null) {
            send(response, callback, 404, "text/html; charset=utf-8", resource("arbiter-off.html"));
            return;
        }
        String session = session(request);
        if (session == null) {
            send(response, callback, 200, "text/html; charset=utf-8", resource("login.html"));
            return;
        }
        String page = resource("arbiter.html").replace("{{csrf}}", auth.csrfToken(session))
                .replace("{{pairings}}", html(pairingsCsv.get()));
        send(response, callback, 200, "text/html; charset=utf-8", page);
    }

    /** A desk request: GET (body null) after the session check, POST after the session and CSRF checks. */
    private void deskRequest(String path, Request request, Response response, Callback callback, String body) {
        String session = session(request);
        if (session == null) {
            if (body == null && path.equals("/arbiter/desk")) {
                send(response, callback, auth == null ? 404 : 200, "text/html; charset=utf-8",
                        resource(auth == null ? "arbiter-off.html" : "login.html"));
            } else {
                send(response, callback, 403, "application/json", "{\"error\":\"log in first\"}");
            }
            return;
        }
        String csrf = auth.csrfToken(session);
        DeskRoutes.Reply r = body == null
                ? desk.get(path, request.getHttpURI().getQuery(), resource("desk.html").replace("{{csrf}}", csrf), csrf,
                        auth.arbiterName(session))
                : desk.post(path, body, csrf, auth.arbiterName(session));
        send(response, callback, r.status(), r.type(), r.body());
    }

    private boolean arbiterPost(String path, Request request, Response response, Callback callback)
            throws IOException {
        if (auth == null) {
            send(response, callback, 404, "text/plain; charset=utf-8", "the arbiter's page is switched off\n");
            return true;
        }
        if (request.getLength() > MAX_BODY || request.getLength() < 0) {
            // Commands are at most 16384 characters (docs/commands.md); pairings of a big open fit in 1 MB.
            send(response, callback, 413, "text/plain; charset=utf-8", "a request body of at most " + MAX_BODY
                    + " bytes with a Content-Length is expected\n");
            return true;
        }
        String body = Content.Source.asString(request, StandardCharsets.UTF_8);
        if (path.equals("/arbiter/login")) {
            Map<String, String> f = form(body);
            login(f.get("password"), f.get("name"), request, response, callback);
            return true;
        }
        String session = session(request);
        if (session == null || !auth.validCsrf(session, request.getHeaders().get("X-CSRF-Token"))) {
            send(response, callback, 403, "application/json", "{\"error\":\"session or CSRF token missing or wrong\"}");
            return true;
        }
        if (DeskRoutes.owns(path) && desk != null) {
            deskRequest(path, request, response, callback, body);
            return true;
        }
        switch (path) {
            case "/arbiter/logout" -> {
                auth.endSession(session);
                Response.addCookie(response, HttpCookie.build(SESSION_COOKIE, "").path("/").maxAge(0)
                        .httpOnly(true).sameSite(HttpCookie.SameSite.STRICT).secure(proxies.secure(request)).build());
                send(response, callback, 200, "application/json", "{}");
            }
            case "/arbiter/command" -> command(body, response, callback);
            case "/arbiter/pairings" -> pairings(body, response, callback);
            default -> send(response, callback, 404, "text/plain; charset=utf-8", "not found\n");
        }
        return true;
    }

    private void login(String password, String name, Request request, Response response, Callback callback) {
        String client = proxies.client(request);
        ArbiterAuth.Login result = auth.login(client, password, name);
        if (result instanceof ArbiterAuth.Login.LoggedIn in) {
            Response.addCookie(response, HttpCookie.build(SESSION_COOKIE, in.session()).path("/")
                    .httpOnly(true).sameSite(HttpCookie.SameSite.STRICT).secure(proxies.secure(request))
                    .maxAge(ArbiterSessions.LENGTH.toSeconds()).build());
            Response.sendRedirect(request, response, callback, 303, "/arbiter", false);
        } else if (result instanceof ArbiterAuth.Login.TooManyAttempts many) {
            // Debug only: a guesser's refused attempts would flood the log; each let through is logged below.
            log.debug("arbiter: a login from {} refused: too many attempts, the next in {} s", client, many.seconds());
            response.getHeaders().put(HttpHeader.RETRY_AFTER, many.seconds());
            send(response, callback, 429, "text/html; charset=utf-8", resource("login.html").replace("<!--error-->",
                    "<p class=\"error\">Too many attempts, try again in " + many.seconds() + " s.</p>"));
        } else {
            log.warn("arbiter: a login with a wrong password from {}", client);
            send(response, callback, 403, "text/html; charset=utf-8",
                    resource("login.html").replace("<!--error-->", "<p class=\"error\">Wrong password.</p>"));
        }
    }

    /** {@code {"boardId":"b-1","command":{"type":"adjust-time",...}}}: refused here with the field's name if wrong. */
    private void command(String body, Response response, Callback callback) {
        ObjectNode out = JSON.createObjectNode();
        try {
            JsonNode n = JSON.readTree(body);
            String board = n == null ? null : n.path("boardId").asText(null);
            if (board == null || !n.path("command").isObject()) {
                throw new IllegalArgumentException("expected {\"boardId\":..,\"command\":{..}}");
            }
            out.put("id", commands.sendJson(board, n.get("command").toString()));
            send(response, callback, 200, "application/json", out.toString());
        } catch (CommandException | IllegalArgumentException | IOException | IllegalStateException e) {
            // The command's own refusal (naming the field), bad JSON, or a broker that took no command.
            out.put("error", e.getMessage());
            send(response, callback, 400, "application/json", out.toString());
        }
    }

    /** The draw of a round's Chess960 start position: a seeded one makes a test repeatable. */
    void setChess960Draw(RandomGenerator draw) {
        this.chess960Draw = draw;
    }

    private void pairings(String csv, Response response, Callback callback) {
        ObjectNode out = JSON.createObjectNode();
        try {
            ArrayNode sent = out.putArray("sent");
            for (Pairings.Pairing p : Pairings.parse(csv, chess960Draw)) {
                ObjectNode s = sent.addObject();
                s.put("boardId", p.boardId());
                if (p.command().chess960()) {
                    s.put("chess960", Position.fromFen(p.command().fen(), true).chess960Pos().getAsInt());
                }
                s.put("id", commands.send(p.boardId(), p.command()));
            }
            send(response, callback, 200, "application/json", out.toString());
        } catch (IllegalArgumentException | IllegalStateException e) {
            out.put("error", e.getMessage());
            send(response, callback, 400, "application/json", out.toString());
        }
    }

    /** The hub's own status (docs/hub.md, "/hub.json"): what it refused and what it keeps. */
    private String health() {
        Room.Health h = room.health();
        ObjectNode o = JSON.createObjectNode();
        o.set("broker", link.snapshot().json());
        o.put("boards", h.boards());
        o.put("refusedMessages", h.refusedMessages());
        o.put("keptEvents", h.keptEvents());
        o.put("keptBytes", h.keptBytes());
        o.put("boardLimitHits", h.boardCapHits());
        o.put("totalLimitHits", h.totalCapHits());
        o.put("resets", h.resets());
        ArrayNode at = o.putArray("boardsAtLimit");
        h.boardsAtLimit().forEach(at::add);
        ObjectNode l = o.putObject("limits");
        l.put("boards", h.limits().boards().size());
        l.put("maxBoards", h.limits().maxBoards());
        l.put("boardEvents", h.limits().boardEvents());
        l.put("boardBytes", h.limits().boardBytes());
        l.put("totalEvents", h.limits().totalEvents());
        l.put("totalBytes", h.limits().totalBytes());
        return o.toString();
    }

    private String replies() {
        ArrayNode a = JSON.createArrayNode();
        for (Room.CommandReplyView r : room.replies()) {
            ObjectNode o = a.addObject();
            o.put("boardId", r.boardId());
            o.put("id", r.id());
            o.put("status", r.status());
            o.put("reason", r.reason());
            o.put("receivedAt", r.receivedAt().toString());
        }
        return a.toString();
    }

    /** The live room for everyone without a delay (or with hub.room.public = live), else for arbiters only. */
    private boolean seesLive(Request request) {
        return publicSeesLive || session(request) != null;
    }

    private String session(Request request) {
        if (auth == null) {
            return null;
        }
        for (HttpCookie c : Request.getCookies(request)) {
            if (c.getName().equals(SESSION_COOKIE) && auth.validSession(c.getValue())) {
                return c.getValue();
            }
        }
        return null;
    }

    private static Map<String, String> form(String body) {
        Map<String, String> out = new HashMap<>();
        for (String pair : body.split("&")) {
            int eq = pair.indexOf('=');
            if (eq > 0) {
                out.put(URLDecoder.decode(pair.substring(0, eq), StandardCharsets.UTF_8),
                        URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8));
            }
        }
        return out;
    }

    private static String html(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    private static String resource(String name) {
        try (InputStream in = HubServer.class.getResourceAsStream("/hub/" + name)) {
            if (in == null) {
                throw new IllegalStateException("resource /hub/" + name + " is missing from the jar");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void send(Response response, Callback callback, int status, String type, String body) {
        response.setStatus(status);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, type);
        Content.Sink.write(response, true, body, callback);
    }
}
