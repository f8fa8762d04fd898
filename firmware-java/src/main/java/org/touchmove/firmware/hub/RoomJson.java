package org.touchmove.firmware.hub;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.touchmove.firmware.rules.Termination;
import org.touchmove.firmware.view.BoardView;
import org.touchmove.firmware.view.ClockStatus;
import org.touchmove.firmware.view.PlayedMove;

/**
 * The JSON the room page reads (docs/hub.md, "/room.json" and the SSE {@code board} messages): one object per board
 * with players, position, clocks, last move, connection and alerts.
 */
final class RoomJson {

    private static final ObjectMapper JSON = new ObjectMapper();

    private RoomJson() {
    }

    static String room(List<Room.BoardSnapshot> boards, Instant now) {
        return room(boards, now, null);
    }

    /** @param broker the hub's broker link, written in every board as {@code broker}; null: left out */
    static String room(List<Room.BoardSnapshot> boards, Instant now, BrokerLink.Snapshot broker) {
        ArrayNode a = JSON.createArrayNode();
        for (Room.BoardSnapshot b : boards) {
            a.add(node(b, now, broker));
        }
        return a.toString();
    }

    static String board(Room.BoardSnapshot b, Instant now) {
        return board(b, now, null);
    }

    static String board(Room.BoardSnapshot b, Instant now, BrokerLink.Snapshot broker) {
        return node(b, now, broker).toString();
    }

    private static ObjectNode node(Room.BoardSnapshot b, Instant now, BrokerLink.Snapshot broker) {
        BoardView v = b.view();
        ObjectNode n = JSON.createObjectNode();
        n.put("boardId", v.boardId());
        n.put("gameId", v.gameId());
        n.put("seq", v.lastSeq());
        if (v.metadata().board() != null) {
            n.put("board", v.metadata().board());
        }
        n.put("round", v.metadata().round());
        n.put("white", v.metadata().white());
        n.put("black", v.metadata().black());
        n.put("timeControl", v.timeControl());
        n.put("fen", v.fen());
        n.put("phase", v.phase().wireName());
        n.put("result", v.result() == null ? null : v.result().pgn());
        n.put("termination", v.termination() == null ? null : v.termination().wireName());
        PlayedMove last = v.lastMove();
        n.put("lastMove", last == null ? null : last.san());
        n.put("lastUci", last == null ? null : last.uci());
        ArrayNode moves = n.putArray("moves");
        for (PlayedMove m : v.moves()) {
            moves.add(m.san());
        }
        if (v.whiteMs() != null) {
            n.put("whiteMs", v.whiteMs());
            n.put("blackMs", v.blackMs());
        }
        n.put("running", v.running() == null ? null : v.running().wireName());
        // Age of the reading on the hub: the page counts the running side down from it.
        n.put("clockAgeMs", b.clockReceivedAt() == null ? 0 : Math.max(0,
                Duration.between(b.clockReceivedAt(), now).toMillis()));
        BoardStatus s = b.status();
        n.put("online", s.online());
        n.put("offlineReason", s.reason());
        n.put("lastSeen", s.lastSeen() == null ? null : s.lastSeen().toString());
        n.put("link", s.link());
        if (broker != null) {
            // The hub's own link: while lost, nothing above is being updated (docs/hub.md, "The broker link").
            n.put("broker", broker.state().wireName());
        }
        ArrayNode alerts = n.putArray("alerts");
        List<Alert> all = new java.util.ArrayList<>(Alert.of(v, s));
        all.addAll(b.notices());
        for (Alert al : all) {
            ObjectNode o = alerts.addObject();
            o.put("kind", al.kind());
            o.put("text", al.text());
        }
        return n;
    }

    /** What needs the arbiter now, most urgent first. */
    record Alert(String kind, String text) {

        static List<Alert> of(BoardView v, BoardStatus s) {
            java.util.ArrayList<Alert> out = new java.util.ArrayList<>();
            if (s.lost()) {
                // On a link the board may be fine and the room's server or its network not: say where to look.
                out.add(new Alert("board-lost", s.link() == null ? "board lost (connection died)"
                        : "board lost (the connection of link " + s.link() + " died)"));
            }
            if (v.clockStatus() == ClockStatus.FLAGGED || v.termination() == Termination.TIME_FORFEIT
                    || v.termination() == Termination.TIME_FORFEIT_DRAW) {
                out.add(new Alert("flag", "flag fell (Art. 6.9)"));
            }
            if (v.irregularity() != null) {
                String art = v.irregularity().article() == null ? "" : " (Art. " + v.irregularity().article() + ")";
                String kind = v.irregularity().kind().wireName();
                out.add(new Alert(kind, kind + art + ": "
                        + v.irregularity().detail()));
            }
            return out;
        }
    }
}
