package org.touchmove.firmware.hub;

import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.view.BoardView;
import org.touchmove.firmware.view.GamePgn;

/**
 * The round as one multi-game PGN file in board order, games in progress included (the file a lichess broadcast
 * polls or is pushed). Each game is the board's own record ({@code GamePgn}): Seven Tag Roster, Round "r.b",
 * GameId, FIDE ids, TimeControl and {@code [%clk]} on every move.
 */
final class RoundPgn {

    private static final Logger log = LoggerFactory.getLogger(RoundPgn.class);

    private RoundPgn() {
    }

    static String render(List<BoardView> views) {
        StringBuilder out = new StringBuilder();
        for (BoardView v : views) {
            if (!v.hasGame()) {
                continue;
            }
            String game;
            try {
                game = GamePgn.render(v);
            } catch (IllegalArgumentException e) {
                // A view with a gap not yet repaired: left out until the board republishes, never a broken game.
                log.warn("board {}: game {} left out of the round PGN: {}", v.boardId(), v.gameId(), e.getMessage());
                continue;
            }
            if (!out.isEmpty()) {
                out.append('\n');
            }
            out.append(game.strip()).append('\n');
        }
        return out.toString();
    }
}
