package org.touchmove.firmware.livechess;

import com.fasterxml.jackson.databind.JsonNode;
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
    /** The {@code param} of the feed's last message; null: none yet, or a new set-up to be shown whatever it is. */
    private JsonNode lastShown;
    /** The set-up as the board holds it (its own endpoint may start a game from it); withdrawn with the feed. */
    private LiveBoards.Setup held = LiveBoards.Setup.NONE;

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

    /** The client's set-up: counted from in this game; {@code held} is what the board keeps of it until the next. */
    synchronized void setup(SetupKey key, String gameId, LiveBoards.Setup held) {
        this.held.close();
        setup = key;
        setupGameId = gameId;
        this.held = held;
        lastShown = null; // the client asked: it gets the state even if nothing changed
    }

    /** Whether {@code param} differs from what the feed last showed; if so, it is what the feed shows from now on. */
    synchronized boolean changed(JsonNode param) {
        if (param.equals(lastShown)) {
            return false;
        }
        lastShown = param;
        return true;
    }

    /** The feed ends (unsubscribed, replaced, the client gone): the board no longer waits for its set-up. */
    synchronized void close() {
        held.close();
        held = LiveBoards.Setup.NONE;
    }

    /** What the feed shows of the board now: the moves since the set-up, or a mismatch (no moves). */
    synchronized Line line(BoardView view) {
        List<PlayedMove> moves = view.moves();
        if (setup == null || setupGameId == null || !setupGameId.equals(view.gameId())) {
            setup = null;
            return new Line(sans(moves, 0), true);
        }
        int ply = setup.latestPly(view);
        return ply < 0 ? new Line(List.of(), false) : new Line(sans(moves, ply), true);
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
