package org.touchmove.hal.speech;

/**
 * Speaks announcements aloud on the board itself (Appendix D: moves announced, a clock that announces the
 * times). {@link #speak} never blocks the caller: a provider queues the words and speaks them in order on
 * its own thread. {@link #close} speaks what is queued, then stops.
 */
public interface AnnouncementSpeaker extends AutoCloseable {

    /** Queues {@code text} to be spoken; returns at once. */
    void speak(String text);

    @Override
    void close();

    /** The provider for {@code announce.output = none}: announcements go to the event stream only. */
    static AnnouncementSpeaker none() {
        return SilentSpeaker.INSTANCE;
    }
}
