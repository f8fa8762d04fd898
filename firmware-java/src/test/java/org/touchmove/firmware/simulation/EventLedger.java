package org.touchmove.firmware.simulation;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.MoveEvent;

/**
 * What a consumer of many boards' {@code events} received, checked (scripts/bench-tournament): each event counted once
 * by (boardId, seq) (seq is per board and never reused, so this is also (gameId, seq), and holds between games where
 * gameId is null; a second copy is a duplicate, dropped), an event whose seq is below one already received from its
 * board is out of order, and every game's moves rebuilt by ply. Afterwards {@link #lost} names the seqs never received
 * and {@link #moves} gives each game's move list to compare with what was played. Not thread-safe: one feeder.
 */
final class EventLedger {

    /** What arrived from one board. */
    private static final class BoardRecord {
        private final BitSet seqs = new BitSet();
        private long highest;
        private long duplicated;
        private long outOfOrder;
    }

    private final Map<String, BoardRecord> boards = new HashMap<>();
    private final Map<String, TreeMap<Integer, String>> games = new HashMap<>();
    private final List<String> conflicts = new ArrayList<>();

    /** Takes one received event; returns false when it is a duplicate (already counted, so dropped). */
    boolean accept(Event event) {
        BoardRecord board = boards.computeIfAbsent(event.boardId(), b -> new BoardRecord());
        if (event.seq() < 1 || event.seq() > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("board " + event.boardId() + ": seq " + event.seq()
                    + " is outside 1.." + Integer.MAX_VALUE);
        }
        if (board.seqs.get((int) event.seq())) {
            board.duplicated++;
            return false;
        }
        if (event.seq() < board.highest) {
            board.outOfOrder++;
        }
        board.highest = Math.max(board.highest, event.seq());
        board.seqs.set((int) event.seq());
        if (event.body() instanceof MoveEvent move) {
            String earlier = games.computeIfAbsent(event.gameId(), g -> new TreeMap<>()).put(move.ply(), move.uci());
            if (earlier != null) {
                conflicts.add("game " + event.gameId() + " ply " + move.ply() + ": " + earlier + " then " + move.uci()
                        + " under another seq");
            }
        }
        return true;
    }

    /** The seqs 1..{@code lastSeq} of {@code boardId} never received. */
    long lost(String boardId, long lastSeq) {
        BoardRecord board = boards.get(boardId);
        long received = board == null ? 0 : board.seqs.get(1, (int) lastSeq + 1).cardinality();
        return lastSeq - received;
    }

    /**
     * The game's moves in ply order (UCI), up to the first missing ply: a game with a hole is not rebuilt past it
     * (and so differs from what was played).
     */
    List<String> moves(String gameId) {
        List<String> out = new ArrayList<>();
        TreeMap<Integer, String> plies = games.getOrDefault(gameId, new TreeMap<>());
        for (int ply = 1; plies.containsKey(ply); ply++) {
            out.add(plies.get(ply));
        }
        return out;
    }

    long duplicated() {
        return boards.values().stream().mapToLong(b -> b.duplicated).sum();
    }

    long outOfOrder() {
        return boards.values().stream().mapToLong(b -> b.outOfOrder).sum();
    }

    /** One ply of one game received with two different moves (under different seqs): the boards disagree. */
    List<String> conflicts() {
        return List.copyOf(conflicts);
    }
}
