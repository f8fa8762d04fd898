package org.touchmove.firmware.command;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import java.io.IOException;
import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * A command as read off the wire, before it means anything: one flat JSON object, each field once. Reading it
 * whole first lets every later refusal echo the id, wherever the id stands in the object. The accessors refuse a
 * missing field, a wrong JSON type or an out-of-range number with a {@link CommandException} naming the field.
 */
final class CommandObject {

    /** Longer input is refused unread: the longest valid command (a new game with all its metadata) is ~2 KiB. */
    static final int MAX_CHARS = 16 * 1024;
    static final int MAX_ID_LENGTH = 64;

    private static final JsonFactory FACTORY = JsonFactory.builder()
            // An error message must not echo the input back (it may be 16 KiB of garbage).
            .disable(StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION)
            .build();

    private final Map<String, WireValue> fields;
    private final String id;

    private CommandObject(Map<String, WireValue> fields, String id) {
        this.fields = fields;
        this.id = id;
    }

    /** Reads the object and its {@code id}; refuses anything that is not exactly one flat JSON object. */
    static CommandObject read(String json) {
        if (json == null || json.isBlank()) {
            throw new CommandException(null, null, "empty command; expected a JSON object such as "
                    + "{\"id\":\"c1\",\"type\":\"pause\"}");
        }
        if (json.length() > MAX_CHARS) {
            throw new CommandException(null, null, "command is " + json.length() + " characters long; expected at most "
                    + MAX_CHARS);
        }
        Map<String, WireValue> fields = new LinkedHashMap<>();
        boolean objectEnded = false;
        JsonParser p = parser(json);
        try (p) {
            JsonToken token = p.nextToken();
            if (token != JsonToken.START_OBJECT) {
                throw new CommandException(null, null, "a command is a JSON object {...}, not "
                        + describe(token) + "; expected e.g. {\"id\":\"c1\",\"type\":\"pause\"}");
            }
            while ((token = p.nextToken()) == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                WireValue value = value(p, p.nextToken());
                if (fields.putIfAbsent(name, value) != null) {
                    // A second id makes the first one doubtful: echo neither.
                    String echo = name.equals("id") ? null : readableId(fields);
                    throw new CommandException(echo, name, quote(name) + ": appears twice; expected each field once");
                }
            }
            objectEnded = true;
            if (p.nextToken() != null) {
                throw new CommandException(readableId(fields), null,
                        "content after the command object; expected exactly one JSON object");
            }
        } catch (JsonProcessingException e) {
            String where = objectEnded ? "content after the command object; expected exactly one JSON object"
                    : "not valid JSON (" + JsonProblem.describe(e, p) + ")";
            CommandException refusal = new CommandException(readableId(fields), null, where);
            refusal.initCause(e);
            throw refusal;
        } catch (IOException e) {
            // A String source cannot fail to read; were it to, it is still this command's refusal.
            CommandException refusal = new CommandException(readableId(fields), null, "unreadable command: " + e.getMessage());
            refusal.initCause(e);
            throw refusal;
        }
        String id = readableId(fields);
        if (id == null) {
            checkId(fields.get("id"));
        }
        return new CommandObject(fields, id);
    }

    private static JsonParser parser(String json) {
        try {
            return FACTORY.createParser(json);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException("a parser over a string cannot fail to open", e);
        }
    }

    private static WireValue value(JsonParser p, JsonToken token) throws IOException {
        return switch (token) {
            case VALUE_STRING -> new WireValue.Text(p.getText());
            case VALUE_NUMBER_INT -> new WireValue.Whole(p.getBigIntegerValue());
            case VALUE_NUMBER_FLOAT -> new WireValue.Fraction(p.getText());
            case VALUE_TRUE -> new WireValue.Bool(true);
            case VALUE_FALSE -> new WireValue.Bool(false);
            case VALUE_NULL -> new WireValue.Null();
            case START_OBJECT, START_ARRAY -> {
                p.skipChildren();
                yield new WireValue.Structure(token == JsonToken.START_OBJECT ? "an object" : "an array");
            }
            // The parser reports every other token as a syntax error before we get here.
            default -> throw new IllegalStateException("unexpected JSON token " + token);
        };
    }

