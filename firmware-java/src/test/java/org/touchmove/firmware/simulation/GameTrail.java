package org.touchmove.firmware.simulation;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The move lists one consumer of a board's events holds, per game id (docs/events.md: every event names its game),
 * and every event it got, in arrival order: what the latency bench compares between the controller, the journal and
 * the MQTT subscriber, so a game that is not rebuilt exactly says on which side of the path it went wrong.
 * Safe for one writer thread and readers on others (all methods synchronized).
 */
final class GameTrail {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** Events kept for showing the surroundings of a difference. */
    private static final int KEPT = 4000;

    private final String name;
    private final Map<String, List<String>> moves = new LinkedHashMap<>();
    private final List<String> recent = new ArrayList<>();
    private final List<String> defects = new ArrayList<>();
    /** Games whose plies already went out of turn: the first such defect is reported, not every later move. */
    private final java.util.Set<String> outOfTurn = new java.util.HashSet<>();
    private long lastSeq;

    GameTrail(String name) {
        this.name = name;
    }

    /** One event as its JSON line ({@code seq} in arrival order, checked: a gap or a step back is a defect). */
    synchronized void accept(String json) {
        JsonNode e;
        try {
            e = JSON.readTree(json);
        } catch (java.io.IOException x) {
            defects.add(name + ": unreadable event " + json);
            return;
        }
        long seq = e.path("seq").asLong();
        if (lastSeq != 0 && seq != lastSeq + 1) {
            defects.add(name + ": seq " + seq + " after " + lastSeq);
        }
        lastSeq = Math.max(lastSeq, seq);
        recent.add(json);
        if (recent.size() > KEPT) {
            recent.subList(0, recent.size() - KEPT).clear();
        }
        if ("move".equals(e.path("type").asText())) {
            String gameId = e.path("gameId").asText(null);
            int ply = e.path("ply").asInt();
            List<String> list = moves.computeIfAbsent(gameId, g -> new ArrayList<>());
            if (ply != list.size() + 1 && outOfTurn.add(gameId)) {
                defects.add(name + ": game " + gameId + " move of ply " + ply + " after " + list.size() + " plies (seq "
                        + seq + ")");
            }
            list.add(e.path("uci").asText());
        }
    }

    synchronized List<String> moves(String gameId) {
        return List.copyOf(moves.getOrDefault(gameId, List.of()));
    }

    synchronized long lastSeq() {
        return lastSeq;
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
        for (String json : recent) {
            if (!json.contains("\"gameId\":\"" + gameId + "\"")) {
                continue;
            }
            int at = json.indexOf("\"ply\":");
            if (json.contains("\"type\":\"move\"") && at >= 0 && out.isEmpty()) {
                int p = Integer.parseInt(json.substring(at + 6).split("[,}]")[0]);
                if (p < ply - before) {
                    continue;
                }
            }
            if (out.isEmpty() && !json.contains("\"type\":\"move\"")) {
                continue;
            }
            out.add(json);
            if (out.size() == 30) {
                break;
            }
        }
        return out;
    }
}
