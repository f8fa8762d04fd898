package org.touchmove.firmware.dgt;

import org.touchmove.hal.dgt.wire.ClockCommand;
import org.touchmove.hal.dgt.wire.DgtBytes;

/**
 * A DGT 3000 in mode 23, as a host's set-and-run left it (docs/dgt.md, "Set-and-run"): both times as set, the side the
 * host set running counting down from the moment it was set, blocked at zero (the flag). Immutable: each change is a
 * new one, counted from then.
 *
 * @param leftMs    the left display's time when set
 * @param rightMs   the right display's time when set
 * @param leftRuns  the left time runs (flag {@code 01}, unless paused)
 * @param rightRuns the right time runs (flag {@code 02}, unless paused)
 * @param toggle    flag {@code 08}: a lever change switches the running side
 * @param setAtMs   when it was set, on the emulation's monotonic clock
 */
record HostClock(long leftMs, long rightMs, boolean leftRuns, boolean rightRuns, boolean toggle, long setAtMs) {

    /** The clock as {@code s} sets it at {@code nowMs}. */
    static HostClock of(ClockCommand.SetAndRun s, long nowMs) {
        boolean paused = (s.flags() & DgtBytes.SETNRUN_PAUSE) != 0;
        return new HostClock(s.leftSeconds() * 1000L, s.rightSeconds() * 1000L,
                !paused && (s.flags() & DgtBytes.SETNRUN_LEFT_RUNS) != 0,
                !paused && (s.flags() & DgtBytes.SETNRUN_RIGHT_RUNS) != 0,
                (s.flags() & DgtBytes.SETNRUN_TOGGLE) != 0, nowMs);
    }

    long leftMs(long nowMs) {
        return leftRuns ? Math.max(0, leftMs - (nowMs - setAtMs)) : leftMs;
    }

    long rightMs(long nowMs) {
        return rightRuns ? Math.max(0, rightMs - (nowMs - setAtMs)) : rightMs;
    }

    boolean running() {
        return leftRuns || rightRuns;
    }

    /** With the toggle flag: at a lever change the times stop where they are and the side whose half is up runs. */
    HostClock leverTo(boolean rightHigh, long nowMs) {
        if (!toggle || !running()) {
            return this;
        }
        return new HostClock(leftMs(nowMs), rightMs(nowMs), !rightHigh, rightHigh, true, nowMs);
    }
}
