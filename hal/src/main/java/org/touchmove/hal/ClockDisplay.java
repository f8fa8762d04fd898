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

    /** A board without a clock display (or a test that looks at none): shows nothing, beeps never. */
    static ClockDisplay none() {
        return None.INSTANCE;
    }

    /** {@link #none()}'s one instance. */
    enum None implements ClockDisplay {
        INSTANCE;

        @Override
        public void show(ClockFace face) {
        }

        @Override
        public void showText(String text) {
        }

        @Override
        public void beep(int durationMs) {
        }
    }
}
