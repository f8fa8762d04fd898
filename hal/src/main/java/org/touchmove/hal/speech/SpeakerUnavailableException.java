package org.touchmove.hal.speech;

/** The speaker cannot start: the speech program is missing or refuses the voice. The message says what to do. */
public final class SpeakerUnavailableException extends RuntimeException {

    public SpeakerUnavailableException(String message) {
        super(message);
    }

    public SpeakerUnavailableException(String message, Throwable cause) {
        super(message, cause);
    }
}
