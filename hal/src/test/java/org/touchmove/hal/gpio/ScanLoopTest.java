package org.touchmove.hal.gpio;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

class ScanLoopTest {

    private static final long PERIOD = 10_000_000L;

    @Test
    void nextDeadline_scanOnTime_onePeriodAfterTheLastDeadline() {
        // a scan due at 0 that took 0.1 ms: the next is due at 10 ms, whatever the scan took
        assertThat(ScanLoop.nextDeadline(0, 100_000L, PERIOD)).isEqualTo(PERIOD);
        assertThat(ScanLoop.nextDeadline(PERIOD, PERIOD + 9_999_999L, PERIOD)).isEqualTo(2 * PERIOD);
        assertThat(ScanLoop.nextDeadline(0, PERIOD, PERIOD)).isEqualTo(PERIOD);
    }

    @Test
    void nextDeadline_afterAStall_oneScanAtOnceThenAPeriodApart_noCatchUpBurst() {
        // the scan due at 0 ended 35 ms late (a collection, a loaded CPU): 3 periods were missed
        long late = ScanLoop.nextDeadline(0, 35_000_000L, PERIOD);
        assertThat(late).isEqualTo(35_000_000L);
        // a fixed-rate executor would now run the scans of 10, 20 and 30 ms back to back, three equal readings
        // within a millisecond (a whole 3-scan debounce); here the following scan is a full period later
        assertThat(ScanLoop.nextDeadline(late, late + 100_000L, PERIOD)).isEqualTo(late + PERIOD);
    }

    @Test
    void loop_keepsScanningAfterAFailedScan_andStops() throws Exception {
        AtomicInteger scans = new AtomicInteger();
        CountDownLatch five = new CountDownLatch(5);
        ScanLoop loop = new ScanLoop("scan-loop-test", 1_000_000L, () -> {
            if (scans.incrementAndGet() == 1) {
                throw new IllegalStateException("a line read failed (expected by the test)");
            }
            five.countDown();
        });
        loop.start();
        // Real time: the bound only guards a hung loop (5 scans take about 5 ms).
        assertThat(five.await(10, TimeUnit.SECONDS)).isTrue();
        assertThat(loop.stop(2, TimeUnit.SECONDS)).isTrue();
        int stopped = scans.get();
        assertThat(stopped).isGreaterThanOrEqualTo(6);
        assertThat(loop.stop(2, TimeUnit.SECONDS)).isTrue();
        assertThat(scans.get()).isEqualTo(stopped);
    }

    @Test
    void constructor_nonPositivePeriod_rejected() {
        assertThatThrownBy(() -> new ScanLoop("x", 0, () -> { }))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("positive");
    }
}
