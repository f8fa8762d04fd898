package org.touchmove.firmware.interpret;

import org.touchmove.firmware.event.GameMode;

/**
 * Tuning of the move interpreter.
 *
 * @param mode             casual (takebacks allowed) or tournament
 * @param clockInUse       true when moves are completed by clock presses (Art. 6.2.1); false when they
 *                         complete by standstill
 * @param standstillMillis how long the board must stand still to complete a move without a clock, to
 *                         accept a takeback or a new game set up, and to report an ambiguous board
 * @param displacedMillis  how long a board that no move explains must stand still before it is
 *                         reported as displaced pieces (with a clock)
 * @param pressGraceMillis how long after a clock press board readings taken before the press may still
 *                         arrive (sensor debounce and scan latency); the press is judged after it
 * @param resultGestureMillis how long the kings must stay in the centre to record a result
 * @param readingLagMillis how long after the moment it shows a reading is stamped (sensors stamp a
 *                         reading when debouncing confirms it): readings stamped up to this long after
 *                         a press still count for the mover; at least the sensor's debounce time
 *                         (capped at {@code pressGraceMillis})
 */
public record InterpreterSettings(GameMode mode, boolean clockInUse, long standstillMillis, long displacedMillis,
                                  long pressGraceMillis, long resultGestureMillis, long readingLagMillis) {

    public InterpreterSettings {
        if (mode == null) {
            throw new IllegalArgumentException("interpreter settings need a game mode (CASUAL or TOURNAMENT)");
        }
        requireNonNegative("standstillMillis", standstillMillis);
        requireNonNegative("displacedMillis", displacedMillis);
        requireNonNegative("pressGraceMillis", pressGraceMillis);
        requireNonNegative("resultGestureMillis", resultGestureMillis);
        requireNonNegative("readingLagMillis", readingLagMillis);
    }

    /** Defaults: 1500 ms standstill, 5000 ms displaced, 300 ms press grace, 3000 ms result gesture, 50 ms lag. */
    public static InterpreterSettings defaults(GameMode mode, boolean clockInUse) {
        return new InterpreterSettings(mode, clockInUse, 1500, 5000, 300, 3000, 50);
    }

    public InterpreterSettings withStandstillMillis(long millis) {
        return new InterpreterSettings(mode, clockInUse, millis, displacedMillis, pressGraceMillis, resultGestureMillis,
                readingLagMillis);
    }

    public InterpreterSettings withPressGraceMillis(long millis) {
        return new InterpreterSettings(mode, clockInUse, standstillMillis, displacedMillis, millis, resultGestureMillis,
                readingLagMillis);
    }

    public InterpreterSettings withDisplacedMillis(long millis) {
        return new InterpreterSettings(mode, clockInUse, standstillMillis, millis, pressGraceMillis, resultGestureMillis,
                readingLagMillis);
    }

    public InterpreterSettings withResultGestureMillis(long millis) {
        return new InterpreterSettings(mode, clockInUse, standstillMillis, displacedMillis, pressGraceMillis, millis,
                readingLagMillis);
    }

    public InterpreterSettings withReadingLagMillis(long millis) {
        return new InterpreterSettings(mode, clockInUse, standstillMillis, displacedMillis, pressGraceMillis,
                resultGestureMillis, millis);
    }

    long readingLagNanos() {
        return Math.min(readingLagMillis, pressGraceMillis) * 1_000_000L;
    }

    long standstillNanos() {
        return standstillMillis * 1_000_000L;
    }

    long displacedNanos() {
        return displacedMillis * 1_000_000L;
    }

    long pressGraceNanos() {
        return pressGraceMillis * 1_000_000L;
    }

    long resultGestureNanos() {
        return resultGestureMillis * 1_000_000L;
    }

    private static void requireNonNegative(String name, long value) {
        if (value < 0) {
            throw new IllegalArgumentException(name + " must be >= 0, got " + value);
        }
    }
}
