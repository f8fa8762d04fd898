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
 * The one seq checker of the benches, drills and tests: what a consumer of boards' {@code events} received, judged
 * against docs/events.md (a board's seq rises by one and is never reused, so (boardId, seq) names one event, also
 * between games where gameId is null). Each arrival is judged once ({@link Arrival}): a second copy is a duplicate
 * and dropped, a seq below one already received from its board is late (out of order). Every game's moves are rebuilt
 * by ply. Afterwards {@link #lost} counts the seqs never received and {@link #moves} gives each game's move list to
 * compare with what was played. Used by the tournament bench's checker, the latency bench's {@link GameTrail} and the
 * fault drill's gap-filling consumer. Not thread-safe: one feeder.
 */
public final class EventLedger {

    /** How one event arrived, against what its board sent before. */
    public enum Arrival {
        /** The seq after the highest received (the first event of a board when it is seq 1). */
        NEXT,
        /** A new seq more than one above the highest: the seqs between have not arrived (yet). */
        AFTER_GAP,
        /** A new seq below the highest: it comes out of order. */
        LATE,
        /** A seq received before: a second copy, dropped. */
        DUPLICATE
    }

    /** What arrived from one board. */
    private static final class BoardRecord {
        private final BitSet seqs = new BitSet();
        private long highest;
    }

    /** One game's moves by ply, and how many plies from 1 on are there without a hole. */
    private static final class GameRecord {
        private final TreeMap<Integer, String> plies = new TreeMap<>();
        private int contiguous;
    }

    private final Map<String, BoardRecord> boards = new HashMap<>();
    private final Map<String, GameRecord> games = new HashMap<>();
    private final List<String> conflicts = new ArrayList<>();
    private long duplicated;
    private long outOfOrder;

    /** Judges and records the arrival of {@code seq} from {@code boardId} (the seq alone, no move). */
    public Arrival arrive(String boardId, long seq) {
        BoardRecord board = boards.computeIfAbsent(boardId, b -> new BoardRecord());
        if (seq < 1 || seq > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("board " + boardId + ": seq " + seq + " is outside 1.."
                    + Integer.MAX_VALUE);
        }
        if (board.seqs.get((int) seq)) {
            duplicated++;
            return Arrival.DUPLICATE;
        }
        board.seqs.set((int) seq);
        long before = board.highest;
        board.highest = Math.max(before, seq);
        if (seq < before) {
            outOfOrder++;
            return Arrival.LATE;
        }
        return seq == before + 1 ? Arrival.NEXT : Arrival.AFTER_GAP;
    }

    /** Judges and records one event; a move that is not a duplicate joins its game at its ply. */
    public Arrival arrive(Event event) {
        Arrival arrival = arrive(event.boardId(), event.seq());
        if (arrival != Arrival.DUPLICATE && event.body() instanceof MoveEvent move) {
            GameRecord game = games.computeIfAbsent(event.gameId(), g -> new GameRecord());
            String earlier = game.plies.put(move.ply(), move.uci());
            if (earlier != null) {
                conflicts.add("game " + event.gameId() + " ply " + move.ply() + ": " + earlier + " then " + move.uci()
                        + " under another seq");
            }
            while (game.plies.containsKey(game.contiguous + 1)) {
                game.contiguous++;
            }
        }
        return arrival;
    }

    /** Takes one received event; returns false when it is a duplicate (already counted, so dropped). */
    public boolean accept(Event event) {
        return arrive(event) != Arrival.DUPLICATE;
    }

    /** The highest seq received from {@code boardId}; 0 before its first event. */
    public long highest(String boardId) {
        BoardRecord board = boards.get(boardId);
        return board == null ? 0 : board.highest;
    }

    /** The seqs 1..{@code lastSeq} of {@code boardId} never received. */
    public long lost(String boardId, long lastSeq) {
        BoardRecord board = boards.get(boardId);
        long received = board == null ? 0 : board.seqs.get(1, (int) lastSeq + 1).cardinality();
        return lastSeq - received;
    }

    /**
     * The game's moves in ply order (UCI), up to the first missing ply: a game with a hole is not rebuilt past it
     * (and so differs from what was played).
     */
    public List<String> moves(String gameId) {
        GameRecord game = games.get(gameId);
        return game == null ? List.of() : List.copyOf(game.plies.headMap(game.contiguous, true).values());
    }

    /** How many plies of the game arrived from ply 1 on without a hole. */
    public int plies(String gameId) {
        GameRecord game = games.get(gameId);
        return game == null ? 0 : game.contiguous;
    }

    /** Copies received again, over all boards. */
    public long duplicated() {
        return duplicated;
    }

    /** Events that came after a higher seq of their board, over all boards. */
    public long outOfOrder() {
        return outOfOrder;
    }

    /** One ply of one game received with two different moves (under different seqs): the boards disagree. */
    public List<String> conflicts() {
        return List.copyOf(conflicts);
    }
}
