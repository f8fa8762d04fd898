package org.touchmove.hal.scan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.touchmove.hal.ManualTimeSource;
import org.touchmove.hal.Occupancy;
import org.touchmove.hal.OccupancySnapshot;
import org.touchmove.hal.Squares;
import org.touchmove.hal.geometry.BoardGeometry;
import org.touchmove.hal.geometry.Orientation;

class MatrixScannerTest {

    private static final long SETTLE = 20_000L;
    private static final long SCAN_PERIOD = 10_000_000L;

    private final ManualTimeSource time = new ManualTimeSource(1_000_000_000L);
    private final ScriptedLines lines = new ScriptedLines(time, SETTLE);
    private final List<OccupancySnapshot> snapshots = new ArrayList<>();
    private MatrixScanner scanner;

    @BeforeEach
    void setUp() {
        scanner = scanner(new ScanSettings(3, SETTLE, true, Occupancy.EMPTY), BoardGeometry.identity());
    }

    private MatrixScanner scanner(ScanSettings settings, BoardGeometry geometry) {
        MatrixScanner s = new MatrixScanner(lines, geometry, settings, time,
                nanos -> time.advanceTo(time.nanos() + nanos));
        s.setListener(snapshots::add);
        return s;
    }

    /** One scan per 10 ms of virtual time, like the 100 scans/s loop. */
    private void scan(int times) {
        for (int i = 0; i < times; i++) {
            time.advanceTo(time.nanos() + SCAN_PERIOD);
            scanner.scanOnce();
        }
    }

    private static long bit(String square) {
        return 1L << Squares.parse(square);
    }

    @Test
    void scanOnce_initialState_reportedOnceAfterDebounceScans() {
        lines.closed = Occupancy.START.bits();
        scan(2);
        assertThat(snapshots).isEmpty();
        assertThat(scanner.current()).isNull();
        scan(1);
        assertThat(snapshots).hasSize(1);
        assertThat(snapshots.get(0).occupancy()).isEqualTo(Occupancy.START);
        assertThat(scanner.current()).isEqualTo(snapshots.get(0));
        scan(10);
        assertThat(snapshots).as("no change, no new snapshot").hasSize(1);
    }

    @Test
    void scanOnce_emptyBoard_stillReportsInitialSnapshot() {
        scan(3);
        assertThat(snapshots).extracting(OccupancySnapshot::occupancy).containsExactly(Occupancy.EMPTY);
    }

    @Test
    void scanOnce_readsEveryRowAfterSettleTime() {
        scan(1);
        assertThat(lines.reads).isEqualTo(8);
        long before = time.nanos();
        scanner.scanOnce();
        assertThat(time.nanos() - before).isEqualTo(8 * SETTLE);
    }

    @Test
    void scanOnce_pieceLifted_reportedAfterNEqualScansWithThatTimestamp() {
        lines.closed = Occupancy.START.bits();
        scan(3);
        lines.closed &= ~bit("e2");
        scan(2);
        assertThat(snapshots).hasSize(1);
        scan(1);
        assertThat(snapshots).hasSize(2);
        OccupancySnapshot lifted = snapshots.get(1);
        assertThat(lifted.occupancy()).isEqualTo(Occupancy.START.without(Squares.parse("e2")));
        assertThat(lifted.monoNanos()).isEqualTo(time.nanos());
    }

    @Test
    void scanOnce_contactBounce_oneChangeOnlyOnceSettled() {
        lines.closed = 0;
        scan(3);
        long e4 = bit("e4");
        long[] bounce = {e4, 0, e4, 0, e4, e4, 0, e4, e4, e4};
        for (long reading : bounce) {
            lines.closed = reading;
            scan(1);
        }
        assertThat(snapshots).hasSize(2);
        assertThat(snapshots.get(1).occupancy()).isEqualTo(new Occupancy(e4));
        scan(20);
        assertThat(snapshots).hasSize(2);
    }

    @Test
    void scanOnce_glitchShorterThanDebounce_noEvent() {
        lines.closed = Occupancy.START.bits();
        scan(3);
        lines.closed &= ~bit("d1");
        scan(2);
        lines.closed |= bit("d1");
        scan(10);
        assertThat(snapshots).hasSize(1);
    }

