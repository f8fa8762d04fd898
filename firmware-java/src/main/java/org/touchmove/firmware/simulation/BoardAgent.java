package org.touchmove.firmware.simulation;

/**
 * Whoever acts on a simulated board in virtual time (a player replaying a game, a test): each time the board has run
 * to the agent's last wake-up, the agent schedules its next gestures on the board and names its next wake-up.
 */
interface BoardAgent {

    /** The agent has nothing more to do: the board settles (docs/runtime.md) and is done. */
    long DONE = Long.MAX_VALUE;

    /** The board has run to {@code nowNanos}; returns the next wake-up (not before now), or {@link #DONE}. */
    long wake(long nowNanos);

    /**
     * The agent will be woken no earlier than {@code untilNanos} (its player thinks until then, beyond what the game
     * gives him): an agent replaying a timed game keeps the mover's flag up meanwhile. By default nothing.
     */
    default void waitsUntil(long nowNanos, long untilNanos) {
    }

    /** The board failed while running toward the last wake-up; it takes no further step. */
    void failed(RuntimeException cause);
}
