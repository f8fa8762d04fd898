package org.touchmove.firmware.hub;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.view.BoardView;
import org.touchmove.firmware.view.GamePgn;

/**
 * The round as one multi-game PGN file in board order, games in progress included (the file a lichess broadcast
 * polls or is pushed). Each game is the board's own record ({@code GamePgn}): Seven Tag Roster, Round "r.b",
 * GameId, FIDE ids, TimeControl and {@code [%clk]} on every move. Each board's text is kept until its view
 * changes, so a poll renders only the boards that moved since the last one.
 */
final class RoundPgn {

    private static final Logger log = LoggerFactory.getLogger(RoundPgn.class);

    private record Rendered(BoardView view, String text) {
    }

    private final Map<String, Rendered> cache = new ConcurrentHashMap<>();

    String render(List<BoardView> views) {
        StringBuilder out = new StringBuilder();
        for (BoardView v : views) {
            if (!v.hasGame()) {
                continue;
            }
            String game = game(v);
            if (game == null) {
                continue;
            }
            if (!out.isEmpty()) {
                out.append('\n');
            }
            out.append(game);
        }
        return out.toString();
    }

    private String game(BoardView v) {
        Rendered r = cache.get(v.boardId());
        // Views are immutable records: the same instance (or an equal one) renders the same text.
        if (r != null && (r.view() == v || r.view().equals(v))) {
            return r.text();
        }
        String text;
        try {
            text = GamePgn.render(v).strip() + "\n";
        } catch (IllegalArgumentException e) {
            // A view with a gap not yet repaired: left out until the board republishes, never a broken game.
            log.warn("board {}: game {} left out of the round PGN: {}", v.boardId(), v.gameId(), e.getMessage());
            return null;
        }
        cache.put(v.boardId(), new Rendered(v, text));
        return text;
    }
}
