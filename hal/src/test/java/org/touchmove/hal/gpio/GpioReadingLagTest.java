package org.touchmove.hal.gpio;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.Occupancy;
import org.touchmove.hal.scan.ScanSettings;

/** Issue 16: the matrix's worst-case reading lag follows its scan settings (docs/hal.md, "Reading lag"). */
class GpioReadingLagTest {

    private static final GpioPins PINS = new GpioPins(List.of(4, 5, 6, 12, 13, 16, 17, 18),
            List.of(19, 20, 21, 22, 23, 24, 25, 26), Map.of(ClockButton.WHITE, 27, ClockButton.BLACK, 7), true, true);

    private static Duration lag(int debounceScans, long settleNanos, int scansPerSecond) {
        return new GpioSettings(PINS, new ScanSettings(debounceScans, settleNanos, true, Occupancy.EMPTY),
                scansPerSecond, 3, null, null, GpioPlatform.AUTO).readingLag();
    }

    @Test
    void theDefaultsWaitFourScansAndOneScansSettleTimes() {
        // (3 debounce scans + the scan that first sees the change) x 10 ms + 8 rows x 10 us settle.
        assertThat(lag(3, 10_000, 100)).isEqualTo(Duration.ofNanos(40_080_000));
    }

    @Test
    void slowerScansAndLongerDebounceLagMore() {
        // (5 + 1) x 20 ms + 8 x 1 ms.
        assertThat(lag(5, 1_000_000, 50)).isEqualTo(Duration.ofMillis(128));
        assertThat(lag(1, 0, 1000)).isEqualTo(Duration.ofMillis(2));
    }
}
