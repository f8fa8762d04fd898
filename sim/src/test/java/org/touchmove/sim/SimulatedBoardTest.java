package org.touchmove.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.touchmove.hal.ButtonPress;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.ClockFace;
import org.touchmove.hal.ManualTimeSource;
import org.touchmove.hal.Occupancy;
import org.touchmove.hal.OccupancySnapshot;
import org.touchmove.hal.PieceCodes;
import org.touchmove.hal.Squares;

class SimulatedBoardTest {

    private static final long MS = 1_000_000L;
    private static final long T0 = 1_000 * MS;
    private static final int E2 = Squares.parse("e2");
    private static final int E4 = Squares.parse("e4");

    private final ManualTimeSource time = new ManualTimeSource(T0);
    private final SimulatedBoard board = new SimulatedBoard(time);
    private final List<OccupancySnapshot> snapshots = new ArrayList<>();
    private final List<ButtonPress> presses = new ArrayList<>();

    @BeforeEach
    void listen() {
        board.sensor().addListener(snapshots::add);
        board.buttons().addListener(presses::add);
    }

    /** Drives time and board together event by event, as the controller's runner does. */
    private void runTo(long nanos) {
        while (board.nextEventNanos() <= nanos) {
            long t = board.nextEventNanos();
            time.advanceTo(t);
            board.advanceTo(t);
        }
        time.advanceTo(nanos);
        board.advanceTo(nanos);
    }

    @Test
    void setupEmitsTheOccupancyAtOnce() {
        board.setup(Occupancy.START);
        assertThat(snapshots).containsExactly(OccupancySnapshot.of(Occupancy.START, T0));
        assertThat(board.sensor().current().occupancy()).isEqualTo(Occupancy.START);
        assertThat(board.nextEventNanos()).isEqualTo(Long.MAX_VALUE);
    }

    @Test
    void lateListener_getsTheLastReadingAtOnce_butNotTheInitialEmptyBoardNorOldPresses() {
        SimulatedBoard fresh = new SimulatedBoard(time);
        List<OccupancySnapshot> early = new ArrayList<>();
        fresh.sensor().addListener(early::add);
        assertThat(early).as("the empty board before any setup is not a reading").isEmpty();
        fresh.setup(Occupancy.START);
        fresh.press(ClockButton.BLACK);
        time.advanceTo(T0 + 1_000 * MS);
        fresh.advanceTo(T0 + 1_000 * MS);
        assertThat(early).hasSize(1);
        List<OccupancySnapshot> late = new ArrayList<>();
        List<ButtonPress> latePresses = new ArrayList<>();
        fresh.sensor().addListener(late::add);
        fresh.buttons().addListener(latePresses::add);
        assertThat(late).containsExactly(OccupancySnapshot.of(Occupancy.START, T0));
        assertThat(latePresses).isEmpty();
    }

    @Test
    void aLiftIsReportedExactlyOneDebounceLater() {
        board.setup(Occupancy.START);
        snapshots.clear();
        board.lift(E2);
        assertThat(board.rawOccupancy()).isEqualTo(Occupancy.START.without(E2));
        assertThat(board.nextEventNanos()).isEqualTo(T0 + 30 * MS);
        runTo(T0 + 30 * MS - 1);
        assertThat(snapshots).isEmpty();
        runTo(T0 + 30 * MS);
        assertThat(snapshots).containsExactly(OccupancySnapshot.of(Occupancy.START.without(E2), T0 + 30 * MS));
    }

    @Test
    void bounceShorterThanDebounceNeverReachesTheListener() {
        board.setup(Occupancy.START);
        snapshots.clear();
        board.lift(E2);
        // The contact closes again for 5 ms at +10 ms, then opens for good at +15 ms.
        board.schedule(T0 + 10 * MS, new HandAction.Glitch(E2, 5 * MS));
        runTo(T0 + 500 * MS);
        assertThat(snapshots).containsExactly(OccupancySnapshot.of(Occupancy.START.without(E2), T0 + 45 * MS));
    }

