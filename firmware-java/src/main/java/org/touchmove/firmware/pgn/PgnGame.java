package org.touchmove.firmware.pgn;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.touchmove.firmware.rules.Game;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.notation.San;

/**
 * One game of a PGN file: tags in file order, start position ([FEN] or the initial position), the
 * main-line moves, the clock reading after each move ([%clk], empty where absent), the result, and
 * each move as written in the source (standard SAN for games built in code).
 */
public record PgnGame(Map<String, String> tags, Position start, List<Move> moves,
        List<Optional<Duration>> clocks, Result result, List<String> written) {

    public PgnGame {
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(result, "result");
        tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
        moves = List.copyOf(moves);
        clocks = List.copyOf(clocks);
        written = List.copyOf(written);
        if (clocks.size() != moves.size() || written.size() != moves.size()) {
            throw new IllegalArgumentException("one clock entry and one written move per move expected: "
                    + clocks.size() + " clocks, " + written.size() + " written for " + moves.size() + " moves");
        }
    }

    /** A game built in code; clocks may be empty entries. Written moves are the standard SAN. */
    public static PgnGame of(Map<String, String> tags, Position start, List<Move> moves,
            List<Optional<Duration>> clocks, Result result) {
        List<String> sans = new ArrayList<>(moves.size());
        Position p = start;
        for (Move m : moves) {
            Position next = m.isNull() ? p.playNullMove() : p.play(m);
            sans.add(m.isNull() ? "--" : San.format(p, m, next));
            p = next;
        }
        return new PgnGame(tags, start, moves, clocks, result, sans);
    }

    /** A game built in code without clocks. */
    public static PgnGame of(Map<String, String> tags, Position start, List<Move> moves, Result result) {
        return of(tags, start, moves, Collections.nCopies(moves.size(), Optional.empty()), result);
    }

    public Optional<String> tag(String name) {
        return Optional.ofNullable(tags.get(name));
    }

    /** Does the movetext contain a null move (not a chess move, so no {@link #game()})? */
    public boolean hasNullMove() {
        return moves.stream().anyMatch(Move::isNull);
    }

    /** The position after the last move (null moves pass the turn). */
    public Position finalPosition() {
        Position p = start;
        for (Move m : moves) {
            p = m.isNull() ? p.playNullMove() : p.play(m);
        }
        return p;
    }

    /**
     * The moves replayed as a {@link Game} (positions, repetitions, automatic outcome).
     *
     * @throws org.touchmove.firmware.rules.IllegalMoveException if the game has a null move
     */
    public Game game() {
        Game g = Game.from(start);
        for (Move m : moves) {
            g = g.play(m);
        }
        return g;
    }
}
