package org.touchmove.sim.hands;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.touchmove.hal.ButtonPress;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.ManualTimeSource;
import org.touchmove.hal.Occupancy;
import org.touchmove.hal.OccupancySnapshot;
import org.touchmove.hal.PieceCodes;
import org.touchmove.hal.Squares;
import org.touchmove.sim.BoardTiming;
import org.touchmove.sim.HandAction;
import org.touchmove.sim.SimulatedBoard;
import org.touchmove.sim.TimedAction;
import org.touchmove.sim.VirtualTime;
import org.touchmove.sim.script.FenPlacement;

class HandsTest {

    private static final PieceCodes START = FenPlacement.piecesOf(FenPlacement.START_FEN);

    private static int sq(String name) {
        return Squares.parse(name);
    }

    /** A board, its time and everything the controller would have been told. */
    private static final class Rig {
        final ManualTimeSource time = new ManualTimeSource(0);
        final SimulatedBoard board = new SimulatedBoard(time);
        final List<OccupancySnapshot> snapshots = new ArrayList<>();
        final List<ButtonPress> presses = new ArrayList<>();
        final Hands hands;

        Rig(NoiseProfile profile, long seed) {
            board.sensor().addListener(snapshots::add);
            board.buttons().addListener(presses::add);
            board.setup(START);
            hands = new Hands(board, profile, seed);
        }

        void settle() {
            VirtualTime.settle(time, board);
        }
    }

    /** A few moves of an opening with both capture orders, a castle as two moves and a promotion-like swap. */
    private static void playOpening(Hands hands) {
        hands.move(sq("e2"), sq("e4"));
        hands.press(ClockButton.WHITE);
        hands.move(sq("d7"), sq("d5"));
        hands.press(ClockButton.BLACK);
        hands.capture(sq("e4"), sq("d5"), CaptureOrder.LIFT_FIRST);
        hands.press(ClockButton.WHITE);
        hands.move(sq("d8"), sq("d6"));
        hands.press(ClockButton.BLACK);
        hands.move(sq("g1"), sq("f3"));
        hands.move(sq("f1"), sq("c4"));
        hands.move(sq("e1"), sq("g1"));   // castling, as the caller decides: king then rook
        hands.move(sq("h1"), sq("f1"));
        hands.capture(sq("d6"), sq("d5"), CaptureOrder.REMOVE_FIRST);
        hands.touchAndReplace(sq("a2"));
        hands.remove(sq("h7"));
        hands.add(sq("h7"), 'q');
    }

    /** The pieces after {@link #playOpening}, computed by hand from the moves above. */
    private static String expectedCodesAfterOpening() {
        char[] c = START.codes().toCharArray();
        String[][] moves = {{"e2", "e4"}, {"d7", "d5"}, {"e4", "d5"}, {"d8", "d6"}, {"g1", "f3"}, {"f1", "c4"},
                {"e1", "g1"}, {"h1", "f1"}, {"d6", "d5"}};
        for (String[] m : moves) {
            c[sq(m[1])] = c[sq(m[0])];
            c[sq(m[0])] = '.';
        }
        c[sq("h7")] = 'q';
        return new String(c);
    }

    @Test
    void theSameSeedGivesTheSameTimeline() {
        Rig a = new Rig(NoiseProfile.nervous(), 42);
        Rig b = new Rig(NoiseProfile.nervous(), 42);
        playOpening(a.hands);
        playOpening(b.hands);
        a.settle();
        b.settle();
        assertThat(a.hands.timeline()).isNotEmpty().isEqualTo(b.hands.timeline());
        assertThat(a.snapshots).isEqualTo(b.snapshots);
        assertThat(a.presses).isEqualTo(b.presses);
    }

    @Test
    void anotherSeedGivesAnotherTimeline() {
        Rig a = new Rig(NoiseProfile.nervous(), 42);
        Rig b = new Rig(NoiseProfile.nervous(), 43);
        playOpening(a.hands);
        playOpening(b.hands);
        assertThat(a.hands.timeline()).isNotEqualTo(b.hands.timeline());
    }

    @ParameterizedTest
    @EnumSource(Profile.class)
    void everyNoisyGameEndsInTheIntendedPosition(Profile profile) {
        String expected = expectedCodesAfterOpening();
        for (long seed = 0; seed < 60; seed++) {
            Rig rig = new Rig(profile.noise, seed);
            playOpening(rig.hands);
            rig.settle();
            assertThat(rig.board.physicalCodes()).as("seed %d", seed).isEqualTo(expected);
            OccupancySnapshot last = rig.board.sensor().current();
            assertThat(last.pieces()).as("seed %d", seed).contains(new PieceCodes(expected));
            assertThat(rig.board.hand()).as("seed %d", seed).isEmpty();
            assertThat(rig.presses).extracting(ButtonPress::button).as("seed %d", seed).containsExactly(
                    ClockButton.WHITE, ClockButton.BLACK, ClockButton.WHITE, ClockButton.BLACK);
        }
    }

