package org.touchmove.firmware.pgn;

/** A PGN text that cannot be read; the message names the source, the game and, where known, the move. */
public final class PgnException extends RuntimeException {

    public PgnException(String message) {
        super(message);
    }

    public PgnException(String message, Throwable cause) {
        super(message, cause);
    }
}
