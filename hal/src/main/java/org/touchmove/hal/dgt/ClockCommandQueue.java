package org.touchmove.hal.dgt;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.hal.dgt.wire.BoardMessage.ClockAck;
import org.touchmove.hal.dgt.wire.ClockCommand;

/**
 * Clock commands for a DGT 3000, one at a time: the next goes out only when the clock acknowledged
 * the one before; a command not acknowledged within the time-out (or answered with an error) is sent
 * again, up to the attempt limit. A newer display command replaces a display command still waiting,
 * so a clock that shows times every second never falls behind. Time comes from the caller.
 */
final class ClockCommandQueue {

    private static final Logger log = LoggerFactory.getLogger(ClockCommandQueue.class);

    private final long timeoutNanos;
    private final int maxAttempts;
    private final Deque<ClockCommand> waiting = new ArrayDeque<>();
    private ClockCommand inFlight;
    private long sentAt;
    private int attempts;
    private long resends;
    private long givenUp;

    ClockCommandQueue(long timeoutNanos, int maxAttempts) {
        this.timeoutNanos = timeoutNanos;
        this.maxAttempts = maxAttempts;
    }

    synchronized void add(ClockCommand command) {
        if (isDisplay(command)) {
            waiting.removeIf(ClockCommandQueue::isDisplay);
        }
        waiting.add(command);
    }

    private static boolean isDisplay(ClockCommand c) {
        return c instanceof ClockCommand.SetAndRun || c instanceof ClockCommand.AsciiText
                || c instanceof ClockCommand.SegmentDisplay || c instanceof ClockCommand.EndDisplay;
    }

    /** An acknowledgement arrived: it completes the command in flight when it echoes its code. */
    synchronized void acknowledged(ClockAck ack, long nowNanos) {
        if (inFlight == null || ack.ack1() != inFlight.code()) {
            return;
        }
        if (ack.isError()) {
            log.warn("clock answered {} with an error ack, sending it again", inFlight);
            sentAt = nowNanos - timeoutNanos; // due now
            return;
        }
        inFlight = null;
    }

    /** The command to send now, if any: the next one, or the one in flight again after its time-out. */
    synchronized Optional<ClockCommand> due(long nowNanos) {
        if (inFlight != null) {
            if (nowNanos - sentAt < timeoutNanos) {
                return Optional.empty();
            }
            if (attempts >= maxAttempts) {
                log.warn("clock never acknowledged {} after {} sends; giving up on it", inFlight, attempts);
                givenUp++;
                inFlight = null;
            } else {
                attempts++;
                resends++;
                sentAt = nowNanos;
                return Optional.of(inFlight);
            }
        }
        inFlight = waiting.poll();
        if (inFlight == null) {
            return Optional.empty();
        }
        attempts = 1;
        sentAt = nowNanos;
        return Optional.of(inFlight);
    }

    /** After a reconnect the command in flight is sent again at once. */
    synchronized void linkReopened(long nowNanos) {
        if (inFlight != null) {
            sentAt = nowNanos - timeoutNanos;
            attempts = Math.max(0, attempts - 1);
        }
    }

    synchronized boolean idle() {
        return inFlight == null && waiting.isEmpty();
    }

    synchronized long resends() {
        return resends;
    }

    synchronized long givenUp() {
        return givenUp;
    }
}
