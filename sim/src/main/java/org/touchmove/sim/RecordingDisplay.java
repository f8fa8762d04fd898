package org.touchmove.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.touchmove.hal.ClockDisplay;
import org.touchmove.hal.ClockFace;
import org.touchmove.hal.TimeSource;

/** A clock display that remembers everything it was told, for tests and the console. Thread-safe. */
public final class RecordingDisplay implements ClockDisplay {

    private final TimeSource time;
    private final List<DisplayEvent> events = new ArrayList<>();
    private ClockFace lastFace;
    private String text;

    public RecordingDisplay(TimeSource time) {
        this.time = time;
    }

    @Override
    public synchronized void show(ClockFace face) {
        events.add(new DisplayEvent.Shown(face, time.nanos()));
        lastFace = face;
        text = null;
    }

    @Override
    public synchronized void showText(String shown) {
        events.add(new DisplayEvent.Text(shown, time.nanos()));
        text = shown;
    }

    @Override
    public synchronized void beep(int durationMs) {
        events.add(new DisplayEvent.Beep(durationMs, time.nanos()));
    }

    public synchronized Optional<ClockFace> lastFace() {
        return Optional.ofNullable(lastFace);
    }

    /** The text shown now: present from {@link #showText} until the next {@link #show}. */
    public synchronized Optional<String> currentText() {
        return Optional.ofNullable(text);
    }

    public synchronized List<DisplayEvent> events() {
        return List.copyOf(events);
    }

    public synchronized List<DisplayEvent.Beep> beeps() {
        return events.stream().filter(DisplayEvent.Beep.class::isInstance).map(DisplayEvent.Beep.class::cast).toList();
    }

    public synchronized void clear() {
        events.clear();
    }

    /** One line for the console: the face or the text, or "(blank)". */
    public synchronized String describe() {
        if (text != null) {
            return "[" + text + "]";
        }
        if (lastFace == null) {
            return "(blank)";
        }
        String run = lastFace.running() == null ? "stopped" : lastFace.running().wireName() + " running";
        return "white " + lastFace.white() + " | black " + lastFace.black() + " | move " + lastFace.moveNumber()
                + " | " + run;
    }
}
