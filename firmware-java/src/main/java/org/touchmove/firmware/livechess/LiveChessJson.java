package org.touchmove.firmware.livechess;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.List;
import org.touchmove.firmware.view.BoardView;

/** The JSON Touchmove sends (docs/livechess.md): call responses, errors, board entries and feed messages. */
final class LiveChessJson {

    static final ObjectMapper MAPPER = new ObjectMapper();
    private static final JsonNodeFactory F = JsonNodeFactory.instance;
    /** The placement of an empty board: what a board shows before its first game. */
    static final String EMPTY_BOARD = "8/8/8/8/8/8/8/8";

    private LiveChessJson() {
    }

    /** {@code {"response":"call","id":ID,"param":PARAM,"time":MS}}. */
    static String call(JsonNode id, JsonNode param, Instant now) {
        ObjectNode o = F.objectNode();
        o.put("response", "call");
        o.set("id", id);
        o.set("param", param == null ? F.nullNode() : param);
        o.put("time", now.toEpochMilli());
        return o.toString();
    }

    /** {@code {"response":"error","id":ID,"param":{"message":TEXT},"time":MS}}; id null when the call had none. */
    static String error(JsonNode id, String message, Instant now) {
        ObjectNode o = F.objectNode();
        o.put("response", "error");
        o.set("id", id == null ? F.nullNode() : id);
        o.putObject("param").put("message", message);
        o.put("time", now.toEpochMilli());
        return o.toString();
    }

    /** The {@code eboards} reply's list. */
    static ArrayNode boards(List<LiveBoard> boards) {
        ArrayNode a = F.arrayNode();
        for (LiveBoard b : boards) {
            ObjectNode o = a.addObject();
            o.put("serialnr", b.serialnr());
            o.put("source", "touchmove");
            o.put("state", b.state().name());
            o.putNull("battery");
            o.putNull("comment");
            o.put("board", placement(b.view()));
            o.put("flipped", false);
            o.set("clock", clock(b));
        }
        return a;
    }

    /** A feed message's {@code param}: what the client is shown of the board. */
    static ObjectNode feedParam(LiveBoard b, Feed.Line line) {
        ObjectNode p = F.objectNode();
        p.put("serialnr", b.serialnr());
        p.put("flipped", false);
        p.put("board", placement(b.view()));
        p.set("clock", clock(b));
        ArrayNode san = p.putArray("san");
        line.san().forEach(san::add);
        p.put("match", line.match());
        return p;
    }

    /** {@code {"response":"feed","id":FEED,"param":{...},"time":MS}}. */
    static String feed(long feedId, JsonNode param, Instant now) {
        ObjectNode o = F.objectNode();
        o.put("response", "feed");
        o.put("id", feedId);
        o.set("param", param);
        o.put("time", now.toEpochMilli());
        return o.toString();
    }

    /** The piece placement (FEN's first field) of the board's tracked position. */
    static String placement(BoardView v) {
        return v.fen() == null ? EMPTY_BOARD : v.fen().substring(0, v.fen().indexOf(' '));
    }

    /** Whole seconds left (rounded down: never more than remains), whether a clock runs, when it was read. */
    static JsonNode clock(LiveBoard b) {
        BoardView v = b.view();
        if (v.whiteMs() == null || v.blackMs() == null) {
            return F.nullNode();
        }
        ObjectNode c = F.objectNode();
        c.put("white", v.whiteMs() / 1000);
        c.put("black", v.blackMs() / 1000);
        c.put("run", v.running() != null);
        if (b.clockAt() != null) {
            c.put("time", b.clockAt().toEpochMilli());
        } else {
            c.putNull("time");
        }
        return c;
    }
}
