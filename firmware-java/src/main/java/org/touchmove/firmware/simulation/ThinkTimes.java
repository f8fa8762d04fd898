package org.touchmove.firmware.simulation;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.touchmove.firmware.clock.Period;
import org.touchmove.firmware.clock.TimeControl;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.rules.Color;

/**
 * When each player of a replayed game presses the clock so that the board's clock shows the game's {@code [%clk]}
 * times (docs/simulated-board.md, replay): a move's thinking time is the mover's previous reading minus this one
 * plus what the press adds (the period's increment, and the next period's time on the move that completes a
 * period, docs/time-controls.md). A hand slower than the game's player (a premove in a bullet game) presses late,
 * and a player may have been given time: PgnGamePlay has the arbiter add the difference, so the readings stay the
 * game's and no flag falls early.
 */
final class ThinkTimes {

    private final List<Period> periods;
    private final List<Optional<Duration>> clocks;
    /** Plies of the start position's side to move first: ply 0 is the first move of the PGN. */
    private final Color firstToMove;
    private final int[] movesDone = new int[2];

    private ThinkTimes(List<Period> periods, PgnGame pgn) {
        this.periods = periods;
        this.clocks = pgn.clocks();
        this.firstToMove = pgn.start().sideToMove();
    }

    /**
     * The plan for {@code pgn} under {@code control}, or empty where there is nothing to reproduce: no {@code [%clk]}
     * in the game, or a control without periods (no clock, an hourglass, whose readings depend on both players).
     */
    static Optional<ThinkTimes> of(PgnGame pgn, TimeControl control) {
        if (!(control instanceof TimeControl.Periods p) || pgn.clocks().stream().noneMatch(Optional::isPresent)) {
            return Optional.empty();
        }
        return Optional.of(new ThinkTimes(p.periods(), pgn));
    }

    /**
     * When the move of ply {@code ply} (0-based) should be pressed (before {@code turnStartNanos} where the player was
     * given time in the game), its player's turn having begun at
     * {@code turnStartNanos}; empty where the game gives no time for it (a move without {@code [%clk]}, or whose
     * side's previous reading is missing). Called once per ply, in order (it counts each side's moves).
     */
    OptionalLong pressAt(int ply, long turnStartNanos) {
        Color mover = moverOf(ply);
        Optional<Duration> now = clocks.get(ply);
        Optional<Duration> before = ply >= 2 ? clocks.get(ply - 2) : Optional.of(Duration.ofMillis(periods.get(0).baseMs()));
        if (now.isEmpty() || before.isEmpty()) {
            movesDone[mover.ordinal()]++;
            return OptionalLong.empty();
        }
        long bonus = bonusMs(++movesDone[mover.ordinal()]) * 1_000_000L;
        // The press must come before the time runs out: a reading of 0 (a flag at the press) is taken as 1 ms. A
        // negative think (the player was given time: an arbiter, an online opponent's "+15 s") is the caller's to add.
        long think = Math.min(before.get().toNanos() - now.get().toNanos() + bonus, before.get().toNanos() - 1_000_000L);
        return OptionalLong.of(turnStartNanos + think);
    }

    /** The time each side starts with (the first period's). */
    long startNanos() {
        return periods.get(0).baseMs() * 1_000_000L;
    }

    private Color moverOf(int ply) {
        return ply % 2 == 0 ? firstToMove : firstToMove.opposite();
    }

    /**
     * What completing the side's move number {@code move} adds to its time: the increment of the period it is
     * played in, and the next period's time when it completes its period (a last period with a move count repeats).
     */
    long bonusMs(int move) {
        int start = 0;
        for (int i = 0; ; i = Math.min(i + 1, periods.size() - 1)) {
            Period p = periods.get(i);
            if (p.moves() == 0 || move <= start + p.moves()) {
                boolean completes = p.moves() != 0 && move == start + p.moves();
                Period next = periods.get(Math.min(i + 1, periods.size() - 1));
                return p.incrementMs() + (completes ? next.baseMs() : 0);
            }
            start += p.moves();
        }
    }
}
