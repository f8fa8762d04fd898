package org.touchmove.firmware.dgt;

/**
 * Where the clock commands of a DGT host end up: the board's clock display. Touchmove's clock stays
 * the one that counts (the arbiter's clock, Art. 6); a host's set-and-run changes what is shown until it
 * ends its display, and what that host's time messages report ({@link HostClock}).
 */
public interface DgtClockFace {

    /** A DGT 3000 text (8 characters) or the characters an XL segment display decodes to. */
    void showText(String text);

    /** The host sets times for the display: left and right in whole seconds, and which side runs. */
    void showTimes(int leftSeconds, int rightSeconds, boolean leftRuns, boolean rightRuns);

    void beep(int durationMs);

    /** The host ended its display: Touchmove's own times are shown again. */
    void endDisplay();

    /** A face that shows nothing, for a host-only emulation. */
    DgtClockFace NONE = new DgtClockFace() {
        @Override
        public void showText(String text) {
        }

        @Override
        public void showTimes(int leftSeconds, int rightSeconds, boolean leftRuns, boolean rightRuns) {
        }

        @Override
        public void beep(int durationMs) {
        }

        @Override
        public void endDisplay() {
        }
    };
}
