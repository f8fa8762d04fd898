package org.touchmove.firmware.dgt;

import org.touchmove.firmware.rules.Color;

/**
 * The clock as a DGT host sees it.
 *
 * @param whiteMs   White's time, milliseconds
 * @param blackMs   Black's time
 * @param running   the side whose time runs, null when stopped
 * @param leverHigh the side whose half of the lever is up (whose clock runs, or ran last); null before any press
 * @param whiteFlag White's flag fell (Art. 6.9); the time is blocked at zero
 * @param blackFlag Black's flag fell
 * @param connected a clock is connected; false sends "no clock" in the time messages
 */
public record ClockPicture(long whiteMs, long blackMs, Color running, Color leverHigh, boolean whiteFlag,
                           boolean blackFlag, boolean connected) {

    public static final ClockPicture NO_CLOCK = new ClockPicture(0, 0, null, null, false, false, false);

    public long ms(Color side) {
        return side == Color.WHITE ? whiteMs : blackMs;
    }

    public boolean flag(Color side) {
        return side == Color.WHITE ? whiteFlag : blackFlag;
    }
}
