package org.touchmove.firmware.clock;

import org.touchmove.firmware.rules.Color;

/**
 * A flag fell: {@code side}'s time reached zero at {@code atNanos} (monotonic, the exact instant,
 * not the instant it was noticed), after {@code movesCompleted} moves of that side.
 */
public record FlagFall(Color side, long atNanos, int movesCompleted) {
}
