package org.touchmove.firmware.publish;

/**
 * An event could not be delivered (stdout closed, e.g. {@code | head -1}; a full disk): the run must stop
 * with an error rather than count events that nobody received.
 */
public final class EventOutputException extends RuntimeException {

    public EventOutputException(String message) {
        super(message);
    }
}
