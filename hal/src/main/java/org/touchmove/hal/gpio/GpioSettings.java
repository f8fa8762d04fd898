package org.touchmove.hal.gpio;

import java.util.Objects;

import org.touchmove.hal.scan.ScanSettings;

/**
 * Everything the GPIO provider needs besides the geometry.
 *
 * @param pins                 pin numbers
 * @param scan                 debounce, settle time, diodes, masked squares
 * @param scansPerSecond       scan rate of the production loop (default 100)
 * @param buttonDebounceSamples equal samples before a button changes (sampled once per scan)
 * @param inputProvider        Pi4J provider id for inputs, or null for the platform default
 * @param outputProvider       Pi4J provider id for outputs, or null for the platform default
 * @param platform             the Pi4J platform: the board's own GPIO or Pi4J's mock (benchmarks, development)
 */
public record GpioSettings(GpioPins pins, ScanSettings scan, int scansPerSecond, int buttonDebounceSamples,
                           String inputProvider, String outputProvider, GpioPlatform platform) {

    public GpioSettings {
        Objects.requireNonNull(pins, "pins");
        Objects.requireNonNull(scan, "scan");
        Objects.requireNonNull(platform, "platform");
        if (scansPerSecond < 1 || scansPerSecond > 2000) {
            throw new IllegalArgumentException("scan rate must be 1..2000 scans/s, got " + scansPerSecond);
        }
        if (buttonDebounceSamples < 1 || buttonDebounceSamples > 1000) {
            throw new IllegalArgumentException("button debounce must be 1..1000 samples, got " + buttonDebounceSamples);
        }
    }

    public long scanPeriodNanos() {
        return 1_000_000_000L / scansPerSecond;
    }

    /**
     * The worst-case reading lag of the matrix: a change just after a square was read is seen at the next
     * scan, then needs {@code debounceScans} equal scans (each scan period includes the rows' settle time),
     * so (debounceScans + 1) scan periods plus one scan's settle waits (8 rows) for the last scan's rows.
     */
    public java.time.Duration readingLag() {
        return java.time.Duration.ofNanos((scan.debounceScans() + 1L) * scanPeriodNanos() + 8L * scan.settleNanos());
    }
}
