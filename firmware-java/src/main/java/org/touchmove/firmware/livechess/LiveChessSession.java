package org.touchmove.firmware.livechess;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.touchmove.firmware.rules.Position;

/**
 * One client's conversation (docs/livechess.md), transport-free: each text message in is a call, answered through
 * {@link Out}; the client's feeds are marked due when their board changes, and rendered from the board's state
 * when the transport can send (so a slow client gets the latest state, not a backlog).
 */
final class LiveChessSession {

    /** Feeds one client may hold at once. */
    static final int MAX_FEEDS = 16;

    /** Where the session's messages go. */
    interface Out {
        /** A call's response or error, in order. */
        void response(String text);

        /** The feed has something new; the transport asks {@link #feedMessage} when it can send. */
        void feedDue(long feedId);
    }

    private final LiveBoards boards;
    private final Clock wall;
    private final Out out;
    private final Map<Long, Feed> feeds = new LinkedHashMap<>();

    LiveChessSession(LiveBoards boards, Clock wall, Out out) {
        this.boards = boards;
        this.wall = wall;
        this.out = out;
    }

    /** One text message from the client. */
    synchronized void handle(String text) {
        JsonNode call;
        try {
            call = LiveChessJson.MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            out.response(LiveChessJson.error(null, "not JSON: " + e.getOriginalMessage(), wall.instant()));
            return;
        }
        if (call == null || !call.isObject()) {
            out.response(LiveChessJson.error(null, "a call is a JSON object", wall.instant()));
            return;
        }
        JsonNode id = call.get("id");
        if (id != null && !id.isValueNode()) {
            id = null;
        }
        JsonNode name = call.path("call");
        if (!name.isTextual()) {
            out.response(LiveChessJson.error(id, "a call needs \"call\": a name such as \"eboards\"", wall.instant()));
            return;
        }
        JsonNode param = call.path("param");
        switch (name.asText()) {
            case "eboards" -> out.response(LiveChessJson.call(id, LiveChessJson.boards(boards.boards()), wall.instant()));
            case "subscribe" -> subscribe(id, param);
            case "unsubscribe" -> unsubscribe(id, param);
            case "call" -> feedCall(id, param);
            default -> out.response(LiveChessJson.error(id, "unknown call '" + cut(name.asText()) + "'", wall.instant()));
        }
    }

    private void subscribe(JsonNode id, JsonNode param) {
        String feed = param.path("feed").asText("");
        if (!"eboardevent".equals(feed)) {
            fail(id, "unknown feed '" + cut(feed) + "': Touchmove serves \"eboardevent\"");
            return;
        }
        JsonNode feedId = param.path("id");
        String serialnr = param.path("param").path("serialnr").asText(null);
        if (!feedId.isIntegralNumber() || !feedId.canConvertToLong()) {
            fail(id, "subscribe needs param.id, the feed's number");
            return;
        }
        if (serialnr == null) {
            fail(id, "subscribe needs param.param.serialnr, a board of the eboards list");
            return;
        }
        if (boards.board(serialnr).isEmpty()) {
            fail(id, "no e-board with serialnr '" + cut(serialnr) + "'");
            return;
        }
        long fid = feedId.asLong();
        if (!feeds.containsKey(fid) && feeds.size() >= MAX_FEEDS) {
            fail(id, "at most " + MAX_FEEDS + " feeds per connection");
            return;
        }
        Feed replaced = feeds.put(fid, new Feed(fid, serialnr));
        if (replaced != null) {
            replaced.close();
        }
        out.response(LiveChessJson.call(id, null, wall.instant()));
        out.feedDue(fid);
    }

    private void unsubscribe(JsonNode id, JsonNode param) {
        JsonNode feedId = param.path("id");
        Feed removed = feedId.canConvertToLong() ? feeds.remove(feedId.asLong()) : null;
        if (removed == null) {
            fail(id, "no feed " + cut(feedId.toString()) + " on this connection");
            return;
        }
        removed.close();
        out.response(LiveChessJson.call(id, null, wall.instant()));
    }

    private void feedCall(JsonNode id, JsonNode param) {
        JsonNode feedId = param.path("id");
        Feed feed = feedId.canConvertToLong() ? feeds.get(feedId.asLong()) : null;
        if (feed == null) {
            fail(id, "no feed " + cut(feedId.toString()) + " on this connection: subscribe first");
            return;
        }
        String method = param.path("method").asText("");
        switch (method) {
            case "setup" -> setup(id, feed, param.path("param").path("fen"));
            case "flip" -> fail(id, "flip: a Touchmove board knows its orientation (its geometry settings), "
                    + "the feed is always White at the bottom");
            default -> fail(id, "unknown method '" + cut(method) + "': Touchmove's feeds take \"setup\"");
        }
    }

    private void setup(JsonNode id, Feed feed, JsonNode fen) {
        if (!fen.isTextual() || fen.asText().length() > 128) {
            fail(id, "setup needs param.param.fen, a FEN of at most 128 characters");
            return;
        }
        Position position;
        try {
            position = Position.fromFen(fen.asText());
        } catch (IllegalArgumentException e) {
            fail(id, "setup: not a legal position: " + e.getMessage());
            return;
        }
        Optional<LiveBoard> board = boards.board(feed.serialnr());
        feed.setup(SetupKey.of(position), board.map(b -> b.view().gameId()).orElse(null),
                boards.setup(feed.serialnr(), position));
        out.response(LiveChessJson.call(id, null, wall.instant()));
        out.feedDue(feed.id());
    }

    private void fail(JsonNode id, String message) {
        out.response(LiveChessJson.error(id, message, wall.instant()));
    }

    /** The client is gone: its feeds end, and the set-ups the board held for them are withdrawn. */
    synchronized void close() {
        feeds.values().forEach(Feed::close);
        feeds.clear();
    }

    /** The board changed: its feeds are due. */
    synchronized void boardChanged(String serialnr) {
        for (Feed f : feeds.values()) {
            if (f.serialnr().equals(serialnr)) {
                out.feedDue(f.id());
            }
        }
    }

    /**
     * The feed's message as of now; null when the feed or its board is gone, or when it would show exactly what the
     * feed's last message showed (an event that changes nothing a client sees, such as the result after the mating
     * move, sends nothing).
     */
    synchronized String feedMessage(long feedId) {
        Feed feed = feeds.get(feedId);
        if (feed == null) {
            return null;
        }
        return boards.board(feed.serialnr()).map(b -> LiveChessJson.feedParam(b, feed.line(b.view())))
                .filter(feed::changed).map(p -> LiveChessJson.feed(feedId, p, wall.instant())).orElse(null);
    }

    /** A client's text quoted in an error: at most 40 characters of it. */
    private static String cut(String text) {
        return text.length() <= 40 ? text : text.substring(0, 40) + "...";
    }
}
