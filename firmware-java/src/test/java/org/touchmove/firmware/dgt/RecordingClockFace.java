package org.touchmove.firmware.dgt;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** A DGT clock face for tests: every command the host sends, as a line ("text ...", "times ...", "beep N", "end"). */
public final class RecordingClockFace implements DgtClockFace {

    private final List<String> shown = new CopyOnWriteArrayList<>();

    /** What was shown, in order; live (thread-safe), the host writes from its connection's thread. */
    public List<String> shown() {
        return shown;
    }

    @Override
    public void showText(String text) {
        shown.add("text " + text);
    }

    @Override
    public void showTimes(int leftSeconds, int rightSeconds, boolean leftRuns, boolean rightRuns) {
        shown.add("times " + leftSeconds + " " + rightSeconds + " " + leftRuns + " " + rightRuns);
    }

    @Override
    public void beep(int durationMs) {
        shown.add("beep " + durationMs);
    }

    @Override
    public void endDisplay() {
        shown.add("end");
    }
}
