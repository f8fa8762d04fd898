package org.touchmove.firmware.publish.mqtt;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import org.touchmove.firmware.command.CommandReply;

/** The JSON the publisher writes itself: status, snapshot wrappers and command replies (docs/mqtt.md). */
final class Payloads {

    private static final JsonFactory JSON = new JsonFactory();

    /** Why a board is offline. */
    enum OfflineReason {
        /** the last will: the broker lost the connection without a DISCONNECT */
        LOST,
        /** the board shut down cleanly */
        SHUTDOWN,
        /** connected, but the broker refused a subscription (SUBACK 0x80): the connection is dropped and made again */
        SUBSCRIPTION_REFUSED;

        String wire() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    private final String boardId;
    /** The link whose connection carries the board's status, or null for a board with a connection of its own. */
    private final String linkId;

    Payloads(String boardId) {
        this(boardId, null);
    }

    Payloads(String boardId, String linkId) {
        this.boardId = boardId;
        this.linkId = linkId;
    }

    byte[] online(Instant now) {
        return write(g -> {
            head(g, "status");
            g.writeStringField("state", "online");
            g.writeNullField("reason");
            g.writeStringField("ts", ts(now));
            link(g);
        });
    }

    /**
     * {@code online} with the board's heartbeat (docs/mqtt.md, "Status"): {@code ts} when this connection came up,
     * {@code heartbeatSeconds} the period it is published again at, {@code heartbeat} when this one was. A consumer
     * marks the board lost when heartbeats stop, whatever became of the last will (it dies with a broker node).
     */
    byte[] online(Instant since, Instant heartbeat, Duration period) {
        return write(g -> {
            head(g, "status");
            g.writeStringField("state", "online");
            g.writeNullField("reason");
            g.writeStringField("ts", ts(since));
            g.writeNumberField("heartbeatSeconds", period.toSeconds());
            g.writeStringField("heartbeat", ts(heartbeat));
            link(g);
        });
    }

    /** The last will carries no time: it is registered at connect and published by the broker later. */
    byte[] lostWill() {
        return write(g -> {
            head(g, "status");
            g.writeStringField("state", "offline");
            g.writeStringField("reason", OfflineReason.LOST.wire());
        });
    }

    byte[] refused(Instant now) {
        return offline(OfflineReason.SUBSCRIPTION_REFUSED, now);
    }

    byte[] shutdown(Instant now) {
        return offline(OfflineReason.SHUTDOWN, now);
    }

    private byte[] offline(OfflineReason reason, Instant now) {
        return write(g -> {
            head(g, "status");
            g.writeStringField("state", "offline");
            g.writeStringField("reason", reason.wire());
            g.writeStringField("ts", ts(now));
            link(g);
        });
    }

    /**
     * On a link the board has no will of its own: {@code link} names the link whose status says whether this one can
     * be believed. Written last, so a status of a board of its own is byte for byte what it was.
     */
    private void link(JsonGenerator g) throws IOException {
        if (linkId != null) {
            g.writeStringField("link", linkId);
        }
    }

    /**
     * The status of a shared connection (docs/mqtt.md, "Many boards on one connection"): {@code online} or
     * {@code offline} with its reason, and the time except in the last will (registered at connect).
     */
    static byte[] linkStatus(String linkId, boolean online, OfflineReason reason, Instant now) {
        return write(g -> {
            g.writeNumberField("v", 1);
            g.writeStringField("type", "link-status");
            g.writeStringField("linkId", linkId);
            g.writeStringField("state", online ? "online" : "offline");
            if (reason == null) {
                g.writeNullField("reason");
            } else {
                g.writeStringField("reason", reason.wire());
            }
            if (now != null) {
                g.writeStringField("ts", ts(now));
            }
        });
    }

    /** A JSON snapshot wrapped with the seq it reflects: {@code {"v":1,"type":..,"boardId":..,"seq":..,field:{..}}}. */
    byte[] snapshot(String type, long seq, String field, String rawJson) {
        return write(rawJson.length() + 128, g -> {
            head(g, type);
            g.writeNumberField("seq", seq);
            g.writeFieldName(field);
            g.writeRawValue(rawJson);
        });
    }

