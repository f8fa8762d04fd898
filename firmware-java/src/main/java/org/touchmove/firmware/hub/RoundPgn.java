package org.touchmove.firmware.hub;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.event.GameMetadata;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.Termination;
import org.touchmove.firmware.view.BoardView;
import org.touchmove.firmware.view.GamePgn;
import org.touchmove.firmware.view.PlayedMove;

/**
 * The round as one multi-game PGN file in board order, games in progress included (the file a lichess broadcast
 * polls or is pushed). Each game is the board's own record ({@code GamePgn}): Seven Tag Roster, Round "r.b",
 * GameId, FIDE ids, TimeControl and {@code [%clk]} on every move. Served from a cache that moves only when a game
 * changes: each board's text is kept until what its PGN is made of changes (a clock tick does not), and the whole
 * file until one of its games does, so a poll costs a comparison per board.
 */
final class RoundPgn {

    private static final Logger log = LoggerFactory.getLogger(RoundPgn.class);

    /** What a game's PGN is made of ({@code GamePgn}); the moves compare by identity first (views share them). */
    private record Key(String boardId, String gameId, String startFen, List<PlayedMove> moves, Result result,
                       Termination termination, GameMetadata metadata, String timeControl) {

        static Key of(BoardView v) {
            return new Key(v.boardId(), v.gameId(), v.startFen(), v.moves(), v.result(), v.termination(),
                    v.metadata(), v.timeControl());
        }
    }

    private record Rendered(Key key, String text) {
    }

    private final Map<String, Rendered> cache = new ConcurrentHashMap<>();
    private List<Key> roundKeys;
    private String roundText;

    synchronized String render(List<BoardView> views) {
        List<BoardView> games = new ArrayList<>(views.size());
        List<Key> keys = new ArrayList<>(views.size());
        for (BoardView v : views) {
            if (v.hasGame()) {
                games.add(v);
                keys.add(Key.of(v));
            }
        }
        if (keys.equals(roundKeys)) {
            return roundText;
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < games.size(); i++) {
            String game = game(keys.get(i), games.get(i));
            if (game == null) {
                continue;
            }
            if (!out.isEmpty()) {
                out.append('\n');
            }
            out.append(game);
        }
        roundKeys = keys;
        roundText = out.toString();
        return roundText;
    }

    /** One board's game ({@code /board/<id>.pgn}); "" without a game or while its moves do not replay. */
    String board(BoardView v) {
        if (!v.hasGame()) {
            return "";
        }
        String game = game(Key.of(v), v);
        return game == null ? "" : game;
    }

    private String game(Key k, BoardView v) {
        Rendered r = cache.get(k.boardId());
        if (r != null && r.key().equals(k)) {
            return r.text();
        }
        String text;
        try {
            text = GamePgn.render(v).strip() + "\n";
        } catch (IllegalArgumentException e) {
            // A view with a gap not yet repaired: left out until the board republishes, never a broken game.
            log.warn("board {}: game {} left out of the round PGN: {}", k.boardId(), k.gameId(), e.getMessage());
            return null;
        }
        cache.put(k.boardId(), new Rendered(k, text));
        return text;
    }
}
