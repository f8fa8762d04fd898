package org.touchmove.hal.gpio;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import com.pi4j.Pi4J;
import com.pi4j.context.Context;
import com.pi4j.plugin.mock.platform.MockPlatform;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalInputProvider;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalOutputProvider;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.touchmove.hal.ButtonPress;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.ClockDisplay;
import org.touchmove.hal.ManualTimeSource;
import org.touchmove.hal.Occupancy;
import org.touchmove.hal.OccupancySnapshot;
import org.touchmove.hal.Squares;
import org.touchmove.hal.geometry.BoardGeometry;
import org.touchmove.hal.geometry.Orientation;
import org.touchmove.hal.scan.ScanSettings;

class GpioBoardTest {

    private static final List<Integer> ROWS = List.of(4, 5, 6, 12, 13, 16, 17, 18);
    private static final List<Integer> COLUMNS = List.of(19, 20, 21, 22, 23, 24, 25, 26);
    private static final ClockDisplay NO_DISPLAY = ClockDisplay.none();

    private final ManualTimeSource time = new ManualTimeSource(0);
    private final List<OccupancySnapshot> snapshots = new ArrayList<>();
    private final List<ButtonPress> presses = new ArrayList<>();
    private Context pi4j;
    private MockReedMatrix matrix;
    private GpioBoard board;

    @BeforeEach
    void setUp() {
        pi4j = Pi4J.newContextBuilder().noAutoDetect().add(new MockPlatform())
                .add(MockDigitalInputProvider.newInstance(), MockDigitalOutputProvider.newInstance()).build();
        matrix = new MockReedMatrix(pi4j, time);
    }

    @AfterEach
    void tearDown() {
        if (board != null) {
            board.close();
        }
        pi4j.shutdown();
    }

    private void build(BoardGeometry geometry, Occupancy masked) {
        GpioPins pins = new GpioPins(ROWS, COLUMNS, Map.of(ClockButton.WHITE, 27, ClockButton.BLACK, 7), true, true);
        GpioSettings settings = new GpioSettings(pins, new ScanSettings(3, 10_000, true, masked), 100, 3,
                "mock-digital-input", "mock-digital-output", GpioPlatform.MOCK);
        board = new GpioBoard(pi4j, settings, geometry, time, matrix, NO_DISPLAY);
        board.sensor().addListener(snapshots::add);
        board.buttons().addListener(presses::add);
        matrix.button(ClockButton.WHITE, false);
        matrix.button(ClockButton.BLACK, false);
    }

    private void scan(int times) {
        for (int i = 0; i < times; i++) {
            time.advanceMillis(10);
            board.scanOnce();
            assertThat(matrix.anyRowDriven()).as("rows released after a scan").isFalse();
        }
    }

    private static long sq(String name) {
        return 1L << Squares.parse(name);
    }

    @Test
    void scanOnce_startPositionThroughMockPins_reportedAfterDebounce() {
        build(BoardGeometry.identity(), Occupancy.EMPTY);
        matrix.closed = Occupancy.START.bits();
        scan(2);
        assertThatThrownBy(() -> board.sensor().current()).hasMessageContaining("first 3 scans");
        scan(1);
        assertThat(snapshots).extracting(OccupancySnapshot::occupancy).containsExactly(Occupancy.START);
        assertThat(board.sensor().current().occupancy()).isEqualTo(Occupancy.START);
    }

    @Test
    void lateListener_getsTheStartReadingAtOnce_andEveryListenerTheNextChange() {
        build(BoardGeometry.identity(), Occupancy.EMPTY);
        matrix.closed = Occupancy.START.bits();
        scan(3);
        List<OccupancySnapshot> late = new ArrayList<>();
        board.sensor().addListener(late::add);
        // the board's state was read before this listener existed: it is replayed, not lost
        assertThat(late).extracting(OccupancySnapshot::occupancy).containsExactly(Occupancy.START);
        assertThat(late.get(0)).isEqualTo(snapshots.get(0));

        matrix.closed = Occupancy.START.without(Squares.parse("e2")).bits();
        scan(3);
        assertThat(late).hasSize(2);
        assertThat(snapshots).hasSize(2);
        assertThat(late.get(1)).isEqualTo(snapshots.get(1));
    }

