package org.touchmove.firmware.command;

/**
 * A command the board cannot carry out in its present state (no takeback to accept, the clock already started, a
 * move that is not a candidate...). Thrown before anything changed: a refused command changes nothing.
 */
public final class CommandRefused extends RuntimeException {

    public CommandRefused(String reason) {
        super(reason);
    }
}
