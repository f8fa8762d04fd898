package org.touchmove.firmware.livechess;

import java.util.ArrayList;
import java.util.List;
import org.touchmove.firmware.view.BoardView;
import org.touchmove.firmware.view.PlayedMove;

/**
 * One client's subscription to the {@code eboardevent} feed of one board, and where its SAN list starts: the
 * start of the board's game until the client's {@code setup} names a position, then that position wherever the
 * board's game stands in it (a new game on the board is a new set-up and starts the list again).
 */
final class Feed {

    private final long id;
    private final String serialnr;
    /** The client's set-up position; null: the start of the board's game. */
    private SetupKey setup;
    /** The game the set-up belongs to; a new game on the board drops it. */
    private String setupGameId;

    Feed(long id, String serialnr) {
        this.id = id;
        this.serialnr = serialnr;
    }

    long id() {
        return id;
    }

    String serialnr() {
        return serialnr;
    }

    synchronized void setup(SetupKey key, String gameId) {
        setup = key;
        setupGameId = gameId;
    }

    /** What the feed shows of the board now: the moves since the set-up, or a mismatch (no moves). */
    synchronized Line line(BoardView view) {
        List<PlayedMove> moves = view.moves();
        if (setup == null || setupGameId == null || !setupGameId.equals(view.gameId())) {
            setup = null;
            return new Line(sans(moves, 0), true);
        }
        // the latest position of the game that is the set-up (a repeated position: its last occurrence)
        for (int ply = moves.size(); ply >= 0; ply--) {
            String fen = ply == 0 ? view.startFen() : moves.get(ply - 1).fenAfter();
            if (fen != null && SetupKey.of(fen).equals(setup)) {
                return new Line(sans(moves, ply), true);
            }
        }
        return new Line(List.of(), false);
    }

    private static List<String> sans(List<PlayedMove> moves, int from) {
        List<String> out = new ArrayList<>(moves.size() - from);
        for (int i = from; i < moves.size(); i++) {
            out.add(moves.get(i).san());
        }
        return out;
    }

    /**
     * @param san   the SAN moves since the set-up, in order
     * @param match the board's game stands in (or has passed through) the set-up position
     */
    record Line(List<String> san, boolean match) {
    }
}
