package org.touchmove.hal.serial;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * Issue 16: a serial board's worst-case reading lag is the device's debounce plus the longest frame's time on
 * the line at the configured speed (the host stamps readings on arrival).
 */
class SerialReadingLagTest {

    private static Duration lag(int baud) {
        SerialSettings d = SerialSettings.defaults("/dev/x");
        return new SerialSettings(d.port(), baud, d.heartbeatTimeout(), d.reconnectInitial(), d.reconnectMax(),
                SerialSettings.frameTimeoutFor(baud)).readingLag();
    }

    @Test
    void theLagIsTheDeviceDebouncePlusTheLongestFrameOnTheLine() {
        // 70 bytes x 10 bits at 115 200 baud = 6.1 ms, rounded up to 7; + 30 ms device debounce.
        assertThat(lag(115_200)).isEqualTo(Duration.ofMillis(37));
        // At 1200 baud the frame alone takes 584 ms (half the 1168 ms minimum frame time-out).
        assertThat(lag(1200)).isEqualTo(Duration.ofMillis(614));
    }
}