    @Test
    void scanOnce_chatteringStuckSquare_neverReportedButOthersAre() {
        scan(3);
        for (int i = 0; i < 40; i++) {
            lines.closed = (i % 2 == 0 ? bit("c3") : 0) | (i >= 10 ? bit("f6") : 0);
            scan(1);
        }
        assertThat(snapshots).extracting(OccupancySnapshot::occupancy)
                .containsExactly(Occupancy.EMPTY, new Occupancy(bit("f6")));
    }

    @Test
    void scanOnce_stuckClosedSquareMasked_alwaysEmpty() {
        scanner = scanner(new ScanSettings(3, SETTLE, true, new Occupancy(bit("h4"))), BoardGeometry.identity());
        lines.closed = bit("h4") | bit("a1");
        scan(3);
        assertThat(snapshots).extracting(OccupancySnapshot::occupancy).containsExactly(new Occupancy(bit("a1")));
    }

    @Test
    void scanOnce_stuckClosedSquareUnmasked_isReportedOccupiedAndDoesNotHideMoves() {
        lines.closed = bit("h4");
        scan(3);
        lines.closed |= bit("b2");
        scan(3);
        assertThat(snapshots).extracting(OccupancySnapshot::occupancy)
                .containsExactly(new Occupancy(bit("h4")), new Occupancy(bit("h4") | bit("b2")));
    }

    @Test
    void scanOnce_ghostRectangleWithoutDiodes_fourthCornerFlaggedNotInvented() {
        scanner = scanner(new ScanSettings(3, SETTLE, false, Occupancy.EMPTY), BoardGeometry.identity());
        long three = bit("b2") | bit("f2") | bit("b6");
        lines.closed = three;
        scan(3);
        // the matrix without diodes now shows f6 closed as well: a ghost
        lines.closed = three | bit("f6");
        scan(10);
        assertThat(snapshots).extracting(OccupancySnapshot::occupancy).containsExactly(new Occupancy(three));
        assertThat(scanner.ghostSuspects()).isEqualTo(new Occupancy(bit("f6")));
        // lifting b6 breaks the rectangle: the ghost vanishes with it, nothing was invented
        lines.closed = bit("b2") | bit("f2");
        scan(3);
        assertThat(snapshots.get(snapshots.size() - 1).occupancy()).isEqualTo(new Occupancy(bit("b2") | bit("f2")));
        assertThat(scanner.ghostSuspects()).isEqualTo(Occupancy.EMPTY);
    }

    @Test
    void scanOnce_realPieceHeldBackAsSuspect_appearsWhenRectangleBreaks() {
        scanner = scanner(new ScanSettings(3, SETTLE, false, Occupancy.EMPTY), BoardGeometry.identity());
        long three = bit("a1") | bit("h1") | bit("a8");
        lines.closed = three;
        scan(3);
        lines.closed = three | bit("h8");
        scan(5);
        lines.closed = bit("h1") | bit("a8") | bit("h8");
        scan(3);
        assertThat(snapshots.get(snapshots.size() - 1).occupancy())
                .isEqualTo(new Occupancy(bit("h1") | bit("a8") | bit("h8")));
    }

    @Test
    void scanOnce_sameRectangleWithDiodes_isTrusted() {
        long four = bit("b2") | bit("f2") | bit("b6") | bit("f6");
        lines.closed = four;
        scan(3);
        assertThat(snapshots.get(0).occupancy()).isEqualTo(new Occupancy(four));
        assertThat(scanner.ghostSuspects()).isEqualTo(Occupancy.EMPTY);
    }

    @Test
    void scanOnce_rotatedBoard_mapsSensorZeroToH8() {
        scanner = scanner(new ScanSettings(3, SETTLE, true, Occupancy.EMPTY), BoardGeometry.identity().withOrientation(Orientation.ROTATED));
        lines.closed = 1L; // sensor 0
        scan(3);
        assertThat(snapshots.get(0).occupancy()).isEqualTo(new Occupancy(bit("h8")));
    }

    @Test
    void rectangleCorners_findsAllFourCornersAndNothingElse() {
        long raw = bit("a1") | bit("c1") | bit("a3") | bit("c3") | bit("h8") | bit("e1");
        assertThat(MatrixScanner.rectangleCorners(raw)).isEqualTo(bit("a1") | bit("c1") | bit("a3") | bit("c3"));
        assertThat(MatrixScanner.rectangleCorners(bit("a1") | bit("c1") | bit("a3"))).isZero();
    }
}
