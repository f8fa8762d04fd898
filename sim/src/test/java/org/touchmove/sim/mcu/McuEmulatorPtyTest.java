package org.touchmove.sim.mcu;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.hal.testing.Poll.awaitTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.hal.ButtonPress;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.ClockFace;
import org.touchmove.hal.Occupancy;
import org.touchmove.hal.OccupancySnapshot;
import org.touchmove.hal.Squares;
import org.touchmove.hal.TimeSource;
import org.touchmove.hal.geometry.BoardGeometry;
import org.touchmove.hal.geometry.Orientation;
import org.touchmove.hal.serial.Frame;
import org.touchmove.hal.serial.LinkState;
import org.touchmove.hal.serial.PtyPair;
import org.touchmove.hal.serial.SerialBoard;
import org.touchmove.hal.serial.SerialSettings;

/** The serial provider against the emulated microcontroller, over a real pseudo-terminal pair. */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class McuEmulatorPtyTest {

    /** Generous: only an upper bound for a line that hangs; a loaded 2-core machine is slow (issue 23). */
    private static final Duration WAIT = Duration.ofSeconds(30);
    private static final BoardGeometry ROTATED = BoardGeometry.identity().withOrientation(Orientation.ROTATED);

    @TempDir
    Path dir;

    private PtyPair ptys;
    private McuEmulator mcu;
    private SerialBoard board;
    private final List<OccupancySnapshot> snapshots = new CopyOnWriteArrayList<>();
    private final List<ButtonPress> presses = new CopyOnWriteArrayList<>();

    @BeforeEach
    void setUp() throws Exception {
        ptys = PtyPair.start(dir);
        mcu = McuEmulator.onDevice(ptys.device(), TimeSource.system());
        mcu.setOccupancy(ROTATED.toSensors(Occupancy.START));
        // The product's heartbeat time-out (3 s), not 400 ms: the emulator sends no heartbeat of its own, so the link
        // reports a missing one that long after the last frame, and a test thread paused for 400 ms on a loaded
        // machine between a frame and its check of the CONNECTED state found HEARTBEAT_MISSING (issue 23).
        SerialSettings settings = new SerialSettings(ptys.host().toString(), 115_200, Duration.ofSeconds(3),
                Duration.ofMillis(20), Duration.ofMillis(200), Duration.ofMillis(100));
        board = new SerialBoard(settings, ROTATED, TimeSource.system());
        board.sensor().addListener(snapshots::add);
        board.buttons().addListener(presses::add);
        board.start();
    }

    @AfterEach
    void tearDown() throws Exception {
        if (board != null) {
            board.close();
        }
        if (mcu != null) {
            mcu.close();
        }
        if (ptys != null) {
            ptys.close();
        }
    }

    private void awaitOccupancy(Occupancy expected) {
        awaitTrue(WAIT, () -> board.latest().map(s -> s.occupancy().equals(expected)).orElse(false),
                "occupancy\n" + expected.diagram() + "latest: " + board.latest());
    }

    private static long square(String name) {
        return 1L << Squares.parse(name);
    }

    @Test
    void snapshotsAndPressesArrive_damagedFramesAreCountedNotDelivered() throws Exception {
        // the board asks for the state on opening; the emulator answers
        awaitOccupancy(Occupancy.START);
        assertThat(board.status().state()).isEqualTo(LinkState.CONNECTED);
        assertThat(mcu.fromHost().poll(30, TimeUnit.SECONDS)).isEqualTo(new Frame.StateRequestFrame());

        Occupancy e2Lifted = Occupancy.START.without(Squares.parse("e2"));
        mcu.occupancy(ROTATED.toSensors(e2Lifted));
        awaitOccupancy(e2Lifted);

        mcu.press(ClockButton.WHITE);
        awaitTrue(WAIT, () -> !presses.isEmpty(), "a white press");
        assertThat(presses).extracting(ButtonPress::button).containsExactly(ClockButton.WHITE);

        // a flipped payload bit: counted as corrupt, its occupancy never delivered
        Occupancy ghost = e2Lifted.with(Squares.parse("e4"));
        mcu.inject(new Fault.FlipBit(6, 3));
        mcu.occupancy(ROTATED.toSensors(ghost));
        Occupancy e4 = e2Lifted.with(Squares.parse("e4")).with(Squares.parse("d4"));
        mcu.occupancy(ROTATED.toSensors(e4));
        awaitOccupancy(e4);
        assertThat(board.status().decoder().corrupt()).isEqualTo(1);
        assertThat(snapshots).extracting(OccupancySnapshot::occupancy).doesNotContain(ghost);

        // a truncated frame followed by a good one
        mcu.inject(new Fault.Truncate(7));
        mcu.occupancy(ROTATED.toSensors(Occupancy.START));
        Occupancy afterCut = e4.without(Squares.parse("d4"));
        mcu.occupancy(ROTATED.toSensors(afterCut));
        awaitOccupancy(afterCut);
        assertThat(board.status().decoder().truncated()).isEqualTo(1);
        assertThat(snapshots).extracting(OccupancySnapshot::occupancy).containsOnlyOnce(Occupancy.START);

        // a sequence gap is counted but the frame is good; noise is skipped; a repeat is dropped
        mcu.inject(new Fault.SkipSequence(3));
        mcu.button(ClockButton.BLACK, true);
        mcu.inject(new Fault.GarbageBefore(new byte[] {0x00, 0x7F, (byte) 0xA5, 0x13, (byte) 0xA5}));
        mcu.inject(new Fault.Repeat());
        mcu.button(ClockButton.BLACK, false);
        mcu.press(ClockButton.PLUS);
        awaitTrue(WAIT, () -> presses.size() == 3, "black and plus presses");
        assertThat(presses).extracting(ButtonPress::button)
                .containsExactly(ClockButton.WHITE, ClockButton.BLACK, ClockButton.PLUS);
        // Faults apply to successive frames: the repeat is of PLUS's button-down frame, which already gave the
        // press, so its second copy may still be on its way when the press is seen: wait for it to be dropped.
        awaitTrue(WAIT, () -> board.status().decoder().outOfOrder() == 1, "the repeated frame dropped");
        var stats = board.status().decoder();
        assertThat(stats.lost()).isEqualTo(3 + 2); // skipped numbers, plus the two damaged frames above
        assertThat(stats.outOfOrder()).isEqualTo(1);
        assertThat(stats.skippedBytes()).isPositive();
        assertThat(snapshots).extracting(OccupancySnapshot::occupancy)
                .containsExactly(Occupancy.START, e2Lifted, e4, afterCut);
    }

    @Test
    void listenerAddedAfterTheDeviceAnswered_getsTheBoardAtOnce() throws Exception {
        // The emulator answers the state request as soon as the port opens, as real firmware does.
        awaitOccupancy(Occupancy.START);
        List<OccupancySnapshot> late = new CopyOnWriteArrayList<>();
        board.sensor().addListener(late::add);
        assertThat(late).as("replayed on the adding thread, before returning")
                .extracting(OccupancySnapshot::occupancy).containsExactly(Occupancy.START);
        // an identical frame is no change, for every listener alike
        mcu.occupancy(ROTATED.toSensors(Occupancy.START));
        Occupancy afterLift = Occupancy.START.without(Squares.parse("e2"));
        mcu.occupancy(ROTATED.toSensors(afterLift));
        awaitTrue(WAIT, () -> late.size() == 2, "the lift for the late listener: " + late);
        assertThat(late.get(1).occupancy()).isEqualTo(afterLift);
        assertThat(snapshots).extracting(OccupancySnapshot::occupancy).containsExactly(Occupancy.START, afterLift);
    }

    @Test
    void displayFramesReachTheDevice_missingHeartbeatIsReported() throws Exception {
        awaitOccupancy(Occupancy.START);
        assertThat(mcu.fromHost().poll(30, TimeUnit.SECONDS)).isEqualTo(new Frame.StateRequestFrame());
        ClockFace face = new ClockFace("1:29:58", "1:30:00", 1, ClockButton.BLACK);
        board.display().show(face);
        board.display().showText("MATE");
        board.display().beep(120);
        assertThat(mcu.fromHost().poll(30, TimeUnit.SECONDS)).isEqualTo(new Frame.ShowTimesFrame(face));
        assertThat(mcu.fromHost().poll(30, TimeUnit.SECONDS)).isEqualTo(new Frame.ShowTextFrame("MATE"));
        assertThat(mcu.fromHost().poll(30, TimeUnit.SECONDS)).isEqualTo(new Frame.BeepFrame(120));
        assertThat(mcu.hostLinkStats().rejected()).isZero();

        awaitTrue(WAIT, () -> board.status().state() == LinkState.HEARTBEAT_MISSING, "the heartbeat to go missing");
        mcu.heartbeat();
        awaitTrue(WAIT, () -> board.status().state() == LinkState.CONNECTED, "the link to recover");
    }

    @Test
    void portThatVanishesIsReopenedWhenItReturns() throws Exception {
        awaitOccupancy(Occupancy.START);
        assertThat(board.status().opens()).isEqualTo(1);
        ClockFace face = new ClockFace("4:00", "3:58", 12, ClockButton.WHITE);
        board.display().show(face);

        mcu.close();
        ptys.close();
        awaitTrue(WAIT, () -> board.status().state() == LinkState.DISCONNECTED, "the board to notice the unplug");

        ptys = PtyPair.start(dir);
        mcu = McuEmulator.onDevice(ptys.device(), TimeSource.system());
        Occupancy afterReplug = Occupancy.START.without(Squares.parse("a1"));
        mcu.setOccupancy(ROTATED.toSensors(afterReplug));
        mcu.hello();
        awaitOccupancy(afterReplug);
        assertThat(board.status().opens()).isEqualTo(2);
        assertThat(board.status().state()).isEqualTo(LinkState.CONNECTED);
        // after reopening, the host asks for the state and shows the clock again
        assertThat(mcu.fromHost().poll(30, TimeUnit.SECONDS)).isEqualTo(new Frame.StateRequestFrame());
        assertThat(mcu.fromHost().poll(30, TimeUnit.SECONDS)).isEqualTo(new Frame.ShowTimesFrame(face));
    }
}
