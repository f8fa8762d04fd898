package org.touchmove.hal.dgt.wire;

/**
 * One display of the clock in a time message: hours 0..9, minutes and seconds 0..59, and its flags.
 *
 * @param finalFlag the flag fell and the time is blocked at zero (side byte D4)
 * @param perMove   a "time per move" mode indicator (Bronstein/Fischer, D5)
 * @param flagShown the flag is shown; the clock may run on in a next period (D6)
 */
public record SideTime(int hours, int minutes, int seconds, boolean finalFlag, boolean perMove, boolean flagShown) {

    public SideTime {
        if (hours < 0 || hours > 9 || minutes < 0 || minutes > 59 || seconds < 0 || seconds > 59) {
            throw new IllegalArgumentException("clock time out of range: " + hours + ":" + minutes + ":" + seconds);
        }
    }

    /** The time shown for {@code ms} remaining, rounded down to the second (never more than remains), capped at 9:59:59. */
    public static SideTime ofMillis(long ms, boolean finalFlag) {
        long s = Math.min(Math.max(ms, 0) / 1000, ClockCommand.SetAndRun.MAX_SECONDS);
        return new SideTime((int) (s / 3600), (int) (s / 60 % 60), (int) (s % 60), finalFlag, false, finalFlag);
    }

    public int totalSeconds() {
        return hours * 3600 + minutes * 60 + seconds;
    }
}
