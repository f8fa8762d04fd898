package org.touchmove.firmware.rules.notation;

/** Text that is not well-formed move notation at all (before any legality question). */
public final class InvalidNotationException extends IllegalArgumentException {

    public InvalidNotationException(String message) {
        super(message);
    }
}
