package org.touchmove.firmware.dgt;

import org.touchmove.hal.dgt.wire.BoardMessage.ClockTimes;
import org.touchmove.hal.dgt.wire.DgtBytes;
import org.touchmove.hal.dgt.wire.SideTime;

/**
 * PicoChess's reading of a time message, restated from its source (JohanSjoblom/picochess {@code dgt/board.py},
 * the clock-times branch; not its code): it keeps the last accepted times, starting at ten hours; a message with
 * either time higher is logged as "clock strange old time received" and its status byte is not read (the lever
 * change in it goes unseen); otherwise D1 is the lever (set: the right half up) and D5 "no clock". The times of a
 * strange message are still accepted unless they jump by more than an hour.
 */
final class PicoChessTimeCheck {

    private static final int START = 10 * 3600;

    private int right = START;
    private int left = START;
    private Boolean rightHigh;
    private int strange;
    private int leverChanges;

    /** Reads one time message as PicoChess does. */
    void read(ClockTimes t) {
        int r = seconds(t.right());
        int l = seconds(t.left());
        boolean errtim = false;
        if (r > right || l > left) {
            strange++;
            errtim = r - right > 3600 || l - left > 3600;
        } else if ((t.status() & DgtBytes.STATUS_NO_CLOCK) == 0) {
            boolean high = (t.status() & DgtBytes.STATUS_LEVER_RIGHT_HIGH) != 0;
            if (rightHigh != null && rightHigh != high) {
                leverChanges++;
            }
            rightHigh = high;
        }
        if (!errtim) {
            right = r;
            left = l;
        }
    }

    private static int seconds(SideTime s) {
        return s.hours() * 3600 + s.minutes() * 60 + s.seconds();
    }

    /** "clock strange old time received" warnings so far. */
    int strange() {
        return strange;
    }

    /** Lever changes PicoChess turned into lever events (DGT_BUTTON +-0x40). */
    int leverChanges() {
        return leverChanges;
    }
}
