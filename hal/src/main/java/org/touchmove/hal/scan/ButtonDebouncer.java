package org.touchmove.hal.scan;

import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;

import org.touchmove.hal.ButtonPress;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.TimeSource;

/**
 * Debounces clock buttons sampled at a steady rate: a button's state changes only after
 * {@code samples} equal samples, and a press (released to pressed) is reported once. The first
 * {@code samples} samples only establish the initial state: a lever that rests on one side at
 * start-up is not a press.
 */
public final class ButtonDebouncer {

    private final int samples;
    private final TimeSource time;
    private final Consumer<ButtonPress> onPress;
    private final Map<ClockButton, Integer> differing = new EnumMap<>(ClockButton.class);
    private final Map<ClockButton, Boolean> stable = new EnumMap<>(ClockButton.class);
    private long sampleCount;

    public ButtonDebouncer(Set<ClockButton> buttons, int samples, TimeSource time, Consumer<ButtonPress> onPress) {
        if (samples < 1) {
            throw new IllegalArgumentException("button debounce needs at least 1 sample, got " + samples);
        }
        this.samples = samples;
        this.time = Objects.requireNonNull(time, "time");
        this.onPress = Objects.requireNonNull(onPress, "onPress");
        for (ClockButton b : buttons) {
            differing.put(b, 0);
            stable.put(b, false);
        }
    }

    /** One sample of every button: {@code down} holds the buttons that read pressed now. */
    public void sample(Set<ClockButton> down) {
        sampleCount++;
        boolean initialising = sampleCount <= samples;
        for (Map.Entry<ClockButton, Boolean> e : stable.entrySet()) {
            ClockButton button = e.getKey();
            boolean reading = down.contains(button);
            if (reading == e.getValue()) {
                differing.put(button, 0);
                continue;
            }
            int count = differing.get(button) + 1;
            if (count < samples) {
                differing.put(button, count);
                continue;
            }
            differing.put(button, 0);
            e.setValue(reading);
            if (reading && !initialising) {
                onPress.accept(new ButtonPress(button, time.nanos()));
            }
        }
    }

    /** The debounced state of {@code button}. */
    public boolean isDown(ClockButton button) {
        return stable.getOrDefault(button, false);
    }
}