    enum Profile {
        CLEAN(NoiseProfile.clean()), TYPICAL(NoiseProfile.typical()), FAST(NoiseProfile.fastHands()),
        SLOW(NoiseProfile.slowHands()), NERVOUS(NoiseProfile.nervous());

        final NoiseProfile noise;

        Profile(NoiseProfile noise) {
            this.noise = noise;
        }
    }

    @Test
    void aCleanMoveIsSeenAsOneLiftAndOnePlace() {
        Rig rig = new Rig(NoiseProfile.clean(), 1);
        rig.snapshots.clear();
        rig.hands.move(sq("e2"), sq("e4"));
        rig.settle();
        Occupancy lifted = Occupancy.START.without(sq("e2"));
        // clean(): pause 300 ms, lift, travel 250 ms, place; each reported 30 ms later.
        assertThat(rig.snapshots).extracting(OccupancySnapshot::occupancy, OccupancySnapshot::monoNanos)
                .containsExactly(tuple(lifted, 330_000_000L), tuple(lifted.with(sq("e4")), 580_000_000L));
    }

    @Test
    void shortBounceOnlyNeverAddsSnapshots() {
        NoiseProfile bouncy = new NoiseProfile(TimingRange.exactly(300), TimingRange.exactly(250), 1.0, 6,
                new TimingRange(0.1, 29.9), 0, TimingRange.exactly(60), 0, TimingRange.exactly(60), 0,
                TimingRange.exactly(100));
        for (long seed = 0; seed < 30; seed++) {
            Rig rig = new Rig(bouncy, seed);
            rig.snapshots.clear();
            rig.hands.move(sq("e2"), sq("e4"));
            rig.settle();
            assertThat(rig.hands.timeline()).filteredOn(a -> a.action() instanceof HandAction.Glitch).isNotEmpty();
            assertThat(rig.snapshots).extracting(OccupancySnapshot::occupancy).as("seed %d", seed).containsExactly(
                    Occupancy.START.without(sq("e2")), Occupancy.START.without(sq("e2")).with(sq("e4")));
        }
    }

    @Test
    void slidingIsSeenOnTheEmptySquaresOnTheWay() {
        NoiseProfile sliding = new NoiseProfile(TimingRange.exactly(300), TimingRange.exactly(250), 0, 0,
                TimingRange.exactly(1), 0, TimingRange.exactly(60), 1.0, TimingRange.exactly(50), 0,
                TimingRange.exactly(100));
        Rig rig = new Rig(sliding, 7);
        rig.snapshots.clear();
        rig.hands.move(sq("d1"), sq("d4"));  // d2 holds a pawn: only d3 is seen
        rig.settle();
        Occupancy lifted = Occupancy.START.without(sq("d1"));
        assertThat(rig.snapshots).extracting(OccupancySnapshot::occupancy).containsExactly(
                lifted, lifted.with(sq("d3")), lifted.with(sq("d4")));
    }

    @Test
    void noisyProfilesDoReachTheSensorWithExtraChanges() {
        Rig clean = new Rig(NoiseProfile.clean(), 5);
        playOpening(clean.hands);
        clean.settle();
        int extra = 0;
        for (long seed = 0; seed < 10; seed++) {
            Rig noisy = new Rig(NoiseProfile.nervous(), seed);
            playOpening(noisy.hands);
            noisy.settle();
            extra += noisy.snapshots.size() - clean.snapshots.size();
        }
        assertThat(extra).isPositive();
    }

    @Test
    void intentionsFollowOneAnother() {
        Rig rig = new Rig(NoiseProfile.typical(), 3);
        long first = rig.hands.move(sq("e2"), sq("e4"));
        long second = rig.hands.press(ClockButton.WHITE);
        assertThat(second).isGreaterThan(first);
        assertThat(rig.hands.readyAtNanos()).isGreaterThanOrEqualTo(second);
        List<Long> times = rig.hands.timeline().stream().filter(a -> !(a.action() instanceof HandAction.Glitch))
                .map(TimedAction::atNanos).toList();
        assertThat(times).isSorted();
    }

    @Test
    void profilesThatCannotWorkWithTheBoardsDebounceAreRejected() {
        SimulatedBoard board = new SimulatedBoard(new ManualTimeSource(0), BoardTiming.ofDebounceMillis(5));
        assertThatThrownBy(() -> new Hands(board, NoiseProfile.typical(), 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("debounce");
    }
}
