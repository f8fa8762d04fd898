package org.touchmove.firmware.hub;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import org.touchmove.firmware.command.CommandException;

/**
 * The desk's requests (docs/hub.md, "The arbiter's desk"), after {@code HubServer} checked the arbiter's session (and
 * for a POST its CSRF token): the page, its JSON, acknowledgements and actions. Free of HTTP plumbing: each answer is a
 * status, a content type and a body.
 */
final class DeskRoutes {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** One answer. */
    record Reply(int status, String type, String body) {
    }

    private final Desk desk;

    DeskRoutes(Desk desk) {
        this.desk = desk;
    }

    /** The PGN with the arbiter's actions as comments, those taken {@code delay} ago or earlier (docs/hub.md, "Audit"). */
    String annotate(String pgn, java.time.Duration delay) {
        return PgnAudit.annotate(pgn, desk.notes(desk.now().minus(delay)));
    }

    /** Does this path belong to the desk? */
    static boolean owns(String path) {
        return path.equals("/arbiter/desk") || path.equals("/arbiter/desk.json") || path.startsWith("/arbiter/desk/");
    }

    /**
     * @param page  the desk page's text with the session's CSRF token in it
     * @param query the raw query string, or null
     * @param csrf  the session's CSRF token (the session's short tag in "who" is derived from it)
     * @param name  the arbiter's name the session carries (given at login)
     */
    Reply get(String path, String query, String page, String csrf, String name) {
        Map<String, String> q = query(query);
        return switch (path) {
            case "/arbiter/desk" -> new Reply(200, "text/html; charset=utf-8", page.replace("{{arbiter}}",
                    html(who(name, csrf))));
            case "/arbiter/desk.json" -> {
                Desk.View v = desk.view();
                yield json(200, v.version().equals(q.get("v")) ? DeskJson.unchanged(v.version()) : DeskJson.desk(v));
            }
            case "/arbiter/desk/board.json" -> {
                String id = q.getOrDefault("id", "");
                Room.BoardSnapshot b = desk.room().board(id);
                if (b == null) {
                    yield error(404, "no board '" + id + "' in the room");
                }
                yield json(200, DeskJson.board(b, desk.heard(b.view()), desk.sent(id), desk.room().replies(),
                        who(name, csrf), desk.now()));
            }
            default -> error(404, "not found");
        };
    }

    /** @param name the arbiter's name the session carries: who acted is never what the request says */
    Reply post(String path, String body, String csrf, String name) {
        JsonNode n;
        try {
            n = JSON.readTree(body);
        } catch (IOException e) {
            return error(400, "not JSON: " + e.getMessage());
        }
        if (n == null || !n.isObject()) {
            return error(400, "expected a JSON object");
        }
        String who = who(name, csrf);
        return switch (path) {
            case "/arbiter/desk/ack" -> ack(n.path("alertId").asText(""), who);
            case "/arbiter/desk/act" -> act(n.path("boardId").asText(""), n.path("action").asText(""), who);
            case "/arbiter/desk/new-game" -> newGame(n, who);
            default -> error(404, "not found");
        };
    }

    /**
     * {@code 202} with the command's id when it went to the board (the alert shows handled once the board's event is
     * back), {@code 200} when the hub recorded it (board offline) or it was handled before, {@code 404} if unknown.
     */
    private Reply ack(String alertId, String who) {
        Desk.Ack a;
        try {
            a = desk.acknowledge(alertId, who);
        } catch (CommandException | IllegalArgumentException | IllegalStateException e) {
            return error(502, e.getMessage());
        }
        if (a instanceof Desk.Ack.Sent s) {
            ObjectNode o = DeskJson.alert(s.alert());
            o.put("command", s.commandId());
            return json(202, o.toString());
        } else if (a instanceof Desk.Ack.Recorded r) {
            return json(200, DeskJson.alert(r.alert()).toString());
        } else if (a instanceof Desk.Ack.Already al) {
            return json(200, DeskJson.alert(al.alert()).toString());
        }
        return error(404, "no alert '" + alertId + "'");
    }

