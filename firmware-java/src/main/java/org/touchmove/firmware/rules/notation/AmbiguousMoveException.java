package org.touchmove.firmware.rules.notation;

import org.touchmove.firmware.rules.IllegalMoveException;

/** SAN that matches more than one legal move (missing disambiguation). */
public final class AmbiguousMoveException extends IllegalMoveException {

    public AmbiguousMoveException(String message) {
        super(message);
    }
}
