package org.touchmove.firmware.dgt;

import org.touchmove.hal.dgt.wire.BoardMessage.ClockTimes;
import org.touchmove.hal.dgt.wire.DgtBytes;
import org.touchmove.hal.dgt.wire.SideTime;

/**
 * PicoChess's reading of a time message, restated from its source (JohanSjoblom/picochess {@code dgt/board.py},
 * the clock-times branch, and {@code dgt/hw.py}, set_clock/start_clock; not its code): it keeps the last accepted
 * times, starting at ten hours; a message with either time higher is logged as "clock strange old time received" and
 * its status byte is not read (the lever change in it goes unseen); otherwise D1 is the lever (set: the right half up)
 * and D5 "no clock". The times of a strange message are still accepted unless they jump by more than an hour or the
 * host is setting the clock. A host that drives the clock sets its own record first ({@link #setClock}: "in set
 * time" until {@link #started}, the set-and-run written), then sends set-and-run.
 */
final class PicoChessTimeCheck {

    private static final int START = 10 * 3600;

    private int right = START;
    private int left = START;
    private Boolean rightHigh;
    private int strange;
    private int leverChanges;
    private boolean inSetTime;

    /** PicoChess's set_clock: its record becomes the times it is about to set, and it is "in set time". */
    void setClock(int leftSeconds, int rightSeconds) {
        inSetTime = true;
        left = leftSeconds;
        right = rightSeconds;
    }

    /** PicoChess's start_clock: set-and-run (and end display) written, no longer in set time. */
    void started() {
        inSetTime = false;
    }

    /** Reads one time message as PicoChess does. */
    void read(ClockTimes t) {
        int r = seconds(t.right());
        int l = seconds(t.left());
        boolean errtim = false;
        if (r > right || l > left) {
            strange++;
            errtim = inSetTime || r - right > 3600 || l - left > 3600;
        } else {
            if ((t.status() & DgtBytes.STATUS_NO_CLOCK) == 0) {
                boolean high = (t.status() & DgtBytes.STATUS_LEVER_RIGHT_HIGH) != 0;
                if (rightHigh != null && rightHigh != high) {
                    leverChanges++;
                }
                rightHigh = high;
            }
            errtim = inSetTime; // "still in set mode": the old times are kept
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
