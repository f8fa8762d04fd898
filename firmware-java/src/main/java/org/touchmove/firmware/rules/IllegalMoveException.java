package org.touchmove.firmware.rules;

/** A move that is not legal in the position it was applied to. */
public class IllegalMoveException extends IllegalArgumentException {

    public IllegalMoveException(String message) {
        super(message);
    }

    public IllegalMoveException(String message, Throwable cause) {
        super(message, cause);
    }
}
