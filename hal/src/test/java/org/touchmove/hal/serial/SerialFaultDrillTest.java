package org.touchmove.hal.serial;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 12: the serial fault drill, short, over a real pseudo-terminal (socat): every kind of fault several
 * times in a seeded order, two cables pulled. The host never crashes, delivers exactly the good readings in
 * order, counts every bad frame by its kind, and comes back after each replug. Minutes of it: scripts/drill-serial.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class SerialFaultDrillTest {

    @TempDir
    Path dir;

    @Test
    void everyFaultCounted_noReadingInvented_linkRecoversAfterReplug() throws Exception {
        List<LineFault> faults = new ArrayList<>();
        for (LineFault f : LineFault.values()) {
            int times = switch (f) {
                case UNPLUG, STALLED -> 2;
                case BURST, SLOW_LINE -> 4;
                default -> 12;
            };
            faults.addAll(Collections.nCopies(times, f));
        }
        Collections.shuffle(faults, new Random(12));
        DrillReport report;
        // a frame time-out well above the trickle's gaps, so a busy CI machine cannot turn slow into truncated
        try (SerialFaultDrill drill = SerialFaultDrill.start(dir, Duration.ofMillis(300), Duration.ofMillis(20), 12)) {
            for (LineFault f : faults) {
                drill.run(f);
            }
            report = drill.finish();
        }
        assertThat(report.problems()).isEmpty();
        assertThat(report.inventedReadings()).isZero();
        assertThat(report.missedReadings()).isZero();
        assertThat(report.miscountedSteps()).isZero();
        assertThat(report.readingsDelivered()).isEqualTo(report.readingsExpected()).isGreaterThan(faults.size());
        assertThat(report.counted().badFrames()).isGreaterThanOrEqualTo(report.badFramesSent()).isPositive();
        assertThat(report.counted().corrupt()).isGreaterThanOrEqualTo(24);
        assertThat(report.counted().truncated()).isGreaterThanOrEqualTo(14);
        assertThat(report.counted().unknownType()).isEqualTo(12);
        assertThat(report.counted().malformed()).isEqualTo(12);
        assertThat(report.counted().hostType()).isEqualTo(12);
        assertThat(report.unplugs()).isEqualTo(2);
    }
}
