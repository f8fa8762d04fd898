package org.touchmove.firmware.view;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.touchmove.firmware.event.GameMetadata;
import org.touchmove.firmware.event.JsonText;

/**
 * Writes a {@link BoardView} as JSON (docs/state-view.md): the whole view in one object, and the three retained
 * snapshots the broadcast publishes ({@code state/game}, {@code state/position}, {@code state/clock}), each with the
 * {@code seq} of the last event it reflects.
 */
public final class BoardViewJson {

    /** Version of the state-view format, written as {@code v}. */
    public static final int FORMAT_VERSION = 1;

    private static final JsonFactory FACTORY = new JsonFactory();

    private BoardViewJson() {
    }

    /** The whole view. */
    public static String write(BoardView v) {
        return json(g -> {
            header(g, v);
            g.writeStringField("phase", v.phase().wireName());
            g.writeStringField("mode", v.mode() == null ? null : v.mode().wireName());
            g.writeStringField("timeControl", v.timeControl());
            g.writeFieldName("metadata");
            metadata(g, v.metadata());
            g.writeStringField("startFen", v.startFen());
            if (v.chess960()) {
                g.writeStringField("variant", "chess960"); // absent: standard chess
            }
            g.writeStringField("fen", v.fen());
            g.writeNumberField("ply", v.ply());
            g.writeArrayFieldStart("moves");
            for (PlayedMove m : v.moves()) {
                move(g, m, true);
            }
            g.writeEndArray();
            g.writeFieldName("clock");
            clock(g, v);
            g.writeFieldName("irregularity");
            irregularity(g, v.irregularity());
            outcome(g, v);
        });
    }

    /** {@code state/game}: who plays what, where the game stands, and how it ended. */
    public static String game(BoardView v) {
        return json(g -> {
            header(g, v);
            g.writeStringField("phase", v.phase().wireName());
            g.writeStringField("mode", v.mode() == null ? null : v.mode().wireName());
            g.writeStringField("timeControl", v.timeControl());
            g.writeFieldName("metadata");
            metadata(g, v.metadata());
            g.writeFieldName("irregularity");
            irregularity(g, v.irregularity());
            outcome(g, v);
        });
    }

    /** {@code state/position}: the position and the move that led to it. */
    public static String position(BoardView v) {
        return json(g -> {
            header(g, v);
            g.writeStringField("fen", v.fen());
            g.writeNumberField("ply", v.ply());
            g.writeFieldName("lastMove");
            PlayedMove last = v.lastMove();
            if (last == null) {
                g.writeNull();
            } else {
                move(g, last, false);
            }
        });
    }

    /** {@code state/clock}: both times and the running side, as of {@code mono}. */
    public static String clock(BoardView v) {
        return json(g -> {
            header(g, v);
            nullableLong(g, "whiteMs", v.whiteMs());
            nullableLong(g, "blackMs", v.blackMs());
            g.writeStringField("running", v.running() == null ? null : v.running().wireName());
            g.writeStringField("state", v.clockStatus() == null ? null : v.clockStatus().wireName());
            nullableLong(g, "mono", v.clockMonoMs());
        });
    }

    private static void header(JsonGenerator g, BoardView v) throws IOException {
        g.writeNumberField("v", FORMAT_VERSION);
        g.writeStringField("boardId", v.boardId());
        g.writeStringField("gameId", v.gameId());
        g.writeNumberField("seq", v.lastSeq());
    }

    private static void outcome(JsonGenerator g, BoardView v) throws IOException {
        g.writeStringField("result", v.result() == null ? null : v.result().pgn());
        g.writeStringField("termination", v.termination() == null ? null : v.termination().wireName());
        g.writeStringField("decidedBy", v.decidedBy() == null ? null : v.decidedBy().wireName());
    }

    /** As in the new-game event: the known fields only (docs/events.md). */
    private static void metadata(JsonGenerator g, GameMetadata m) throws IOException {
        g.writeStartObject();
        stringIfKnown(g, "event", m.event());
        stringIfKnown(g, "site", m.site());
        stringIfKnown(g, "date", m.date());
        stringIfKnown(g, "round", m.round());
        if (m.board() != null) {
            g.writeNumberField("board", m.board());
        }
        stringIfKnown(g, "white", m.white());
        stringIfKnown(g, "black", m.black());
        stringIfKnown(g, "whiteFideId", m.whiteFideId());
        stringIfKnown(g, "blackFideId", m.blackFideId());
        if (m.whiteElo() != null) {
            g.writeNumberField("whiteElo", m.whiteElo());
        }
        if (m.blackElo() != null) {
            g.writeNumberField("blackElo", m.blackElo());
        }
        g.writeEndObject();
    }

    private static void move(JsonGenerator g, PlayedMove m, boolean withFen) throws IOException {
        g.writeStartObject();
        g.writeNumberField("ply", m.ply());
        g.writeStringField("san", m.san());
        g.writeStringField("uci", m.uci());
        if (withFen) {
            g.writeStringField("fen", m.fenAfter());
        }
        nullableLong(g, "whiteMs", m.whiteMs());
        nullableLong(g, "blackMs", m.blackMs());
        g.writeEndObject();
    }

    private static void clock(JsonGenerator g, BoardView v) throws IOException {
        if (v.clockStatus() == null) {
            g.writeNull();
            return;
        }
        g.writeStartObject();
        nullableLong(g, "whiteMs", v.whiteMs());
        nullableLong(g, "blackMs", v.blackMs());
        g.writeStringField("running", v.running() == null ? null : v.running().wireName());
        g.writeStringField("state", v.clockStatus().wireName());
        nullableLong(g, "mono", v.clockMonoMs());
        g.writeEndObject();
    }

    private static void irregularity(JsonGenerator g, OpenIrregularity i) throws IOException {
        if (i == null) {
            g.writeNull();
            return;
        }
        g.writeStartObject();
        g.writeStringField("kind", i.kind().wireName());
        g.writeStringField("article", i.article());
        g.writeStringField("detail", i.detail());
        g.writeStringField("side", i.side());
        g.writeNumberField("atPly", i.atPly());
        g.writeNumberField("seq", i.seq());
        g.writeEndObject();
    }

    private static void stringIfKnown(JsonGenerator g, String field, String value) throws IOException {
        if (value != null) {
            g.writeStringField(field, value);
        }
    }

    private static void nullableLong(JsonGenerator g, String field, Long value) throws IOException {
        if (value == null) {
            g.writeNullField(field);
        } else {
            g.writeNumberField(field, value);
        }
    }

    /** The fields of one object. */
    @FunctionalInterface
    private interface Fields {
        void write(JsonGenerator g) throws IOException;
    }

    private static String json(Fields fields) {
        JsonText out = new JsonText();
        try (JsonGenerator g = FACTORY.createGenerator(out)) {
            g.writeStartObject();
            fields.write(g);
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write state view JSON", e);
        }
        return out.toString();
    }
}