    @Test
    void bounceLongerThanDebounceShowsAsExtraChanges() {
        board.setup(Occupancy.START);
        snapshots.clear();
        board.lift(E2);
        board.schedule(T0 + 40 * MS, new HandAction.Glitch(E2, 50 * MS));
        runTo(T0 + 500 * MS);
        Occupancy lifted = Occupancy.START.without(E2);
        assertThat(snapshots).containsExactly(
                OccupancySnapshot.of(lifted, T0 + 30 * MS),
                OccupancySnapshot.of(Occupancy.START, T0 + 70 * MS),
                OccupancySnapshot.of(lifted, T0 + 120 * MS));
    }

    @Test
    void aChangeUndoneWithinDebounceEmitsNothing() {
        board.setup(Occupancy.START);
        snapshots.clear();
        board.lift(E2);
        time.advanceMillis(10);
        board.place(E2);
        runTo(T0 + 500 * MS);
        assertThat(snapshots).isEmpty();
        assertThat(board.physicalOccupancy()).isEqualTo(Occupancy.START);
    }

    @Test
    void aMoveGivesTwoSnapshotsWithTheirOwnTimes() {
        board.setup(Occupancy.START);
        snapshots.clear();
        board.lift(E2);
        time.advanceMillis(200);
        board.place(E4);
        runTo(T0 + 1000 * MS);
        assertThat(snapshots).containsExactly(
                OccupancySnapshot.of(Occupancy.START.without(E2), T0 + 30 * MS),
                OccupancySnapshot.of(Occupancy.START.without(E2).with(E4), T0 + 230 * MS));
    }

    @Test
    void squaresSettlingAtTheSameInstantGiveOneSnapshot() {
        board.setup(Occupancy.START);
        snapshots.clear();
        board.lift(E2);
        board.lift(Squares.parse("d2"));
        runTo(T0 + 100 * MS);
        assertThat(snapshots).hasSize(1);
        assertThat(snapshots.get(0).occupancy().count()).isEqualTo(30);
    }

    @Test
    void scheduledActionsRunInTimeOrderNotInsertionOrder() {
        board.setup(Occupancy.START);
        snapshots.clear();
        board.schedule(T0 + 300 * MS, new HandAction.Place(E4));
        board.schedule(T0 + 100 * MS, new HandAction.Lift(E2));
        runTo(T0 + 1000 * MS);
        assertThat(snapshots).extracting(OccupancySnapshot::monoNanos).containsExactly(T0 + 130 * MS, T0 + 330 * MS);
        assertThat(board.physicalOccupancy()).isEqualTo(Occupancy.START.without(E2).with(E4));
    }

    @Test
    void pressesAreDeliveredInsideAdvanceToWithTheirTime() {
        board.press(ClockButton.WHITE);
        assertThat(presses).isEmpty();
        time.advanceMillis(7);
        board.press(ClockButton.OK);
        board.advanceTo(time.nanos());
        assertThat(presses).containsExactly(new ButtonPress(ClockButton.WHITE, T0),
                new ButtonPress(ClockButton.OK, T0 + 7 * MS));
    }

    @Test
    void buttonLatencyDelaysDelivery() {
        SimulatedBoard slow = new SimulatedBoard(time, new BoardTiming(30 * MS, 4 * MS));
        List<ButtonPress> got = new ArrayList<>();
        slow.buttons().addListener(got::add);
        slow.press(ClockButton.BLACK);
        slow.advanceTo(T0 + 3 * MS);
        assertThat(got).isEmpty();
        slow.advanceTo(T0 + 4 * MS);
        assertThat(got).containsExactly(new ButtonPress(ClockButton.BLACK, T0 + 4 * MS));
    }

    @Test
    void identitySensingBoardReportsPieceCodes() {
        String start = "RNBQKBNRPPPPPPPP" + ".".repeat(32) + "pppppppprnbqkbnr";
        board.setup(new PieceCodes(start));
        board.lift(E2);
        time.advanceMillis(100);
        board.place(E4);
        runTo(T0 + 1000 * MS);
        OccupancySnapshot last = snapshots.get(snapshots.size() - 1);
        assertThat(last.pieces()).isPresent();
        assertThat(last.pieces().get().at(E4)).isEqualTo('P');
        assertThat(last.pieces().get().at(E2)).isEqualTo('.');
    }

