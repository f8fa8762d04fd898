package org.touchmove.hal.scan;

import org.touchmove.hal.Occupancy;

/**
 * How the matrix is scanned.
 *
 * @param debounceScans a square changes only after this many equal scans that differ from its
 *                      stable state (Zephyr's debounce_down/up, counted in scans)
 * @param settleNanos   wait between driving a row and reading the columns
 * @param diodes        true when every switch has a diode, so ghosting cannot happen; false
 *                      enables the ghost check (a rectangle of closed switches is ambiguous)
 * @param maskedSquares squares whose sensor is ignored (broken or not fitted); they always read
 *                      empty, like Zephyr's actual_key_mask
 */
public record ScanSettings(int debounceScans, long settleNanos, boolean diodes, Occupancy maskedSquares) {

    /** 3 equal scans (30 ms at 100 scans/s), 10 us settle, diodes fitted, nothing masked. */
    public static final ScanSettings DEFAULTS = new ScanSettings(3, 10_000L, true, Occupancy.EMPTY);

    public ScanSettings {
        if (debounceScans < 1 || debounceScans > 1000) {
            throw new IllegalArgumentException("debounceScans must be 1..1000, got " + debounceScans);
        }
        if (settleNanos < 0 || settleNanos > 10_000_000L) {
            throw new IllegalArgumentException("settleNanos must be 0..10 ms, got " + settleNanos);
        }
        if (maskedSquares == null) {
            throw new IllegalArgumentException("maskedSquares must not be null (use Occupancy.EMPTY)");
        }
    }
}
