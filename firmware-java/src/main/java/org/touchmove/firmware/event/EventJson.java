package org.touchmove.firmware.event;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Instant;
import org.touchmove.firmware.rules.Color;

/** Writes an {@link Event} as one line of JSON in the documented schema (docs/events.md), and reads it back. */
public final class EventJson {

    private static final JsonFactory FACTORY = new JsonFactory();

    private EventJson() {
    }

    /**
     * Reads one event line back: the inverse of {@link #write(Event)}. Unknown fields are ignored (the schema only adds
     * fields); a missing or mistyped field is an {@link IllegalArgumentException} that names it.
     */
    public static Event read(String json) {
        return EventReader.read(json);
    }

    public static String write(Event event) {
        JsonText out = new JsonText();
        try (JsonGenerator g = FACTORY.createGenerator(out)) {
            g.writeStartObject();
            g.writeNumberField("v", Event.SCHEMA_VERSION);
            g.writeStringField("boardId", event.boardId());
            g.writeStringField("gameId", event.gameId());
            g.writeNumberField("seq", event.seq());
            writeTs(g, event.ts());
            g.writeStringField("type", event.type());
            writeBody(g, event.body());
            g.writeNumberField("mono", event.monoMs());
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write event JSON", e);
        }
        return out.toString();
    }

    private static void writeTs(JsonGenerator g, Instant ts) throws IOException {
        char[] text = new char[EventTimestamp.LENGTH];
        int length = EventTimestamp.write(ts, text);
        g.writeFieldName("ts");
        if (length < 0) {
            g.writeString(EventTimestamp.format(ts));
        } else {
            g.writeString(text, 0, length);
        }
    }

    private static void writeBody(JsonGenerator g, EventBody body) throws IOException {
        try {
            body.accept(new BodyWriter(g));
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    /** The fields of each event type, in the documented order (docs/events.md). */
    private record BodyWriter(JsonGenerator g) implements EventBody.Visitor<Void> {

        @Override
        public Void move(MoveEvent m) {
            return fields(() -> {
                g.writeNumberField("ply", m.ply());
                g.writeStringField("san", m.san());
                g.writeStringField("uci", m.uci());
                g.writeStringField("fen", m.fen());
                writeNullableLong(g, "whiteMs", m.whiteMs());
                writeNullableLong(g, "blackMs", m.blackMs());
                g.writeStringField("color", m.color().wireName());
                g.writeNumberField("moveNumber", m.moveNumber());
                g.writeStringField("completedBy", m.completedBy().wireName());
            });
        }

        @Override
        public Void irregularity(IrregularityEvent i) {
            return fields(() -> {
                g.writeStringField("kind", i.kind().wireName());
                g.writeStringField("article", i.article());
                g.writeStringField("detail", i.detail());
                g.writeStringField("side", side(i.side()));
                g.writeNumberField("atPly", i.atPly());
            });
        }

        @Override
        public Void flag(FlagEvent f) {
            return fields(() -> {
                g.writeStringField("side", f.side().wireName());
                g.writeBooleanField("opponentCanCheckmate", f.opponentCanCheckmate());
                g.writeNumberField("atPly", f.atPly());
                g.writeStringField("opponentMateability", f.opponentMateability().wireName());
            });
        }

        @Override
        public Void clock(ClockEvent c) {
            return fields(() -> {
                g.writeNumberField("whiteMs", c.whiteMs());
                g.writeNumberField("blackMs", c.blackMs());
                g.writeStringField("running", side(c.running()));
                g.writeStringField("cause", c.cause().wireName());
            });
        }

        @Override
        public Void result(ResultEvent r) {
            return fields(() -> {
                g.writeStringField("result", r.result().pgn());
                g.writeStringField("termination", r.termination().wireName());
                g.writeStringField("decidedBy", r.decidedBy().wireName());
                g.writeNumberField("atPly", r.atPly());
            });
        }

        @Override
        public Void position(PositionEvent p) {
            return fields(() -> {
                g.writeStringField("fen", p.fen());
                g.writeNumberField("ply", p.ply());
            });
        }

        @Override
        public Void newGame(NewGameEvent n) {
            return fields(() -> {
                g.writeStringField("fen", n.fen());
                if (n.chess960()) {
                    g.writeStringField("variant", "chess960"); // absent: standard chess (older events too)
                    java.util.OptionalInt number = n.start().chess960Pos();
                    if (number.isPresent()) {
                        g.writeNumberField("chess960", number.getAsInt()); // derived from fen: the drawn number
                    }
                }
                g.writeStringField("timeControl", n.timeControl());
                g.writeStringField("mode", n.mode().wireName());
                GameMetadataJson.writeFields(g, n.metadata());
            });
        }

        @Override
        public Void resumed(ResumedEvent r) {
            return fields(() -> {
                g.writeNumberField("afterSeq", r.afterSeq());
                g.writeStringField("fen", r.fen());
                g.writeNumberField("ply", r.ply());
            });
        }

        @Override
        public Void announce(AnnounceEvent a) {
            return fields(() -> {
                g.writeStringField("text", a.text());
                g.writeStringField("lang", a.lang());
                g.writeStringField("kind", a.kind().wireName());
            });
        }

        @Override
        public Void scoresheet(ScoresheetEvent s) {
            return fields(() -> {
                g.writeStringField("state", s.state().wireName());
                g.writeArrayFieldStart("signedBy");
                for (Signer signer : s.signedBy()) {
                    g.writeString(signer.wireName());
                }
                g.writeEndArray();
                g.writeStringField("change", s.change());
                g.writeStringField("pgn", s.pgn());
            });
        }

        @Override
        public Void acknowledged(AcknowledgedEvent a) {
            return fields(() -> {
                g.writeStringField("alert", a.alert());
                g.writeStringField("kind", a.kind());
                g.writeStringField("arbiter", a.arbiter());
            });
        }

        /** Runs the writes; the generator's IOException crosses the visitor unchecked and is unwrapped above. */
        private static Void fields(Fields fields) {
            try {
                fields.write();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return null;
        }
    }

    /** Field writes that may fail as the generator does. */
    private interface Fields {
        void write() throws IOException;
    }

    private static String side(Color c) {
        return c == null ? null : c.wireName();
    }

    private static void writeNullableLong(JsonGenerator g, String name, Long value) throws IOException {
        if (value == null) {
            g.writeNullField(name);
        } else {
            g.writeNumberField(name, value);
        }
    }
}