    @Test
    void captureWithPutAsideKeepsTheCapturingPiece() {
        String codes = ".".repeat(28) + "P" + ".".repeat(6) + "p" + ".".repeat(28); // e4 white pawn, d5 black pawn
        board.setup(new PieceCodes(codes));
        int d5 = Squares.parse("d5");
        board.lift(E4);
        board.lift(d5);
        board.putAside();
        board.place(d5);
        runTo(T0 + 100 * MS);
        assertThat(board.sensor().current().pieces().orElseThrow().at(d5)).isEqualTo('P');
        assertThat(board.hand()).isEmpty();
    }

    @Test
    void slidingAcrossAnEmptySquareIsSeenAndAcrossAnOccupiedOneIsNot() {
        board.setup(Occupancy.START);
        snapshots.clear();
        int e3 = Squares.parse("e3");
        board.lift(E2);
        board.schedule(T0 + 40 * MS, new HandAction.Brush(e3, 50 * MS));
        board.schedule(T0 + 40 * MS, new HandAction.Brush(Squares.parse("d2"), 50 * MS));
        board.schedule(T0 + 90 * MS, new HandAction.Place(E4));
        runTo(T0 + 1000 * MS);
        Occupancy lifted = Occupancy.START.without(E2);
        assertThat(snapshots).extracting(OccupancySnapshot::occupancy)
                .containsExactly(lifted, lifted.with(e3), lifted.with(E4));
        assertThat(board.hand()).isEmpty();
    }

    @Test
    void impossibleActionsAreClearErrors() {
        board.setup(Occupancy.START);
        assertThatThrownBy(() -> board.lift(E4)).hasMessageContaining("e4").hasMessageContaining("empty");
        assertThatThrownBy(() -> board.place(E4)).hasMessageContaining("hand is empty");
        board.lift(E2);
        assertThatThrownBy(() -> board.place(Squares.parse("d2"))).hasMessageContaining("already holds");
        assertThat(board.hand()).hasSize(1);
    }

    @Test
    void timeCannotGoBack() {
        board.advanceTo(T0 + 10 * MS);
        assertThatThrownBy(() -> board.advanceTo(T0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> board.schedule(T0, new HandAction.Lift(E2)))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void setupDiscardsPendingDebounce() {
        board.setup(Occupancy.START);
        board.lift(E2);
        board.setup(Occupancy.EMPTY);
        snapshots.clear();
        runTo(T0 + 100 * MS);
        assertThat(snapshots).isEmpty();
        assertThat(board.stableOccupancy()).isEqualTo(Occupancy.EMPTY);
    }

    @Test
    void closedSensorStopsDelivering() {
        board.close();
        board.setup(Occupancy.START);
        assertThat(snapshots).isEmpty();
    }

    @Test
    void displayRecordsWhatItWasTold() {
        ClockFace face = new ClockFace("5:00", "4:59", 2, ClockButton.BLACK);
        board.display().show(face);
        time.advanceMillis(5);
        board.display().showText("PAUSE");
        board.display().beep(100);
        assertThat(board.display().lastFace()).contains(face);
        assertThat(board.display().currentText()).contains("PAUSE");
        assertThat(board.display().beeps()).containsExactly(new DisplayEvent.Beep(100, T0 + 5 * MS));
        board.display().show(face);
        assertThat(board.display().currentText()).isEmpty();
    }

    @Test
    void advancingToTheEndOfTimeProcessesEverythingAndStops() {
        board.setup(Occupancy.START);
        board.lift(E2);
        board.advanceTo(Long.MAX_VALUE);
        assertThat(board.stableOccupancy()).isEqualTo(Occupancy.START.without(E2));
        assertThat(snapshots.get(snapshots.size() - 1).monoNanos()).isEqualTo(T0 + 30 * MS);
        assertThat(board.isIdle()).isTrue();
    }
}
