package org.touchmove.firmware.event;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Mateability;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.Termination;

/**
 * Reads one event JSON line (docs/events.md) back into an {@link Event}: the inverse of {@link EventJson#write}, for
 * the journal's readers (a board resuming its game) and for consumers (the hub). Fields it does not know are ignored
 * (the schema only ever adds fields); a missing or mistyped field it needs is an {@link IllegalArgumentException}
 * naming the field.
 */
final class EventReader {

    private static final JsonFactory FACTORY = new JsonFactory();

    private final Map<String, Object> fields;

    private EventReader(Map<String, Object> fields) {
        this.fields = fields;
    }

    static Event read(String json) {
        Map<String, Object> fields = new HashMap<>(32); // an event's fields without a resize
        try (JsonParser p = FACTORY.createParser(json)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                throw new IllegalArgumentException("an event is a JSON object");
            }
            for (JsonToken t = p.nextToken(); t == JsonToken.FIELD_NAME; t = p.nextToken()) {
                String name = p.currentName();
                JsonToken value = p.nextToken();
                switch (value) {
                    case VALUE_STRING -> fields.put(name, p.getText());
                    case VALUE_NUMBER_INT -> fields.put(name, p.getLongValue());
                    case VALUE_TRUE, VALUE_FALSE -> fields.put(name, p.getBooleanValue());
                    case VALUE_NULL -> fields.put(name, null);
                    case START_ARRAY -> fields.put(name, strings(p));
                    default -> p.skipChildren(); // a nested value of a later schema: not ours to read
                }
            }
        } catch (IOException e) {
            throw new IllegalArgumentException("not an event JSON object: " + e.getMessage(), e);
        }
        return new EventReader(fields).event();
    }

    private Event event() {
        String type = text("type");
        EventBody body = switch (type) {
            case "move" -> new MoveEvent(integer("ply"), text("san"), text("uci"), text("fen"), optionalLong("whiteMs"),
                    optionalLong("blackMs"), color("color"), integer("moveNumber"),
                    wire("completedBy", CompletedBy::fromWireName));
            case "irregularity" -> new IrregularityEvent(wire("kind", IrregularityKind::fromWireName), optionalText("article"), text("detail"),
                    optionalColor("side"), integer("atPly"));
            case "flag" -> fields.get("opponentMateability") == null
                    ? new FlagEvent(color("side"), bool("opponentCanCheckmate"), integer("atPly"))
                    : new FlagEvent(color("side"), bool("opponentCanCheckmate"), integer("atPly"),
                            wire("opponentMateability", Mateability::fromWireName));
            case "clock" -> new ClockEvent(number("whiteMs"), number("blackMs"), optionalColor("running"),
                    wire("cause", ClockCause::fromWireName));
            case "result" -> new ResultEvent(wire("result", Result::fromPgn),
                    wire("termination", Termination::fromWireName), wire("decidedBy", DecidedBy::fromWireName),
                    integer("atPly"));
            case "position" -> new PositionEvent(text("fen"), integer("ply"));
            case "new-game" -> new NewGameEvent(text("fen"), text("timeControl"),
                    wire("mode", GameMode::fromWireName), new GameMetadata(
                    optionalText("event"), optionalText("site"), optionalText("date"), optionalText("round"),
                    optionalLong("board") == null ? null : integer("board"), optionalText("white"),
                    optionalText("black"), optionalText("whiteFideId"), optionalText("blackFideId"),
                    optionalLong("whiteElo") == null ? null : integer("whiteElo"),
                    optionalLong("blackElo") == null ? null : integer("blackElo")),
                    variant());
            case "announce" -> new AnnounceEvent(text("text"), text("lang"),
                    wire("kind", AnnouncementKind::fromWireName));
            case "resumed" -> new ResumedEvent(number("afterSeq"), text("fen"), integer("ply"));
            case "scoresheet" -> new ScoresheetEvent(wire("state", ScoresheetState::fromWireName),
                    wires("signedBy", Signer::fromWireName), optionalText("change"),
                    text("pgn"));
            case "acknowledged" -> new AcknowledgedEvent(text("alert"), text("kind"), text("arbiter"));
            default -> throw new IllegalArgumentException("type: unknown event type '" + type + "'");
        };
        Instant ts;
        try {
            ts = IsoInstant.parse(text("ts"));
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("ts: not an ISO-8601 instant: " + fields.get("ts"), e);
        }
        return new Event(text("boardId"), optionalText("gameId"), number("seq"), ts, number("mono"), body);
    }

    /** An array of strings as a list; any other array as {@link NotStrings} (an error only where a list is needed). */
    private static Object strings(JsonParser p) throws IOException {
        List<String> items = new ArrayList<>();
        boolean allStrings = true;
        for (JsonToken t = p.nextToken(); t != JsonToken.END_ARRAY; t = p.nextToken()) {
            if (t == JsonToken.VALUE_STRING) {
                items.add(p.getText());
            } else {
                allStrings = false;
                p.skipChildren();
            }
        }
        return allStrings ? List.copyOf(items) : NotStrings.INSTANCE;
    }

    /** Marks an array that is not all strings. */
    private enum NotStrings { INSTANCE }

    private List<String> strings(String name) {
        if (required(name) instanceof List<?> list) {
            return list.stream().map(String.class::cast).toList();
        }
        throw new IllegalArgumentException(name + ": expected an array of strings, got " + fields.get(name));
    }

    /** An array of wire names, each read as {@link #wire} reads one. */
    private <T> List<T> wires(String name, Function<String, T> parse) {
        List<T> values = new ArrayList<>();
        for (String value : strings(name)) {
            try {
                values.add(parse.apply(value));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(name + ": " + e.getMessage(), e);
            }
        }
        return List.copyOf(values);
    }

    private Object required(String name) {
        if (!fields.containsKey(name) || fields.get(name) == null) {
            throw new IllegalArgumentException(name + ": missing");
        }
        return fields.get(name);
    }

    private String text(String name) {
        if (required(name) instanceof String s) {
            return s;
        }
        throw new IllegalArgumentException(name + ": expected a string, got " + fields.get(name));
    }

    /** new-game's {@code variant}: absent (events before the field too) is standard chess. */
    private boolean variant() {
        String variant = optionalText("variant");
        if (variant != null && !variant.equals("chess960")) {
            throw new IllegalArgumentException("variant: expected \"chess960\" or no field, got \"" + variant + "\"");
        }
        return variant != null;
    }

    private String optionalText(String name) {
        return fields.get(name) == null ? null : text(name);
    }

    private long number(String name) {
        if (required(name) instanceof Long n) {
            return n;
        }
        throw new IllegalArgumentException(name + ": expected a whole number, got " + fields.get(name));
    }

    private Long optionalLong(String name) {
        return fields.get(name) == null ? null : number(name);
    }

    private int integer(String name) {
        return Math.toIntExact(number(name));
    }

    private boolean bool(String name) {
        if (required(name) instanceof Boolean b) {
            return b;
        }
        throw new IllegalArgumentException(name + ": expected true or false, got " + fields.get(name));
    }

    /** A closed set's wire name, parsed by its enum; an unknown one is an error naming the field and the value. */
    private <T> T wire(String name, Function<String, T> parse) {
        String value = text(name);
        try {
            return parse.apply(value);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(name + ": " + e.getMessage(), e);
        }
    }

    private Color color(String name) {
        return Color.parse(text(name));
    }

    private Color optionalColor(String name) {
        return fields.get(name) == null ? null : color(name);
    }
}
