package org.touchmove.hal.scan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.ManagementFactory;
import java.util.EnumSet;

import org.junit.jupiter.api.Test;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.ManualTimeSource;
import org.touchmove.hal.Occupancy;
import org.touchmove.hal.geometry.BoardGeometry;

/**
 * An idle board scans 100 times a second: a scan that changes nothing allocates nothing (issue 12, idle CPU).
 * Counted by the JVM per thread (bytes allocated), so the figure does not depend on load. The bound is an average
 * under 0.1 byte a scan over 100,000 scans rather than exactly 0: the JIT compiling and replacing the running code
 * can cost the thread a few hundred bytes once (measured 0-330), while one object a scan is at least 16 bytes a
 * scan (before issue 12 the button sample allocated about 240 bytes a scan, and the ghost check an
 * {@code Occupancy} every scan).
 */
class ScanAllocationTest {

    private static final int SCANS = 100_000;
    private static final long BOUND = SCANS / 10;

    private final com.sun.management.ThreadMXBean threads =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    private final ManualTimeSource time = new ManualTimeSource(1_000_000_000L);

    private long allocatedBy(Runnable work) {
        assumeTrue(threads.isThreadAllocatedMemorySupported() && threads.isThreadAllocatedMemoryEnabled());
        long before = threads.getCurrentThreadAllocatedBytes();
        work.run();
        return threads.getCurrentThreadAllocatedBytes() - before;
    }

    private MatrixScanner scannerOnStartingPosition(boolean diodes) {
        ScriptedLines lines = new ScriptedLines(time, 10_000L);
        // the starting position plus a rectangle (b3 d3 b6 d6) that a matrix without diodes cannot trust
        lines.closed = Occupancy.START.bits() | 1L << 17 | 1L << 19 | 1L << 41 | 1L << 43;
        MatrixScanner scanner = new MatrixScanner(lines, BoardGeometry.identity(),
                new ScanSettings(3, 10_000L, diodes, Occupancy.EMPTY), time, nanos -> time.advanceTo(time.nanos() + nanos));
        int[] snapshots = new int[1];
        scanner.setListener(s -> snapshots[0]++);
        for (int i = 0; i < 100; i++) {
            scanner.scanOnce();
        }
        assertThat(snapshots[0]).isEqualTo(1);
        return scanner;
    }

    @Test
    void scanOnce_unchangedBoard_allocatesNothing() {
        MatrixScanner scanner = scannerOnStartingPosition(true);
        long bytes = allocatedBy(() -> {
            for (int i = 0; i < SCANS; i++) {
                scanner.scanOnce();
            }
        });
        assertThat(bytes).as("bytes allocated by %d unchanged scans", SCANS).isLessThan(BOUND);
    }

    @Test
    void scanOnce_unchangedGhostSuspectsWithoutDiodes_allocatesNothing() {
        MatrixScanner scanner = scannerOnStartingPosition(false);
        assertThat(scanner.ghostSuspects().count()).isPositive();
        long bytes = allocatedBy(() -> {
            for (int i = 0; i < SCANS; i++) {
                scanner.scanOnce();
            }
        });
        assertThat(bytes).as("bytes allocated by %d unchanged scans", SCANS).isLessThan(BOUND);
    }

    @Test
    void sample_unchangedButtons_allocatesNothing() {
        int[] presses = new int[1];
        ButtonDebouncer debouncer = new ButtonDebouncer(EnumSet.of(ClockButton.WHITE, ClockButton.BLACK,
                ClockButton.PAUSE), 3, time, p -> presses[0]++);
        int whiteDown = ButtonDebouncer.bit(ClockButton.WHITE);
        for (int i = 0; i < 100; i++) {
            debouncer.sample(whiteDown);
        }
        long bytes = allocatedBy(() -> {
            for (int i = 0; i < SCANS; i++) {
                debouncer.sample(whiteDown);
            }
        });
        assertThat(bytes).as("bytes allocated by %d unchanged samples", SCANS).isLessThan(BOUND);
        assertThat(debouncer.isDown(ClockButton.WHITE)).isTrue();
        assertThat(presses[0]).isZero();
    }
}
