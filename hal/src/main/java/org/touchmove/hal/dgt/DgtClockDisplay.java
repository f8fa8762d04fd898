package org.touchmove.hal.dgt;

import org.touchmove.hal.ClockButton;
import org.touchmove.hal.ClockDisplay;
import org.touchmove.hal.ClockFace;
import org.touchmove.hal.dgt.wire.ClockCommand;
import org.touchmove.hal.dgt.wire.DgtBytes;

/**
 * Touchmove's clock display on the DGT 3000 plugged into a DGT board: each face, text and beep becomes a clock command,
 * sent one at a time through the {@link ClockCommandQueue} (the clock acknowledges each; a newer face replaces one still
 * waiting). Times go out in whole seconds with the running side, which the DGT 3000 then counts down itself.
 */
final class DgtClockDisplay implements ClockDisplay {

    private final ClockCommandQueue queue;
    private final boolean whiteOnLeft;

    DgtClockDisplay(ClockCommandQueue queue, boolean whiteOnLeft) {
        this.queue = queue;
        this.whiteOnLeft = whiteOnLeft;
    }

    @Override
    public void show(ClockFace face) {
        boolean whiteRuns = face.running() == ClockButton.WHITE;
        boolean blackRuns = face.running() == ClockButton.BLACK;
        int white = seconds(face.white());
        int black = seconds(face.black());
        int flags = (whiteOnLeft ? whiteRuns : blackRuns) ? DgtBytes.SETNRUN_LEFT_RUNS
                : (whiteOnLeft ? blackRuns : whiteRuns) ? DgtBytes.SETNRUN_RIGHT_RUNS : DgtBytes.SETNRUN_PAUSE;
        queue.add(new ClockCommand.SetAndRun(whiteOnLeft ? white : black, whiteOnLeft ? black : white, flags));
    }

    /** "1:30:00" or "19.9" (as Touchmove's display formats times) in whole seconds, capped at the clock's 9:59:59. */
    static int seconds(String shown) {
        String[] hms = shown.split("[:.]");
        int s;
        if (shown.contains(":")) {
            s = Integer.parseInt(hms[0]) * 3600 + Integer.parseInt(hms[1]) * 60 + Integer.parseInt(hms[2]);
        } else {
            s = Integer.parseInt(hms[0]);
        }
        return Math.min(s, ClockCommand.SetAndRun.MAX_SECONDS);
    }

    @Override
    public void showText(String text) {
        String ascii = text.replaceAll("[^\\x20-\\x7E]", "?");
        queue.add(ascii.isBlank() ? new ClockCommand.EndDisplay()
                : new ClockCommand.AsciiText(ascii.length() > 8 ? ascii.substring(0, 8) : ascii, 0));
    }

    @Override
    public void beep(int durationMs) {
        queue.add(new ClockCommand.Beep(Math.min(0x7F, Math.max(1, durationMs / 64))));
    }
}
