package org.touchmove.firmware.simulation;

import java.time.Duration;
import java.util.Optional;
import java.util.OptionalLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.clock.PgnTimeControl;
import org.touchmove.firmware.clock.TimeControl;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.rules.Color;

/**
 * The clock of a replayed game (docs/simulated-board.md, replay): the game's TimeControl tag where the clock can run
 * it, else a long control that never flags at the replay's pace; and, where the game has {@code [%clk]} readings,
 * the thinking times that reproduce them ({@link ThinkTimes}).
 *
 * @param timeControl the new-game command's time control ({@code "-"}: no clock)
 * @param think       null where the readings are not reproduced
 */
record ReplayClock(String timeControl, ThinkTimes think, PgnGame pgn) {

    private static final Logger LOG = LoggerFactory.getLogger(ReplayClock.class);
    /** Without a TimeControl tag (or with "?"): a long time control, so the replay's own pace never flags. */
    static final String DEFAULT_TIME_CONTROL = "5400+30";

    static ReplayClock of(PgnGame pgn) {
        String tag = PgnNewGame.tag(pgn, "TimeControl");
        if (pgn.tag("TimeControl").map(String::strip).filter("-"::equals).isPresent()) {
            return new ReplayClock("-", null, pgn);
        }
        if (tag == null) {
            return new ReplayClock(DEFAULT_TIME_CONTROL, null, pgn);
        }
        TimeControl control;
        try {
            control = PgnTimeControl.parse(tag);
        } catch (IllegalArgumentException e) {
            LOG.info("the game runs at {}: {}", DEFAULT_TIME_CONTROL, e.getMessage());
            return new ReplayClock(DEFAULT_TIME_CONTROL, null, pgn);
        }
        return new ReplayClock(tag, ThinkTimes.of(pgn, control).orElse(null), pgn);
    }

    /** Does the board run a clock (presses complete the moves, a flag can fall)? */
    boolean timed() {
        return !timeControl.equals("-");
    }

    /** Does the replay reproduce the game's readings (so a flag falls where the game's did)? */
    boolean readingsReproduced() {
        return think != null;
    }

    /**
     * The last reading of {@code side} in the game's first {@code plies} moves (its time after its last move, or the
     * start time before any), empty where the game does not give it.
     */
    OptionalLong lastReadingNanos(int plies, Color side) {
        Color firstToMove = pgn.start().sideToMove();
        for (int ply = plies - 1; ply >= 0; ply--) {
            Color mover = ply % 2 == 0 ? firstToMove : firstToMove.opposite();
            if (mover == side) {
                Optional<Duration> clk = pgn.clocks().get(ply);
                return clk.isPresent() ? OptionalLong.of(clk.get().toNanos()) : OptionalLong.empty();
            }
        }
        return think == null ? OptionalLong.empty() : OptionalLong.of(think.startNanos());
    }
}
