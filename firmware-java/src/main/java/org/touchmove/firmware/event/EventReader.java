package org.touchmove.firmware.event;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.touchmove.firmware.rules.Color;

/**
 * Reads one event line of docs/events.md back into an {@link Event}: the strict inverse of {@link EventJson#write}.
 * A field of the wrong type, a missing field, an unknown type or a field the type does not have is refused with
 * one message naming it ({@link IllegalArgumentException}).
 */
final class EventReader {

    private static final JsonFactory FACTORY = new JsonFactory();
    private static final Set<String> ENVELOPE = Set.of("v", "boardId", "gameId", "seq", "ts", "type", "mono");
    private static final Map<String, Set<String>> BODY_FIELDS = Map.of(
            "move", Set.of("ply", "san", "uci", "fen", "whiteMs", "blackMs", "color", "moveNumber", "completedBy"),
            "irregularity", Set.of("kind", "article", "detail", "side", "atPly"),
            "flag", Set.of("side", "opponentCanCheckmate", "atPly"),
            "clock", Set.of("whiteMs", "blackMs", "running", "cause"),
            "result", Set.of("result", "termination", "decidedBy", "atPly"),
            "position", Set.of("fen", "ply"),
            "new-game", Set.of("fen", "timeControl", "mode", "event", "site", "date", "round", "board", "white",
                    "black", "whiteFideId", "blackFideId"),
            "announce", Set.of("text", "lang", "kind"));

    private final Map<String, Object> fields;

    private EventReader(Map<String, Object> fields) {
        this.fields = fields;
    }

    static Event read(String json) {
        EventReader r = new EventReader(flatObject(json));
        int v = r.integer("v");
        if (v != Event.SCHEMA_VERSION) {
            throw new IllegalArgumentException("event: v must be " + Event.SCHEMA_VERSION + ", was " + v);
        }
        String type = r.text("type");
        Set<String> body = BODY_FIELDS.get(type);
        if (body == null) {
            throw new IllegalArgumentException("event: unknown type '" + type + "'");
        }
        for (String name : r.fields.keySet()) {
            if (!ENVELOPE.contains(name) && !body.contains(name)) {
                throw new IllegalArgumentException("event: unknown field '" + name + "' for type " + type);
            }
        }
        Instant ts;
        try {
            ts = Instant.parse(r.text("ts"));
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("event: ts is not an ISO-8601 instant: " + r.text("ts"), e);
        }
        return new Event(r.text("boardId"), r.nullableText("gameId"), r.number("seq"), ts, r.number("mono"),
                r.body(type));
    }

    private EventBody body(String type) {
        return switch (type) {
            case "move" -> new MoveEvent(integer("ply"), text("san"), text("uci"), text("fen"),
                    nullableNumber("whiteMs"), nullableNumber("blackMs"), color("color"), integer("moveNumber"),
                    text("completedBy"));
            case "irregularity" -> new IrregularityEvent(text("kind"), nullableText("article"), text("detail"),
                    nullableColor("side"), integer("atPly"));
            case "flag" -> new FlagEvent(color("side"), bool("opponentCanCheckmate"), integer("atPly"));
            case "clock" -> new ClockEvent(number("whiteMs"), number("blackMs"), nullableColor("running"),
                    text("cause"));
            case "result" -> new ResultEvent(text("result"), text("termination"), text("decidedBy"),
                    integer("atPly"));
            case "position" -> new PositionEvent(text("fen"), integer("ply"));
            case "new-game" -> new NewGameEvent(text("fen"), text("timeControl"), text("mode"), metadata());
            case "announce" -> new AnnounceEvent(text("text"), text("lang"), text("kind"));
            default -> throw new IllegalArgumentException("event: unknown type '" + type + "'");
        };
    }

    /** docs/events.md: metadata fields are present only where known. */
    private GameMetadata metadata() {
        Long board = optionalNumber("board");
        return new GameMetadata(optionalText("event"), optionalText("site"), optionalText("date"),
                optionalText("round"), board == null ? null : Math.toIntExact(board), optionalText("white"),
                optionalText("black"), optionalText("whiteFideId"), optionalText("blackFideId"));
    }

    private Object required(String name) {
        if (!fields.containsKey(name)) {
            throw new IllegalArgumentException("event: field '" + name + "' is missing");
        }
        return fields.get(name);
    }

    private String text(String name) {
        String s = nullableText(name);
        if (s == null) {
            throw new IllegalArgumentException("event: field '" + name + "' must not be null");
        }
        return s;
    }

    private String nullableText(String name) {
        Object o = required(name);
        if (o != null && !(o instanceof String)) {
            throw new IllegalArgumentException("event: field '" + name + "' must be a string");
        }
        return (String) o;
    }

    private String optionalText(String name) {
        return fields.containsKey(name) ? text(name) : null;
    }

    private long number(String name) {
        Long n = nullableNumber(name);
        if (n == null) {
            throw new IllegalArgumentException("event: field '" + name + "' must not be null");
        }
        return n;
    }

    private int integer(String name) {
        long n = number(name);
        if (n < Integer.MIN_VALUE || n > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("event: field '" + name + "' is out of range: " + n);
        }
        return (int) n;
    }

    private Long nullableNumber(String name) {
        Object o = required(name);
        if (o != null && !(o instanceof Long)) {
            throw new IllegalArgumentException("event: field '" + name + "' must be a whole number");
        }
        return (Long) o;
    }

    private Long optionalNumber(String name) {
        return fields.containsKey(name) ? number(name) : null;
    }

    private boolean bool(String name) {
        Object o = required(name);
        if (!(o instanceof Boolean b)) {
            throw new IllegalArgumentException("event: field '" + name + "' must be true or false");
        }
        return b;
    }

    private Color color(String name) {
        Color c = nullableColor(name);
        if (c == null) {
            throw new IllegalArgumentException("event: field '" + name + "' must not be null");
        }
        return c;
    }

    private Color nullableColor(String name) {
        String s = nullableText(name);
        if (s == null) {
            return null;
        }
        for (Color c : Color.values()) {
            if (c.wireName().equals(s)) {
                return c;
            }
        }
        throw new IllegalArgumentException("event: field '" + name + "' must be white or black, was '" + s + "'");
    }

    /** One flat JSON object: strings, whole numbers, booleans and nulls; each field once; nothing after it. */
    private static Map<String, Object> flatObject(String json) {
        Map<String, Object> out = new HashMap<>();
        try (JsonParser p = FACTORY.createParser(json)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                throw new IllegalArgumentException("event: not a JSON object");
            }
            JsonToken t;
            while ((t = p.nextToken()) == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                JsonToken value = p.nextToken();
                Object v = switch (value) {
                    case VALUE_STRING -> p.getText();
                    case VALUE_NUMBER_INT -> p.getLongValue();
                    case VALUE_TRUE -> Boolean.TRUE;
                    case VALUE_FALSE -> Boolean.FALSE;
                    case VALUE_NULL -> null;
                    default -> throw new IllegalArgumentException("event: field '" + name
                            + "' must be a string, whole number, boolean or null");
                };
                if (out.containsKey(name)) {
                    throw new IllegalArgumentException("event: field '" + name + "' appears twice");
                }
                out.put(name, v);
            }
            if (t != JsonToken.END_OBJECT || p.nextToken() != null) {
                throw new IllegalArgumentException("event: text after the JSON object");
            }
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("event: not valid JSON: " + e.getOriginalMessage(), e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
