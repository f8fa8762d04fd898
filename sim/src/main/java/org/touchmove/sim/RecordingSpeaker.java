package org.touchmove.sim;

import java.util.ArrayList;
import java.util.List;
import org.touchmove.hal.TimeSource;
import org.touchmove.hal.speech.AnnouncementSpeaker;

/** The simulator's speaker: remembers every announcement with the virtual time it was spoken. Thread-safe. */
public final class RecordingSpeaker implements AnnouncementSpeaker {

    /** One announcement as the speaker received it. */
    public record Spoken(String text, long monoNanos) {
    }

    private final TimeSource time;
    private final List<Spoken> spoken = new ArrayList<>();
    private boolean closed;

    public RecordingSpeaker(TimeSource time) {
        this.time = time;
    }

    @Override
    public synchronized void speak(String text) {
        if (closed) {
            throw new IllegalStateException("speaker is closed");
        }
        spoken.add(new Spoken(text, time.nanos()));
    }

    @Override
    public synchronized void close() {
        closed = true;
    }

    public synchronized List<Spoken> spoken() {
        return List.copyOf(spoken);
    }

    /** The texts alone, in the order spoken. */
    public synchronized List<String> texts() {
        return spoken.stream().map(Spoken::text).toList();
    }
}
