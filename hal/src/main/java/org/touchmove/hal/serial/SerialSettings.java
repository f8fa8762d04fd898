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
        Duration minimum = minimumFrameTimeout(baud);
        if (frameTimeout.compareTo(minimum) < 0) {
            // At a slow line speed every frame would time out half-way: every move lost, every press an
            // irregularity. Refuse the pair rather than run a board that cannot work.
            throw new IllegalArgumentException("a frame time-out of " + frameTimeout.toMillis() + " ms is too short for "
                    + baud + " baud: the longest frame (" + LONGEST_FRAME_BYTES + " bytes) takes "
                    + transmitMillis(baud) + " ms on the line; set serial.frame-timeout-ms to at least "
                    + minimum.toMillis() + " or raise serial.baud");
        }
        if (reconnectMax.compareTo(reconnectInitial) < 0) {
            throw new IllegalArgumentException("reconnect max " + reconnectMax + " is below reconnect initial "
                    + reconnectInitial);
        }
    }

    /** Sync, header, the largest payload and the CRC (docs/serial-protocol.md). */
    public static final int LONGEST_FRAME_BYTES = FrameFormat.HEADER_BYTES + FrameFormat.MAX_PAYLOAD
            + FrameFormat.CRC_BYTES;
    /** The default frame time-out at a fast line; slower lines get {@link #frameTimeoutFor}. */
    public static final Duration DEFAULT_FRAME_TIMEOUT = Duration.ofMillis(100);

    /** 115200 baud, 3 s heartbeat timeout (the device beats every second), reopen 0.5 s doubling to 10 s. */
    public static SerialSettings defaults(String port) {
        return new SerialSettings(port, 115_200, Duration.ofSeconds(3), Duration.ofMillis(500),
                Duration.ofSeconds(10), DEFAULT_FRAME_TIMEOUT);
    }

    /**
     * The device's own debounce (docs/serial-protocol.md: the device debounces before it sends OCCUPANCY);
     * the reference firmware waits 30 ms, and the host cannot ask it, so this is the figure the host assumes.
     */
    public static final Duration DEVICE_DEBOUNCE = Duration.ofMillis(30);

    /**
     * The worst-case reading lag of a serial board: the device's debounce plus the longest frame's time on
     * the line at {@code baud} (the host stamps a reading on arrival).
     */
    public Duration readingLag() {
        return DEVICE_DEBOUNCE.plusMillis(transmitMillis(baud));
    }

    /** Milliseconds the longest frame takes at {@code baud} (8N1: 10 bits a byte), rounded up. */
    static long transmitMillis(int baud) {
        return (LONGEST_FRAME_BYTES * 10L * 1000L + baud - 1) / baud;
    }

    /** The shortest frame time-out that works at {@code baud}: twice the longest frame's time on the line. */
    public static Duration minimumFrameTimeout(int baud) {
        return Duration.ofMillis(2 * transmitMillis(Math.max(baud, 1)));
    }

    /** The frame time-out when none is configured: {@link #DEFAULT_FRAME_TIMEOUT}, longer where the line is slow. */
    public static Duration frameTimeoutFor(int baud) {
        Duration minimum = minimumFrameTimeout(baud);
        return minimum.compareTo(DEFAULT_FRAME_TIMEOUT) > 0 ? minimum : DEFAULT_FRAME_TIMEOUT;
    }

    private static void requirePositive(String what, Duration d) {
        if (d == null || d.isNegative() || d.isZero()) {
            throw new IllegalArgumentException(what + " must be a positive duration, got " + d);
        }
    }
}
