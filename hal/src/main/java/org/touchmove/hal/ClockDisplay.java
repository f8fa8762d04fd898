package org.touchmove.hal;

/** The clock's display and beeper. */
public interface ClockDisplay extends AutoCloseable {

    void show(ClockFace face);

    /** A short text (a few characters on a DGT 3000) in place of the times, until the next {@link #show}. */
    void showText(String text);

    void beep(int durationMs);

    @Override
    default void close() {
    }
}
