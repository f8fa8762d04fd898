package org.touchmove.hal.speech;

/** Speaks nothing: for boards without a speaker, where a phone app or screen reader speaks the events. */
final class SilentSpeaker implements AnnouncementSpeaker {

    static final SilentSpeaker INSTANCE = new SilentSpeaker();

    private SilentSpeaker() {
    }

    @Override
    public void speak(String text) {
        // Deliberately nothing: the announce event already carries the words.
    }

    @Override
    public void close() {
    }
}