    /** The id if it is present and valid, else null (the refusal of a bad id must not echo it). */
    private static String readableId(Map<String, WireValue> fields) {
        WireValue v = fields.get("id");
        return v instanceof WireValue.Text t && isValidId(t.value()) ? t.value() : null;
    }

    private static void checkId(WireValue v) {
        String expected = "expected a string of 1.." + MAX_ID_LENGTH + " printable ASCII characters";
        if (v == null) {
            throw new CommandException(null, "id", "\"id\": missing; " + expected);
        }
        if (!(v instanceof WireValue.Text t)) {
            throw new CommandException(null, "id", "\"id\": " + v.jsonType() + "; " + expected);
        }
        throw new CommandException(null, "id", "\"id\": " + t.value().length() + " characters"
                + (t.value().chars().allMatch(CommandObject::isPrintableAscii) ? "" : " with a character outside"
                + " printable ASCII (space to ~)") + "; " + expected);
    }

    static boolean isValidId(String id) {
        return id != null && !id.isEmpty() && id.length() <= MAX_ID_LENGTH
                && id.chars().allMatch(CommandObject::isPrintableAscii);
    }

    private static boolean isPrintableAscii(int c) {
        return c >= 0x20 && c <= 0x7e;
    }

    private static String describe(JsonToken token) {
        if (token == null) {
            return "nothing";
        }
        return switch (token) {
            case START_ARRAY -> "an array";
            case VALUE_STRING -> "a string";
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> "a number";
            case VALUE_TRUE, VALUE_FALSE -> "a boolean";
            case VALUE_NULL -> "null";
            default -> String.valueOf(token);
        };
    }

    /** A field name as an error shows it: quoted, shortened, control characters as '?'. */
    static String quote(String field) {
        StringBuilder shown = new StringBuilder();
        abbreviate(field).chars().forEach(c -> shown.append(isPrintableAscii(c) || c > 0x9f ? (char) c : '?'));
        return "\"" + shown + "\"";
    }

    /** The command's id: 1..64 printable ASCII characters. */
    String id() {
        return id;
    }

    /** Refuses every field but {@code allowed}, naming the first unknown one and the allowed ones. */
    void allowOnly(Set<String> allowed, String type) {
        for (String name : fields.keySet()) {
            if (!allowed.contains(name)) {
                throw refusal(name, "unknown field for type \"" + type + "\"; expected only "
                        + String.join(", ", allowed));
            }
        }
    }

    /** True when the field is there and not null. */
    boolean has(String field) {
        WireValue v = fields.get(field);
        return v != null && !(v instanceof WireValue.Null);
    }

    /** A required string. */
    String text(String field, String expected) {
        WireValue v = required(field, expected);
        if (v instanceof WireValue.Text t) {
            return t.value();
        }
        throw refusal(field, v.jsonType() + "; expected " + expected);
    }

    /** True when the field is the string {@code value} (a word a field may hold besides its numbers). */
    boolean isText(String field, String value) {
        return fields.get(field) instanceof WireValue.Text t && t.value().equals(value);
    }

    /** An optional string: null when absent or null. */
    String optionalText(String field, String expected) {
        return has(field) ? text(field, expected) : null;
    }

    /** A required whole number in {@code min..max}. */
    long whole(String field, long min, long max, String expected) {
        String range = expected + " in " + min + ".." + max;
        WireValue v = required(field, range);
        if (!(v instanceof WireValue.Whole w)) {
            throw refusal(field, v.jsonType() + "; expected " + range);
        }
        BigInteger n = w.value();
        if (n.compareTo(BigInteger.valueOf(min)) < 0 || n.compareTo(BigInteger.valueOf(max)) > 0) {
            throw refusal(field, abbreviate(n.toString()) + " is out of range; expected " + range);
        }
        return n.longValueExact();
    }

    private WireValue required(String field, String expected) {
        WireValue v = fields.get(field);
        if (v == null) {
            throw refusal(field, "missing; expected " + expected);
        }
        if (v instanceof WireValue.Null) {
            throw refusal(field, "null; expected " + expected);
        }
        return v;
    }

    /** A refusal of {@code field}: "{@code "field": reason}", echoing the id. */
    CommandException refusal(String field, String reason) {
        return new CommandException(id, field, quote(field) + ": " + reason);
    }

    static String abbreviate(String text) {
        return text.length() <= 40 ? text : text.substring(0, 37) + "...";
    }
}
