package org.touchmove.firmware.hub;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The acknowledged alerts of the arbiter's desk (docs/hub.md, "The arbiter's desk"), by the alert's key: who and when,
 * the first acknowledgement of each alert kept. They come from the boards' {@code acknowledged} events (the board
 * journalled them: docs/events.md), and from the hub itself for a board that is offline and cannot take the command.
 * Each is appended to {@code <hub.stateDir>/desk-acks.jsonl} (one JSON object a line, fsync'd), which a restarted hub
 * reads back; without a state directory they live in memory only.
 */
final class DeskAcks {

    private static final Logger log = LoggerFactory.getLogger(DeskAcks.class);
    private static final ObjectMapper JSON = new ObjectMapper();
    static final String FILE = "desk-acks.jsonl";
    /** The acknowledgements kept (the oldest leave memory first; the file keeps them all). */
    static final int KEPT = 10_000;

    /** Where an acknowledgement was recorded: the board's journal, or only the hub's state (the board was offline). */
    enum Via {
        BOARD("board"), HUB("hub");

        private final String wire;

        Via(String wire) {
            this.wire = wire;
        }

        String wireName() {
            return wire;
        }

        static Via fromWireName(String w) {
            for (Via v : values()) {
                if (v.wire.equals(w)) {
                    return v;
                }
            }
            throw new IllegalArgumentException("via: '" + w + "' is neither board nor hub");
        }
    }

    /** One acknowledgement: the alert's key, its board and kind, who and when, and where it is recorded. */
    record Ack(String key, String boardId, String kind, String by, Instant at, Via via) {
    }

    private final Path file;
    private final Map<String, Ack> byKey = new LinkedHashMap<>();
    private long version;

    private DeskAcks(Path file) {
        this.file = file;
    }

    /** Memory only (tests, a hub without a state directory). */
    static DeskAcks inMemory() {
        return new DeskAcks(null);
    }

    /**
     * The acknowledgements of {@code <stateDir>/desk-acks.jsonl}, if the file is there. A line that cannot be read (a
     * write cut short by a crash is the last line) is logged and skipped.
     *
     * @throws IllegalArgumentException if the file is there and cannot be read (the hub stops with that one line)
     */
    static DeskAcks open(Path stateDir) {
        DeskAcks acks = new DeskAcks(stateDir.resolve(FILE));
        if (!Files.exists(acks.file)) {
            return acks;
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(acks.file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalArgumentException("hub.stateDir: cannot read " + acks.file + ": " + e.getMessage(), e);
        }
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).isBlank()) {
                continue;
            }
            try {
                acks.keep(read(lines.get(i)));
            } catch (IOException | RuntimeException e) {
                log.warn("hub: {} line {} is not an acknowledgement, skipped: {}", acks.file, i + 1, e.getMessage());
            }
        }
        log.info("hub: {} acknowledged desk alerts read from {}", acks.byKey.size(), acks.file);
        return acks;
    }

    /** Keeps the first acknowledgement of its alert (and writes it down); false if the alert had one already. */
    synchronized boolean add(Ack a) {
        if (byKey.containsKey(a.key())) {
            return false;
        }
        keep(a);
        if (file != null) {
            append(a);
        }
        return true;
    }

    synchronized Optional<Ack> of(String key) {
        return Optional.ofNullable(byKey.get(key));
    }

    /** Changes with every acknowledgement added. */
    synchronized long version() {
        return version;
    }

    private void keep(Ack a) {
        if (byKey.putIfAbsent(a.key(), a) == null) {
            version++;
            Iterator<String> oldest = byKey.keySet().iterator();
            while (byKey.size() > KEPT) {
                oldest.next();
                oldest.remove();
            }
        }
    }

    private void append(Ack a) {
        ObjectNode o = JSON.createObjectNode();
        o.put("key", a.key());
        o.put("boardId", a.boardId());
        o.put("kind", a.kind());
        o.put("by", a.by());
        o.put("at", a.at().toString());
        o.put("via", a.via().wireName());
        byte[] line = (o.toString() + "\n").getBytes(StandardCharsets.UTF_8);
        try {
            boolean created = !Files.exists(file);
            if (created) {
                Files.createDirectories(file.getParent());
            }
            try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.APPEND,
                    StandardOpenOption.WRITE)) {
                ByteBuffer b = ByteBuffer.wrap(line);
                while (b.hasRemaining()) {
                    ch.write(b);
                }
                ch.force(false);
            }
            if (created) {
                try (FileChannel dir = FileChannel.open(file.getParent(), StandardOpenOption.READ)) {
                    dir.force(true); // the new file's name survives a power cut (docs/journal.md, "Directory fsync")
                } catch (IOException e) {
                    log.debug("hub: cannot fsync {} (not on Linux?): {}", file.getParent(), e.getMessage());
                }
            }
        } catch (IOException e) {
            // Kept in memory, and in the board's journal when it came from there; a restart of the hub forgets it.
            log.error("hub: cannot write the acknowledgement of {} to {}: {}", a.key(), file, e.getMessage());
        }
    }

    private static Ack read(String line) throws IOException {
        JsonNode n = JSON.readTree(line);
        return new Ack(text(n, "key"), text(n, "boardId"), text(n, "kind"), text(n, "by"),
                Instant.parse(text(n, "at")), Via.fromWireName(text(n, "via")));
    }

    private static String text(JsonNode n, String field) {
        JsonNode v = n.get(field);
        if (v == null || !v.isTextual()) {
            throw new IllegalArgumentException(field + ": missing or not a string");
        }
        return v.asText();
    }
}