    @Test
    void scanOnce_contactBounceOnAMove_singleSnapshotPerStableChange() {
        build(BoardGeometry.identity(), Occupancy.EMPTY);
        matrix.closed = Occupancy.START.bits();
        scan(3);
        long lifted = Occupancy.START.bits() & ~sq("g1");
        long landed = lifted | sq("f3");
        long[] readings = {lifted, Occupancy.START.bits(), lifted, lifted, lifted,
                lifted | sq("f3"), lifted, landed, landed, lifted, landed, landed, landed};
        for (long r : readings) {
            matrix.closed = r;
            scan(1);
        }
        assertThat(snapshots).extracting(OccupancySnapshot::occupancy)
                .containsExactly(Occupancy.START, new Occupancy(lifted), new Occupancy(landed));
    }

    @Test
    void scanOnce_stuckSquare_reportedUntilMaskedInConfiguration() {
        build(BoardGeometry.identity(), Occupancy.EMPTY);
        matrix.closed = sq("d5");
        scan(3);
        assertThat(snapshots.get(0).occupancy()).isEqualTo(new Occupancy(sq("d5")));
        board.close();
        board = null;
        pi4j.shutdown();
        setUp();
        snapshots.clear();
        build(BoardGeometry.identity(), new Occupancy(sq("d5")));
        matrix.closed = sq("d5") | sq("a1");
        scan(3);
        assertThat(snapshots).extracting(OccupancySnapshot::occupancy).containsExactly(new Occupancy(sq("a1")));
    }

    @Test
    void scanOnce_rotatedBoardWiredByColumn_geometryApplied() {
        List<Integer> wiring = new ArrayList<>();
        for (int sensor = 0; sensor < 64; sensor++) {
            wiring.add((sensor % 8) * 8 + sensor / 8); // sensor row = file, column = rank
        }
        build(new BoardGeometry(Orientation.ROTATED, wiring), Occupancy.EMPTY);
        matrix.closed = 1L << 1; // sensor 1 lies under a2 in this wiring; the board is turned round: h7
        scan(3);
        assertThat(snapshots.get(0).occupancy()).isEqualTo(new Occupancy(sq("h7")));
    }

    @Test
    void scanOnce_buttonBounce_onePressWithScanTime() {
        build(BoardGeometry.identity(), Occupancy.EMPTY);
        scan(3);
        boolean[] black = {true, false, true, true, true, true, false, true};
        for (boolean down : black) {
            matrix.button(ClockButton.BLACK, down);
            scan(1);
        }
        assertThat(presses).extracting(ButtonPress::button).containsExactly(ClockButton.BLACK);
        // third equal sample is the 8th scan; each scan is 10 ms plus 8 row settles of 10 us
        assertThat(presses.get(0).monoNanos()).isEqualTo(8 * (10_000_000L + 8 * 10_000L));
    }

    @Test
    void start_scanLoopDeliversFirstSnapshotOnItsOwnThread() throws InterruptedException {
        build(BoardGeometry.identity(), Occupancy.EMPTY);
        matrix.closed = Occupancy.START.bits();
        java.util.concurrent.CountDownLatch first = new java.util.concurrent.CountDownLatch(1);
        List<String> threads = new java.util.concurrent.CopyOnWriteArrayList<>();
        board.sensor().addListener(s -> {
            threads.add(Thread.currentThread().getName());
            first.countDown();
        });
        board.start();
        assertThat(first.await(5, java.util.concurrent.TimeUnit.SECONDS)).as("a snapshot from the loop").isTrue();
        board.close();
        board = null;
        assertThat(threads).first().isEqualTo("gpio-scan");
    }

    @Test
    void gpioPins_sharedPin_rejectedNamingBothUsers() {
        assertThatThrownBy(() -> new GpioPins(ROWS, COLUMNS, Map.of(ClockButton.WHITE, 4), true, true))
                .hasMessageContaining("GPIO 4 is used by both row 0 and button white");
        assertThatThrownBy(() -> new GpioPins(ROWS.subList(0, 7), COLUMNS, Map.of(), true, true))
                .hasMessageContaining("8 row pins, got 7");
    }
}
