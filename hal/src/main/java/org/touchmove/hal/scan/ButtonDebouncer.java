package org.touchmove.hal.scan;

import java.util.Arrays;
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
 *
 * <p>A sample is a bit mask over {@link ClockButton#ordinal()} and the state lives in arrays: the scan loop
 * samples 100 times a second and a sample allocates nothing (issue 12: an idle board's scan is garbage-free).
 */
public final class ButtonDebouncer {

    private static final ClockButton[] ALL = ClockButton.values();

    private final int samples;
    private final TimeSource time;
    private final Consumer<ButtonPress> onPress;
    /** The debounced buttons, in ordinal order. */
    private final ClockButton[] buttons;
    /** Per ordinal: equal samples in a row that differ from the stable state. */
    private final int[] differing = new int[ALL.length];
    /** Bit per ordinal: the debounced state (pressed). */
    private int stable;
    private long sampleCount;

    public ButtonDebouncer(Set<ClockButton> buttons, int samples, TimeSource time, Consumer<ButtonPress> onPress) {
        if (samples < 1) {
            throw new IllegalArgumentException("button debounce needs at least 1 sample, got " + samples);
        }
        this.samples = samples;
        this.time = Objects.requireNonNull(time, "time");
        this.onPress = Objects.requireNonNull(onPress, "onPress");
        int mask = mask(buttons);
        this.buttons = Arrays.stream(ALL).filter(b -> (mask & bit(b)) != 0).toArray(ClockButton[]::new);
    }

    /** The bit of {@code button} in a sample mask. */
    public static int bit(ClockButton button) {
        return 1 << button.ordinal();
    }

    /** The sample mask of a set of buttons. */
    public static int mask(Set<ClockButton> buttons) {
        int m = 0;
        for (ClockButton b : buttons) {
            m |= bit(b);
        }
        return m;
    }

    /** One sample of every button: {@code down} holds the buttons that read pressed now. */
    public void sample(Set<ClockButton> down) {
        sample(mask(down));
    }

    /** One sample of every button: bit {@link #bit(ClockButton)} of {@code downMask} set means it reads pressed now. */
    public void sample(int downMask) {
        sampleCount++;
        boolean initialising = sampleCount <= samples;
        for (ClockButton button : buttons) {
            int b = bit(button);
            int i = button.ordinal();
            boolean reading = (downMask & b) != 0;
            if (reading == ((stable & b) != 0)) {
                differing[i] = 0;
                continue;
            }
            if (++differing[i] < samples) {
                continue;
            }
            differing[i] = 0;
            stable ^= b;
            if (reading && !initialising) {
                onPress.accept(new ButtonPress(button, time.nanos()));
            }
        }
    }

    /** The debounced state of {@code button}. */
    public boolean isDown(ClockButton button) {
        return (stable & bit(button)) != 0;
    }
}
