package org.touchmove.hal.serial;

import java.time.Duration;
import java.util.Objects;

/**
 * Configuration of a serial board.
 *
 * @param port             device path, e.g. /dev/ttyACM0 or a socat link
 * @param baud             line speed (ignored by USB CDC devices and pseudo-terminals)
 * @param heartbeatTimeout no frame for this long is reported as {@link LinkState#HEARTBEAT_MISSING}
 * @param reconnectInitial first wait before reopening a lost port; doubles on each failure
 * @param reconnectMax     cap of the reopen wait
 * @param frameTimeout     a frame incomplete for this long is counted as truncated
 */
public record SerialSettings(String port, int baud, Duration heartbeatTimeout, Duration reconnectInitial,
                             Duration reconnectMax, Duration frameTimeout) {

    public SerialSettings {
        Objects.requireNonNull(port, "port");
        if (port.isBlank()) {
            throw new IllegalArgumentException("serial port path is empty");
        }
        if (baud < 300 || baud > 4_000_000) {
            throw new IllegalArgumentException("baud must be 300..4000000, got " + baud);
        }
        requirePositive("heartbeat timeout", heartbeatTimeout);
        requirePositive("reconnect initial", reconnectInitial);
        requirePositive("reconnect max", reconnectMax);
        requirePositive("frame timeout", frameTimeout);
        if (reconnectMax.compareTo(reconnectInitial) < 0) {
            throw new IllegalArgumentException("reconnect max " + reconnectMax + " is below reconnect initial "
                    + reconnectInitial);
        }
    }

    /** 115200 baud, 3 s heartbeat timeout (the device beats every second), reopen 0.5 s doubling to 10 s. */
    public static SerialSettings defaults(String port) {
        return new SerialSettings(port, 115_200, Duration.ofSeconds(3), Duration.ofMillis(500),
                Duration.ofSeconds(10), Duration.ofMillis(100));
    }

    private static void requirePositive(String what, Duration d) {
        if (d == null || d.isNegative() || d.isZero()) {
            throw new IllegalArgumentException(what + " must be a positive duration, got " + d);
        }
    }
}
