package org.touchmove.firmware.dgt;

import java.util.Objects;

import org.touchmove.firmware.clock.ClockFaceFormatter;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.ClockDisplay;
import org.touchmove.hal.ClockFace;

/**
 * Shows a DGT host's clock commands on the board's clock display provider. The host's set-and-run
 * times are shown as they were sent (they do not run: Touchmove's clock is the one that counts); the
 * next time Touchmove shows its own clock, or the host ends its display, they are gone.
 */
public final class DisplayClockFace implements DgtClockFace {

    private final ClockDisplay display;
    private final boolean whiteOnLeft;

    public DisplayClockFace(ClockDisplay display, boolean whiteOnLeft) {
        this.display = Objects.requireNonNull(display, "display");
        this.whiteOnLeft = whiteOnLeft;
    }

    @Override
    public void showText(String text) {
        display.showText(text);
    }

    @Override
    public void showTimes(int leftSeconds, int rightSeconds, boolean leftRuns, boolean rightRuns) {
        String left = ClockFaceFormatter.format(leftSeconds * 1_000_000_000L);
        String right = ClockFaceFormatter.format(rightSeconds * 1_000_000_000L);
        ClockButton leftSide = whiteOnLeft ? ClockButton.WHITE : ClockButton.BLACK;
        ClockButton rightSide = whiteOnLeft ? ClockButton.BLACK : ClockButton.WHITE;
        ClockButton running = leftRuns ? leftSide : rightRuns ? rightSide : null;
        display.show(whiteOnLeft ? new ClockFace(left, right, 0, running) : new ClockFace(right, left, 0, running));
    }

    @Override
    public void beep(int durationMs) {
        display.beep(durationMs);
    }

    @Override
    public void endDisplay() {
        // The controller redraws its own times at its next clock tick; an empty text clears the host's.
        display.showText("");
    }
}
