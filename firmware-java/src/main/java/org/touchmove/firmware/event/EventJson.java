package org.touchmove.firmware.event;

import java.time.Instant;
import org.touchmove.firmware.rules.Color;

/** Writes an {@link Event} as one line of JSON in the documented schema (docs/events.md), and reads it back. */
public final class EventJson {

    /** A move event's line is about 300 characters; longer ones (a scoresheet's PGN) grow the builder. */
    private static final int LINE_CAPACITY = 384;

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
        JsonLine g = new JsonLine(LINE_CAPACITY);
        g.startObject();
        g.numberField("v", Event.SCHEMA_VERSION);
        g.stringField("boardId", event.boardId());
        g.stringField("gameId", event.gameId());
        g.numberField("seq", event.seq());
        writeTs(g, event.ts());
        g.stringField("type", event.type());
        event.body().accept(new BodyWriter(g));
        g.numberField("mono", event.monoMs());
        g.endObject();
        return g.toString();
    }

    private static void writeTs(JsonLine g, Instant ts) {
        char[] text = new char[EventTimestamp.LENGTH];
        int length = EventTimestamp.write(ts, text);
        if (length < 0) {
            g.stringField("ts", EventTimestamp.format(ts));
        } else {
            g.plainField("ts", text, length); // digits and separators only
        }
    }

    /** The fields of each event type, in the documented order (docs/events.md). */
    private record BodyWriter(JsonLine g) implements EventBody.Visitor<Void> {

        @Override
        public Void move(MoveEvent m) {
            g.numberField("ply", m.ply());
            g.stringField("san", m.san());
            g.stringField("uci", m.uci());
            g.stringField("fen", m.fen());
            g.numberOrNullField("whiteMs", m.whiteMs());
            g.numberOrNullField("blackMs", m.blackMs());
            g.stringField("color", m.color().wireName());
            g.numberField("moveNumber", m.moveNumber());
            g.stringField("completedBy", m.completedBy().wireName());
            return null;
        }

        @Override
        public Void irregularity(IrregularityEvent i) {
            g.stringField("kind", i.kind().wireName());
            g.stringField("article", i.article());
            g.stringField("detail", i.detail());
            g.stringField("side", side(i.side()));
            g.numberField("atPly", i.atPly());
            return null;
        }

        @Override
        public Void flag(FlagEvent f) {
            g.stringField("side", f.side().wireName());
            g.booleanField("opponentCanCheckmate", f.opponentCanCheckmate());
            g.numberField("atPly", f.atPly());
            g.stringField("opponentMateability", f.opponentMateability().wireName());
            return null;
        }

        @Override
        public Void clock(ClockEvent c) {
            g.numberField("whiteMs", c.whiteMs());
            g.numberField("blackMs", c.blackMs());
            g.stringField("running", side(c.running()));
            g.stringField("cause", c.cause().wireName());
            return null;
        }

        @Override
        public Void result(ResultEvent r) {
            g.stringField("result", r.result().pgn());
            g.stringField("termination", r.termination().wireName());
            g.stringField("decidedBy", r.decidedBy().wireName());
            g.numberField("atPly", r.atPly());
            return null;
        }

        @Override
        public Void position(PositionEvent p) {
            g.stringField("fen", p.fen());
            g.numberField("ply", p.ply());
            return null;
        }

        @Override
        public Void newGame(NewGameEvent n) {
            g.stringField("fen", n.fen());
            if (n.chess960()) {
                g.stringField("variant", "chess960"); // absent: standard chess (older events too)
                java.util.OptionalInt number = n.start().chess960Pos();
                if (number.isPresent()) {
                    g.numberField("chess960", number.getAsInt()); // derived from fen: the drawn number
                }
            }
            g.stringField("timeControl", n.timeControl());
            g.stringField("mode", n.mode().wireName());
            GameMetadataJson.writeFields(g, n.metadata());
            return null;
        }

        @Override
        public Void resumed(ResumedEvent r) {
            g.numberField("afterSeq", r.afterSeq());
            g.stringField("fen", r.fen());
            g.numberField("ply", r.ply());
            return null;
        }

        @Override
        public Void announce(AnnounceEvent a) {
            g.stringField("text", a.text());
            g.stringField("lang", a.lang());
            g.stringField("kind", a.kind().wireName());
            return null;
        }

        @Override
        public Void scoresheet(ScoresheetEvent s) {
            g.stringField("state", s.state().wireName());
            g.arrayFieldStart("signedBy");
            for (Signer signer : s.signedBy()) {
                g.element(signer.wireName());
            }
            g.endArray();
            g.stringField("change", s.change());
            g.stringField("pgn", s.pgn());
            return null;
        }

        @Override
        public Void acknowledged(AcknowledgedEvent a) {
            g.stringField("alert", a.alert());
            g.stringField("kind", a.kind());
            g.stringField("arbiter", a.arbiter());
            return null;
        }
    }

    private static String side(Color c) {
        return c == null ? null : c.wireName();
    }
}
