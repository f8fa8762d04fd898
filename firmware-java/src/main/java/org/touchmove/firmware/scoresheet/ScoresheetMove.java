package org.touchmove.firmware.scoresheet;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import org.touchmove.firmware.rules.Move;

/**
 * One recorded move and the mover's remaining time after it ({@code [%clk]}, increment included), empty
 * without a clock.
 */
public record ScoresheetMove(Move move, Optional<Duration> clock) {

    public ScoresheetMove {
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(clock, "clock");
    }
}