    private static String html(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    /**
     * {@code {"boardId":..,"timeControl":..,"chess960":..}}: {@code chess960} absent, null or "" for standard chess,
     * {@code "random"}, or a start position number (a JSON number or its digits); a wrong one is refused with the
     * command reader's words ({@code 400}).
     */
    private Reply newGame(JsonNode n, String who) {
        JsonNode c = n.path("chess960");
        Object chess960;
        if (c.isMissingNode() || c.isNull() || c.isTextual() && c.asText().isBlank()) {
            chess960 = null;
        } else if (c.isIntegralNumber()) {
            chess960 = c.longValue();
        } else if (c.isTextual() && c.asText().strip().matches("[0-9]{1,9}")) {
            chess960 = Long.parseLong(c.asText().strip());
        } else if (c.isTextual()) {
            chess960 = c.asText().strip();
        } else {
            return error(400, "chess960: expected \"random\" or a start position number 0..959");
        }
        Desk.Outcome out;
        try {
            out = desk.newGame(n.path("boardId").asText(""), n.path("timeControl").asText(null), chess960, who);
        } catch (CommandException e) {
            return error(400, e.getMessage());
        } catch (IllegalArgumentException | IllegalStateException e) {
            return error(502, e.getMessage());
        }
        return outcome(out);
    }

    private Reply act(String boardId, String action, String who) {
        Desk.Outcome out;
        try {
            out = desk.act(boardId, action, who);
        } catch (CommandException | IllegalArgumentException | IllegalStateException e) {
            // A command the board's own check refused, or a broker that took no command. Of an action of two
            // commands the first may have gone: its reply shows in the board's replies, and the action, if it still
            // fits, can be sent again.
            return error(502, e.getMessage());
        }
        return outcome(out);
    }

    private Reply outcome(Desk.Outcome out) {
        if (out instanceof Desk.Outcome.Refused r) {
            return error(r.status(), r.reason());
        }
        Desk.Outcome.Done d = (Desk.Outcome.Done) out;
        ObjectNode o = JSON.createObjectNode();
        o.put("action", d.action().label());
        var sent = o.putArray("sent");
        for (Desk.Sent s : d.sent()) {
            ObjectNode x = sent.addObject();
            x.put("id", s.id());
            x.put("command", s.type());
        }
        return json(200, o.toString());
    }

    /**
     * Who acted: the name the arbiter gave at login, kept with the session (printable, at most 40 characters), and the
     * session's short tag, so two arbiters who gave the same name still differ. The tag is a hash of the CSRF token,
     * not the token.
     */
    static String who(String name, String csrf) {
        String clean = name == null ? "" : name.replaceAll("[^\\p{L}\\p{N} ,.'-]", "").strip();
        if (clean.length() > 40) {
            clean = clean.substring(0, 40);
        }
        String tag;
        try {
            byte[] h = MessageDigest.getInstance("SHA-256").digest(csrf.getBytes(StandardCharsets.UTF_8));
            tag = HexFormat.of().formatHex(h, 0, 2);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK has no SHA-256", e);
        }
        return (clean.isEmpty() ? "arbiter" : clean) + " (session " + tag + ")";
    }

    private static Map<String, String> query(String query) {
        Map<String, String> out = new HashMap<>();
        if (query == null) {
            return out;
        }
        for (String pair : query.split("&")) {
            int eq = pair.indexOf('=');
            if (eq > 0) {
                out.put(URLDecoder.decode(pair.substring(0, eq), StandardCharsets.UTF_8),
                        URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8));
            }
        }
        return out;
    }

    private static Reply json(int status, String body) {
        return new Reply(status, "application/json", body);
    }

    private static Reply error(int status, String message) {
        ObjectNode o = JSON.createObjectNode();
        o.put("error", message);
        return json(status, o.toString());
    }
}
