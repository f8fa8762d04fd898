package org.touchmove.hal.dgt;

import java.time.Duration;

/**
 * How the DGT board provider talks to its board.
 *
 * @param ackTimeout     how long a clock command waits for its acknowledgement before it is sent again
 *                       (a DGT 3000 usually answers within one or two seconds)
 * @param maxAttempts    sends of one clock command before it is given up (logged)
 * @param reconnectDelay the wait before the port is opened again after it went away
 * @param whiteOnLeft    White sits at the clock's left display
 */
public record DgtReaderSettings(Duration ackTimeout, int maxAttempts, Duration reconnectDelay, boolean whiteOnLeft) {

    public static final DgtReaderSettings DEFAULT =
            new DgtReaderSettings(Duration.ofMillis(2500), 3, Duration.ofMillis(500), true);

    public DgtReaderSettings {
        if (ackTimeout.isNegative() || ackTimeout.isZero() || maxAttempts < 1 || reconnectDelay.isNegative()) {
            throw new IllegalArgumentException("DGT reader settings need a positive ack time-out and at least one attempt");
        }
    }
}
