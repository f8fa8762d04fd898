package org.touchmove.hal;

/** A debounced press of a clock button at {@code monoNanos}. */
public record ButtonPress(ClockButton button, long monoNanos) {
}
