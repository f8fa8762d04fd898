package org.touchmove.firmware.view;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import org.touchmove.firmware.event.GameMetadata;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.pgn.PgnTermination;
import org.touchmove.firmware.pgn.PgnWriter;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.notation.Uci;

/**
 * The game record of a {@link BoardView} as standard PGN (export format, {@link PgnWriter}), also while the game is
 * in progress (Result "*"): the Seven Tag Roster ("?" where unknown), Round as "round.board", GameId, the players'
 * FIDE ids, TimeControl, SetUp/FEN for a set-up start, Termination once known, and {@code { [%clk h:mm:ss] }} after
 * every move of a game with a clock (the mover's time after the move; whole seconds, as lichess writes and reads).
 */
public final class GamePgn {

    private static final Pattern ISO_DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");

    private GamePgn() {
    }

    /**
     * @throws IllegalArgumentException if the view has no game, or its moves do not replay from its start position
     *                                  (a view folded from a stream with a gap)
     */
    public static String render(BoardView view) {
        return PgnWriter.write(game(view));
    }

    /** The view's game as a {@link PgnGame} (tags, start, moves, clocks, result). */
    public static PgnGame game(BoardView view) {
        requireGame(view);
        Position start = view.start();
        List<Move> moves = new ArrayList<>(view.moves().size());
        List<Optional<Duration>> clocks = new ArrayList<>(view.moves().size());
        Position p = start;
        for (PlayedMove m : view.moves()) {
            Move move = move(view, m, p);
            moves.add(move);
            clocks.add(clock(m, p.sideToMove()));
            p = p.play(move);
        }
        return PgnGame.of(tags(view), start, moves, clocks, result(view));
    }

    static void requireGame(BoardView view) {
        if (!view.hasGame()) {
            throw new IllegalArgumentException("board '" + view.boardId() + "' has no game to render as PGN");
        }
    }

    /** The view's move {@code m} played from {@code p}, its position before it. */
    static Move move(BoardView view, PlayedMove m, Position p) {
        try {
            return Uci.parse(m.uci(), p);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("game " + view.gameId() + ", ply " + m.ply() + ": " + e.getMessage(), e);
        }
    }

    /** The game's result, "*" while it goes on. */
    static Result result(BoardView view) {
        return view.result() == null ? Result.UNDECIDED : view.result();
    }

    /** PGN 8.1.1 order first (PgnWriter writes the roster), then ours. */
    static Map<String, String> tags(BoardView view) {
        GameMetadata m = view.metadata();
        Map<String, String> tags = new LinkedHashMap<>();
        putKnown(tags, "Event", m.event());
        putKnown(tags, "Site", m.site());
        putKnown(tags, "Date", date(m.date()));
        putKnown(tags, "Round", round(m));
        putKnown(tags, "White", m.white());
        putKnown(tags, "Black", m.black());
        tags.put("GameId", view.gameId());
        putKnown(tags, "WhiteFideId", m.whiteFideId());
        putKnown(tags, "BlackFideId", m.blackFideId());
        putKnown(tags, "WhiteElo", m.whiteElo() == null ? null : m.whiteElo().toString());
        putKnown(tags, "BlackElo", m.blackElo() == null ? null : m.blackElo().toString());
        putKnown(tags, "TimeControl", view.timeControl());
        putKnown(tags, "Termination", PgnTermination.of(view.termination()));
        return tags;
    }

    /** "3" and board 12 give "3.12", as lichess broadcasts match a board to its pairing. */
    private static String round(GameMetadata m) {
        if (m.round() == null) {
            return null;
        }
        return m.board() == null ? m.round() : m.round() + "." + m.board();
    }

    /** PGN 8.1.1.3 writes YYYY.MM.DD; an ISO date is converted, anything else is kept as the arbiter gave it. */
    private static String date(String date) {
        if (date != null && ISO_DATE.matcher(date).matches()) {
            return date.replace('-', '.');
        }
        return date;
    }

    /** The mover's time after the move, in whole seconds (truncated: never more time than the clock showed). */
    static Optional<Duration> clock(PlayedMove m, Color mover) {
        Long ms = mover == Color.WHITE ? m.whiteMs() : m.blackMs();
        if (ms == null) {
            return Optional.empty();
        }
        return Optional.of(Duration.ofSeconds(Math.max(0, ms) / 1000));
    }

    private static void putKnown(Map<String, String> tags, String name, String value) {
        if (value != null) {
            tags.put(name, value);
        }
    }
}
