package org.touchmove.firmware.publish.mqtt;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.time.Instant;
import java.time.format.DateTimeParseException;

/**
 * The two fields of a command the MQTT layer reads itself (docs/mqtt.md, "Commands"): {@code id} (a non-empty
 * string, the key of the one reply) and {@code issuedAt} (ISO-8601 instant, for staleness). The rest belongs to the
 * runtime's strict command form and is passed on unread.
 */
sealed interface CommandEnvelope {

    /** @param id the command id; @param issuedAt when the arbiter issued it */
    record Wellformed(String id, Instant issuedAt) implements CommandEnvelope {
    }

    /** @param id the id when it could be read, else null; @param reason what is wrong */
    record Malformed(String id, String reason) implements CommandEnvelope {
    }

    JsonFactory JSON = new JsonFactory();

    static CommandEnvelope parse(String json) {
        String id = null;
        String issuedAt = null;
        try (JsonParser p = JSON.createParser(json)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                return new Malformed(null, "malformed: not a JSON object");
            }
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                JsonToken value = p.nextToken();
                switch (name) {
                    case "id" -> {
                        if (value != JsonToken.VALUE_STRING) {
                            return new Malformed(null, "malformed: id must be a string");
                        }
                        id = p.getText();
                    }
                    case "issuedAt" -> {
                        if (value != JsonToken.VALUE_STRING) {
                            return new Malformed(id, "malformed: issuedAt must be an ISO-8601 string");
                        }
                        issuedAt = p.getText();
                    }
                    default -> p.skipChildren();
                }
            }
            if (p.nextToken() != null) {
                return new Malformed(id, "malformed: text after the JSON object");
            }
        } catch (IOException e) {
            // The parser's message names line and column; the arbiter needs it, the log does not need the trace.
            return new Malformed(id, "malformed: not valid JSON (" + firstLine(e.getMessage()) + ")");
        }
        if (id == null || id.isBlank()) {
            return new Malformed(null, "malformed: id is missing");
        }
        if (issuedAt == null) {
            return new Malformed(id, "malformed: issuedAt is missing");
        }
        try {
            return new Wellformed(id, Instant.parse(issuedAt));
        } catch (DateTimeParseException e) {
            return new Malformed(id, "malformed: issuedAt '" + issuedAt + "' is not an ISO-8601 instant");
        }
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "unreadable";
        }
        int nl = message.indexOf('\n');
        return nl < 0 ? message : message.substring(0, nl);
    }
}
