package org.touchmove.firmware.hub;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.HexFormat;
import java.util.function.BiConsumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.command.ArbiterCommand;
import org.touchmove.firmware.command.CommandJson;
import org.touchmove.firmware.command.CommandRequest;

/**
 * Sends arbiter commands to a board's {@code cmd} topic in the strict form of docs/commands.md, each with a fresh id
 * and the time it was issued (a board refuses stale commands). The command text is checked with {@link CommandJson}
 * before it leaves, so a wrong field is refused here, with the board's own words.
 */
final class CommandSender {

    private static final Logger log = LoggerFactory.getLogger(CommandSender.class);
    private static final ObjectMapper JSON = new ObjectMapper();

    private final BiConsumer<String, String> publish;
    private final Clock clock;
    private final SecureRandom random = new SecureRandom();

    /** @param publish board id and command JSON, to the board's {@code cmd} topic */
    CommandSender(BiConsumer<String, String> publish, Clock clock) {
        this.publish = publish;
        this.clock = clock;
    }

    /** Sends a typed command; returns its id. */
    String send(String boardId, ArbiterCommand command) {
        CommandRequest request = new CommandRequest(newId(), clock.instant().truncatedTo(ChronoUnit.MILLIS), command);
        return send(boardId, request);
    }

    /**
     * Sends a command given as a JSON object without {@code id} and {@code issuedAt} (the arbiter's page).
     *
     * @throws org.touchmove.firmware.command.CommandException naming the field that is wrong
     * @throws IllegalArgumentException                        for text that is not a JSON object
     */
    String sendJson(String boardId, String commandObject) {
        JsonNode n;
        try {
            n = JSON.readTree(commandObject);
        } catch (IOException e) {
            throw new IllegalArgumentException("command: not JSON: " + e.getMessage(), e);
        }
        if (n == null || !n.isObject()) {
            throw new IllegalArgumentException("command: not a JSON object");
        }
        ObjectNode o = ((ObjectNode) n).deepCopy();
        o.remove("id");
        o.remove("issuedAt");
        ObjectNode full = JSON.createObjectNode();
        full.put("id", newId());
        full.put("issuedAt", DateTimeFormatter.ISO_INSTANT.format(clock.instant().truncatedTo(ChronoUnit.MILLIS)));
        full.setAll(o);
        return send(boardId, CommandJson.parse(full.toString()));
    }

    private String send(String boardId, CommandRequest request) {
        String json = CommandJson.write(request);
        log.info("board {}: sending command {} ({})", boardId, request.id(), request.command().type());
        publish.accept(boardId, json);
        return request.id();
    }

    private String newId() {
        byte[] b = new byte[6];
        random.nextBytes(b);
        return "hub-" + HexFormat.of().formatHex(b);
    }
}
