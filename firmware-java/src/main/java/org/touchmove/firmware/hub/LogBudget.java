package org.touchmove.firmware.hub;

import java.time.Duration;
import java.time.Instant;

/**
 * At most so many log lines a minute for what a rogue client can cause at will (refused boards, dropped messages), so
 * that a flood cannot fill the disk through the log; the first line after a quiet spell says how many were left out.
 * Not thread-safe: the {@link Room} serialises.
 */
final class LogBudget {

    private final int linesPerMinute;
    private Instant minuteStart = Instant.MIN;
    private int lines;
    private long left;

    LogBudget(int linesPerMinute) {
        this.linesPerMinute = linesPerMinute;
    }

    /**
     * May one more line be logged at {@code now}? Null if not (it is counted); otherwise "" or the note of how many
     * were left out before it, to append to the line.
     */
    String line(Instant now) {
        if (now.isBefore(minuteStart) || Duration.between(minuteStart, now).compareTo(Duration.ofMinutes(1)) >= 0) {
            minuteStart = now;
            lines = 0;
        }
        if (lines >= linesPerMinute) {
            left++;
            return null;
        }
        lines++;
        String note = left == 0 ? "" : " (" + left + " more not logged before it)";
        left = 0;
        return note;
    }
}