    /**
     * {@code {"v":1,"type":"pgn","boardId":..,"seq":..,"pgn":".."}}, the whole game's PGN on every move: written straight
     * into one array of the payload's exact size when the PGN needs no escape but {@code \n}, {@code \"} and
     * {@code \\} (printable ASCII and line breaks: every PGN this board writes), byte for byte what the JSON generator
     * writes ({@link #pgnSnapshotGenerated}, which any other PGN goes through). The generator's way kept its buffer,
     * grew it and copied it into the payload: three arrays of the game's length per move (issue 31).
     */
    byte[] pgnSnapshot(long seq, String pgn) {
        int escapes = plainEscapes(pgn);
        if (escapes < 0) {
            return pgnSnapshotGenerated(seq, pgn);
        }
        // The head with an empty PGN ends in `""}`: the PGN goes between its quotes.
        byte[] head = write(96 + boardId.length(), g -> {
            head(g, "pgn");
            g.writeNumberField("seq", seq);
            g.writeStringField("pgn", "");
        });
        int at = head.length - 2;
        byte[] out = new byte[head.length + pgn.length() + escapes];
        System.arraycopy(head, 0, out, 0, at);
        for (int i = 0; i < pgn.length(); i++) {
            char c = pgn.charAt(i);
            if (c == '\n') {
                out[at++] = '\\';
                out[at++] = 'n';
            } else {
                if (c == '"' || c == '\\') {
                    out[at++] = '\\';
                }
                out[at++] = (byte) c;
            }
        }
        out[at++] = '"';
        out[at] = '}';
        return out;
    }

    /** The PGN snapshot through the JSON generator: any text. */
    byte[] pgnSnapshotGenerated(long seq, String pgn) {
        // Sized for the whole game at once (its line breaks escaped): the buffer is not grown and copied again and
        // again as the PGN is written, a game's length in garbage on every move (docs/performance.md, issue 31).
        return write(pgn.length() + pgn.length() / 16 + 256, g -> {
            head(g, "pgn");
            g.writeNumberField("seq", seq);
            g.writeStringField("pgn", pgn);
        });
    }

    /**
     * The characters {@code text} gains as a JSON string when it is printable ASCII and line breaks (a backslash before
     * each line break, quote and backslash); -1 for any other text.
     */
    static int plainEscapes(String text) {
        int escapes = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '"' || c == '\\') {
                escapes++;
            } else if (c < 0x20 || c > 0x7e) {
                return -1;
            }
        }
        return escapes;
    }

    /**
     * The command package's reply in the MQTT envelope (docs/mqtt.md, {@code cmd/reply}): {@code status} for
     * {@code accepted}; the state only with an accepted command, so a refusal reads the same whether the gate or the
     * board refused it.
     */
    byte[] reply(CommandReply reply, Instant now) {
        return write(g -> {
            head(g, "cmd-reply");
            g.writeStringField("id", reply.id());
            g.writeStringField("status", reply.accepted() ? "accepted" : "refused");
            g.writeStringField("reason", reply.reason());
            g.writeFieldName("state");
            if (reply.accepted() && reply.stateJson() != null) {
                g.writeRawValue(reply.stateJson()); // already JSON (docs/state-view.md): embedded, not a string
            } else {
                g.writeNull();
            }
            g.writeStringField("ts", ts(now));
        });
    }

    private void head(JsonGenerator g, String type) throws IOException {
        g.writeNumberField("v", 1);
        g.writeStringField("type", type);
        g.writeStringField("boardId", boardId);
    }

    static String ts(Instant instant) {
        return DateTimeFormatter.ISO_INSTANT.format(instant.truncatedTo(ChronoUnit.MILLIS));
    }

    private interface Body {
        void write(JsonGenerator g) throws IOException;
    }

    private static byte[] write(Body body) {
        return write(256, body);
    }

    /** @param sizeHint the characters the JSON is expected to take (a buffer of that size to start with) */
    private static byte[] write(int sizeHint, Body body) {
        Utf8Text out = new Utf8Text(sizeHint);
        try (JsonGenerator g = JSON.createGenerator(out)) {
            g.writeStartObject();
            body.write(g);
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write JSON", e);
        }
        return out.toUtf8();
    }
}
