package org.touchmove.firmware.publish.mqtt;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import org.touchmove.firmware.command.CommandJson;
import org.touchmove.firmware.command.JsonProblem;
import org.touchmove.hal.text.Excerpt;

/**
 * The two fields of a command the MQTT layer reads itself (docs/mqtt.md, "Commands"): {@code id} (the key of the
 * one reply: 1..64 printable ASCII characters, as the strict form has it) and {@code issuedAt} (ISO-8601 instant,
 * for staleness). The rest belongs to the runtime's strict command form and is passed on unread.
 */
sealed interface CommandEnvelope {

    /** @param id the command id; @param issuedAt when the arbiter issued it */
    record Wellformed(String id, Instant issuedAt) implements CommandEnvelope {
    }

    /** @param id the id when it could be read (and is a valid id), else null; @param reason what is wrong */
    record Malformed(String id, String reason) implements CommandEnvelope {
    }

    JsonFactory JSON = new JsonFactory();

    static CommandEnvelope parse(String json) {
        String id = null;
        String issuedAt = null;
        JsonParser p;
        try {
            p = JSON.createParser(json);
        } catch (IOException e) {
            throw new UncheckedIOException("a parser over a string cannot fail to open", e);
        }
        try (p) {
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
                        if (!CommandJson.isValidId(p.getText())) {
                            // Not echoed: the reply would carry it, and it may be anything.
                            return new Malformed(null, "malformed: id must be 1..64 printable ASCII characters");
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
        } catch (JsonProcessingException e) {
            // Where the JSON breaks (line and column) is what the arbiter needs; the log does not need the trace.
            return new Malformed(id, "malformed: not valid JSON (" + JsonProblem.describe(e, p) + ")");
        } catch (IOException e) {
            throw new UncheckedIOException("reading a string cannot fail", e);
        }
        if (id == null) {
            return new Malformed(null, "malformed: id is missing");
        }
        if (issuedAt == null) {
            return new Malformed(id, "malformed: issuedAt is missing");
        }
        try {
            return new Wellformed(id, Instant.parse(issuedAt));
        } catch (DateTimeParseException e) {
            return new Malformed(id, "malformed: issuedAt '" + Excerpt.of(issuedAt, 40)
                    + "' is not an ISO-8601 instant");
        }
    }
}
