package org.touchmove.firmware.hub;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.touchmove.firmware.view.BoardView;
import org.touchmove.firmware.view.ClockStatus;
import org.touchmove.firmware.view.Phase;
import org.touchmove.firmware.view.PlayedMove;

/**
 * The JSON the desk page reads (docs/hub.md, "The arbiter's desk"): {@code /arbiter/desk.json} (every board as a
 * tile, what needs the arbiter first, and the alerts newest first) and {@code /arbiter/desk/board.json} (one board
 * opened: occupancy beside position, moves with clock times, the evidence, the fitting actions, the replies).
 */
final class DeskJson {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** Alerts sent to the page: the newest; the hub keeps more ({@link DeskAlerts#KEPT}). */
    static final int ALERTS_SHOWN = 200;

    private DeskJson() {
    }

    static String unchanged(String version) {
        ObjectNode o = JSON.createObjectNode();
        o.put("v", version);
        o.put("unchanged", true);
        return o.toString();
    }

    static String desk(Desk.View d) {
        Map<String, Integer> pending = new HashMap<>();
        for (DeskAlert a : d.alerts()) {
            if (a.pending()) {
                pending.merge(a.boardId(), 1, Integer::sum);
            }
        }
        List<Room.BoardSnapshot> boards = new ArrayList<>(d.boards());
        boards.sort(Comparator.comparingInt((Room.BoardSnapshot b) -> rank(b, pending.getOrDefault(
                b.view().boardId(), 0))).thenComparing(Room.BOARD_ORDER));
        ObjectNode o = JSON.createObjectNode();
        o.put("v", d.version());
        o.put("now", d.now().toString());
        ArrayNode tiles = o.putArray("boards");
        for (Room.BoardSnapshot b : boards) {
            ObjectNode t = tile(b, d.now());
            int n = pending.getOrDefault(b.view().boardId(), 0);
            t.put("pendingAlerts", n);
            t.put("rank", rank(b, n));
            tiles.add(t);
        }
        ArrayNode alerts = o.putArray("alerts");
        int shown = 0;
        for (DeskAlert a : d.alerts()) {
            if (shown++ >= ALERTS_SHOWN) {
                break;
            }
            alerts.add(alert(a));
        }
        o.put("pendingAlerts", pending.values().stream().mapToInt(Integer::intValue).sum());
        return o.toString();
    }

    /**
     * What needs the arbiter first: 0 an alert nobody acknowledged, 1 an open question (an irregularity, a flag the
     * board could not decide), 2 offline, 3 a game on, 4 no game or finished.
     */
    static int rank(Room.BoardSnapshot b, int pendingAlerts) {
        BoardView v = b.view();
        if (pendingAlerts > 0) {
            return 0;
        }
        if (question(v) != null) {
            return 1;
        }
        if (!b.status().online()) {
            return 2;
        }
        return v.hasGame() && v.phase() != Phase.FINISHED ? 3 : 4;
    }

    /** The board's open question, in the arbiter's words, or null. */
    static String question(BoardView v) {
        if (v.irregularity() != null) {
            return v.irregularity().kind().wireName() + (v.irregularity().article() == null ? ""
                    : " (Art. " + v.irregularity().article() + ")") + ": " + v.irregularity().detail();
        }
        if (v.result() == null && v.clockStatus() == ClockStatus.FLAGGED) {
            return "flag fell; can the opponent still mate? Win or draw (Art. 6.9)";
        }
        return null;
    }

    private static ObjectNode tile(Room.BoardSnapshot b, Instant now) {
        BoardView v = b.view();
        ObjectNode n = JSON.createObjectNode();
        n.put("boardId", v.boardId());
        if (v.metadata().board() != null) {
            n.put("board", v.metadata().board());
        }
        n.put("white", v.metadata().white());
        n.put("black", v.metadata().black());
        n.put("fen", v.fen());
        n.put("ply", v.ply());
        n.put("phase", v.phase().wireName());
        n.put("result", v.result() == null ? null : v.result().pgn());
        PlayedMove last = v.lastMove();
        n.put("lastMove", last == null ? null : (last.ply() + 1) / 2 + (last.ply() % 2 == 1 ? ". " : "... ")
                + last.san());
        n.put("lastUci", last == null ? null : last.uci());
        if (v.whiteMs() != null) {
            n.put("whiteMs", v.whiteMs());
            n.put("blackMs", v.blackMs());
        }
        n.put("running", v.running() == null ? null : v.running().wireName());
        n.put("clockAgeMs", b.clockReceivedAt() == null ? 0 : Math.max(0,
                Duration.between(b.clockReceivedAt(), now).toMillis()));
        n.put("online", b.status().online());
        n.put("offlineReason", b.status().reason());
        n.put("lastSeen", b.status().lastSeen() == null ? null : b.status().lastSeen().toString());
        n.put("question", question(v));
        return n;
    }

    static ObjectNode alert(DeskAlert a) {
        ObjectNode o = JSON.createObjectNode();
        o.put("id", a.id());
        o.put("key", a.key());
        o.put("boardId", a.boardId());
        if (a.board() != null) {
            o.put("board", a.board());
        }
        o.put("kind", a.kind());
        o.put("article", a.article());
        o.put("text", a.text());
        o.put("raisedAt", a.raisedAt().toString());
        o.put("resolvedAt", a.resolvedAt() == null ? null : a.resolvedAt().toString());
        o.put("ackedBy", a.ackedBy());
        o.put("ackedAt", a.ackedAt() == null ? null : a.ackedAt().toString());
        return o;
    }

    /** One board opened, with the actions that fit it for {@code arbiter} and the replies to the desk's commands. */
    static String board(Room.BoardSnapshot b, DeskTap.Heard heard, List<Desk.Sent> sent,
            List<Room.CommandReplyView> replies, String arbiter, Instant now) {
        BoardView v = b.view();
        ObjectNode n = tile(b, now);
        n.put("gameId", v.gameId());
        n.put("timeControl", v.timeControl());
        n.put("termination", v.termination() == null ? null : v.termination().wireName());
        ArrayNode moves = n.putArray("moves");
        for (PlayedMove m : v.moves()) {
            ObjectNode o = moves.addObject();
            o.put("ply", m.ply());
            o.put("san", m.san());
            o.put("uci", m.uci());
            Long mover = m.ply() % 2 == 1 ? m.whiteMs() : m.blackMs();
            if (mover != null) {
                o.put("clockMs", mover);
            }
        }
        DeskEvidence ev = DeskEvidence.of(v.irregularity());
        if (v.irregularity() != null) {
            ObjectNode i = n.putObject("irregularity");
            i.put("kind", v.irregularity().kind().wireName());
            i.put("article", v.irregularity().article());
            i.put("detail", v.irregularity().detail());
            i.put("side", v.irregularity().side());
            i.put("atPly", v.irregularity().atPly());
            ev.missing().forEach(i.putArray("missing")::add);
            ev.extra().forEach(i.putArray("extra")::add);
            ev.candidates().forEach(i.putArray("candidates")::add);
        }
        n.put("occupancy", ev.occupancy(v.fen()));
        n.put("newGame", DeskActions.newGameFits(v, b.status().online()));
        n.put("chess960", v.chess960());
        ArrayNode actions = n.putArray("actions");
        for (DeskAction a : DeskActions.fitting(v, b.status().online(), heard, arbiter)) {
            ObjectNode o = actions.addObject();
            o.put("name", a.name());
            o.put("label", a.label());
            o.put("article", a.article());
        }
        ArrayNode rs = n.putArray("replies");
        for (Desk.Sent s : sent) {
            ObjectNode o = rs.addObject();
            o.put("id", s.id());
            o.put("command", s.type());
            o.put("action", s.label());
            o.put("by", s.by());
            o.put("at", s.at().toString());
            Room.CommandReplyView r = replies.stream().filter(x -> s.id().equals(x.id())).findFirst().orElse(null);
            o.put("status", r == null ? "sent" : r.status());
            o.put("reason", r == null ? null : r.reason());
        }
        return n.toString();
    }
}
