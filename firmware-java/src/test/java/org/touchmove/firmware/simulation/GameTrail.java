package org.touchmove.firmware.simulation;

import java.util.ArrayList;
import java.util.List;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.EventJson;
import org.touchmove.firmware.event.MoveEvent;

/**
 * The move lists one consumer of a board's events holds, per game id (docs/events.md: every event names its game),
 * and every event it got, in arrival order: what the latency bench compares between the controller, the journal and
 * the MQTT subscriber, so a game that is not rebuilt exactly says on which side of the path it went wrong. The seqs
 * and the moves are the {@link EventLedger}'s; the trail adds the order defects in words and the events around a
 * difference. Safe for one writer thread and readers on others (all methods synchronized).
 */
final class GameTrail {

    /** Events kept for showing the surroundings of a difference. */
    private static final int KEPT = 4000;

    private final String name;
    private final EventLedger ledger = new EventLedger();
    /** The last {@link #KEPT} events, read, with their lines as they arrived. */
    private final List<Kept> recent = new ArrayList<>();
    private final List<String> defects = new ArrayList<>();
    /** Games whose plies already went out of turn: the first such defect is reported, not every later move. */
    private final java.util.Set<String> outOfTurn = new java.util.HashSet<>();
    private String boardId;

    GameTrail(String name) {
        this.name = name;
    }

    private record Kept(Event event, String json) {
    }

    /** One event as its JSON line ({@code seq} in arrival order, checked: a gap, a step back or a copy is a defect). */
    synchronized void accept(String json) {
        Event e;
        try {
            e = EventJson.read(json);
        } catch (IllegalArgumentException x) {
            defects.add(name + ": unreadable event (" + x.getMessage() + ") " + json);
            return;
        }
        boardId = e.boardId();
        long before = ledger.highest(e.boardId());
        int plies = ledger.plies(e.gameId());
        if (ledger.arrive(e) != EventLedger.Arrival.NEXT && before != 0) {
            defects.add(name + ": seq " + e.seq() + " after " + before);
        }
        if (e.body() instanceof MoveEvent move && move.ply() != plies + 1 && outOfTurn.add(e.gameId())) {
            defects.add(name + ": game " + e.gameId() + " move of ply " + move.ply() + " after " + plies
                    + " plies (seq " + e.seq() + ")");
        }
        recent.add(new Kept(e, json));
        if (recent.size() > KEPT) {
            recent.subList(0, recent.size() - KEPT).clear();
        }
    }

    synchronized List<String> moves(String gameId) {
        return ledger.moves(gameId);
    }

    synchronized long lastSeq() {
        return boardId == null ? 0 : ledger.highest(boardId);
    }

    /** Order defects seen so far (a seq gap or step back, a ply out of turn), then cleared. */
    synchronized List<String> takeDefects() {
        List<String> out = List.copyOf(defects);
        defects.clear();
        return out;
    }

    /** The events of game {@code gameId} from {@code before} moves before ply {@code ply} on, at most 30. */
    synchronized List<String> around(String gameId, int ply, int before) {
        List<String> out = new ArrayList<>();
        for (Kept k : recent) {
            if (!gameId.equals(k.event().gameId())) {
                continue;
            }
            if (out.isEmpty() && !(k.event().body() instanceof MoveEvent m && m.ply() >= ply - before)) {
                continue; // the surroundings start at a move at most `before` plies ahead of `ply`
            }
            out.add(k.json());
            if (out.size() == 30) {
                break;
            }
        }
        return out;
    }
}
