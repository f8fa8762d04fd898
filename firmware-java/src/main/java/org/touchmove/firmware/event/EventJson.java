package org.touchmove.firmware.event;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import org.touchmove.firmware.rules.Color;

/** Writes an {@link Event} as one line of JSON in the documented schema (docs/events.md), and reads it back. */
public final class EventJson {

    private static final JsonFactory FACTORY = new JsonFactory();
    /** Always three fraction digits (ISO_INSTANT drops them on a whole second): docs/events.md, {@code ts}. */
    private static final DateTimeFormatter ISO_MILLIS =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

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
        StringWriter out = new StringWriter(256);
        try (JsonGenerator g = FACTORY.createGenerator(out)) {
            g.writeStartObject();
            g.writeNumberField("v", Event.SCHEMA_VERSION);
            g.writeStringField("boardId", event.boardId());
            g.writeStringField("gameId", event.gameId());
            g.writeNumberField("seq", event.seq());
            g.writeStringField("ts", ISO_MILLIS.format(event.ts().truncatedTo(ChronoUnit.MILLIS)));
            g.writeStringField("type", event.type());
            writeBody(g, event.body());
            g.writeNumberField("mono", event.monoMs());
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write event JSON", e);
        }
        return out.toString();
    }

    private static void writeBody(JsonGenerator g, EventBody body) throws IOException {
        if (body instanceof MoveEvent m) {
            g.writeNumberField("ply", m.ply());
            g.writeStringField("san", m.san());
            g.writeStringField("uci", m.uci());
            g.writeStringField("fen", m.fen());
            writeNullableLong(g, "whiteMs", m.whiteMs());
            writeNullableLong(g, "blackMs", m.blackMs());
            g.writeStringField("color", m.color().wireName());
            g.writeNumberField("moveNumber", m.moveNumber());
            g.writeStringField("completedBy", m.completedBy());
        } else if (body instanceof IrregularityEvent i) {
            g.writeStringField("kind", i.kind());
            g.writeStringField("article", i.article());
            g.writeStringField("detail", i.detail());
            g.writeStringField("side", side(i.side()));
            g.writeNumberField("atPly", i.atPly());
        } else if (body instanceof FlagEvent f) {
            g.writeStringField("side", f.side().wireName());
            g.writeBooleanField("opponentCanCheckmate", f.opponentCanCheckmate());
            g.writeNumberField("atPly", f.atPly());
            g.writeStringField("opponentMateability", f.opponentMateability());
        } else if (body instanceof ClockEvent c) {
            g.writeNumberField("whiteMs", c.whiteMs());
            g.writeNumberField("blackMs", c.blackMs());
            g.writeStringField("running", side(c.running()));
            g.writeStringField("cause", c.cause());
        } else if (body instanceof ResultEvent r) {
            g.writeStringField("result", r.result());
            g.writeStringField("termination", r.termination());
            g.writeStringField("decidedBy", r.decidedBy());
            g.writeNumberField("atPly", r.atPly());
        } else if (body instanceof PositionEvent p) {
            g.writeStringField("fen", p.fen());
            g.writeNumberField("ply", p.ply());
        } else if (body instanceof NewGameEvent n) {
            g.writeStringField("fen", n.fen());
            g.writeStringField("timeControl", n.timeControl());
            g.writeStringField("mode", n.mode());
            writeMetadata(g, n.metadata());
        } else if (body instanceof ResumedEvent r) {
            g.writeNumberField("afterSeq", r.afterSeq());
            g.writeStringField("fen", r.fen());
            g.writeNumberField("ply", r.ply());
        } else if (body instanceof AnnounceEvent a) {
            g.writeStringField("text", a.text());
            g.writeStringField("lang", a.lang());
            g.writeStringField("kind", a.kind());
        } else if (body instanceof ScoresheetEvent s) {
            g.writeStringField("state", s.state());
            g.writeArrayFieldStart("signedBy");
            for (String signer : s.signedBy()) {
                g.writeString(signer);
            }
            g.writeEndArray();
            g.writeStringField("change", s.change());
            g.writeStringField("pgn", s.pgn());
        } else {
            throw new IllegalArgumentException("unknown event body " + body.getClass());
        }
    }

    /** docs/events.md: the metadata fields are written only where known (absent, not null, when unknown). */
    private static void writeMetadata(JsonGenerator g, GameMetadata m) throws IOException {
        writeIfKnown(g, "event", m.event());
        writeIfKnown(g, "site", m.site());
        writeIfKnown(g, "date", m.date());
        writeIfKnown(g, "round", m.round());
        if (m.board() != null) {
            g.writeNumberField("board", m.board());
        }
        writeIfKnown(g, "white", m.white());
        writeIfKnown(g, "black", m.black());
        writeIfKnown(g, "whiteFideId", m.whiteFideId());
        writeIfKnown(g, "blackFideId", m.blackFideId());
    }

    private static void writeIfKnown(JsonGenerator g, String field, String value) throws IOException {
        if (value != null) {
            g.writeStringField(field, value);
        }
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
