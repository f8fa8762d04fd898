package org.touchmove.sim.script;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.touchmove.hal.ButtonPress;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.ManualTimeSource;
import org.touchmove.hal.Occupancy;
import org.touchmove.hal.OccupancySnapshot;
import org.touchmove.hal.Squares;
import org.touchmove.sim.SimulatedBoard;
import org.touchmove.sim.VirtualTime;

class ScriptPlayerTest {

    private static final long MS = 1_000_000L;
    private static final long T0 = 5_000 * MS;

    private final ManualTimeSource time = new ManualTimeSource(T0);
    private final SimulatedBoard board = new SimulatedBoard(time);
    private final List<OccupancySnapshot> snapshots = new ArrayList<>();
    private final List<ButtonPress> presses = new ArrayList<>();
    private final List<String> hookCalls = new ArrayList<>();

    /** Records the chess steps and every time advance; moves time like a runner with no deadlines. */
    private final ScriptHook hook = new ScriptHook() {
        @Override
        public void timeControl(ScriptStep.TimeControl step) {
            hookCalls.add("tc " + step.pgnTimeControl() + " @" + time.nanos());
        }

        @Override
        public void setup(ScriptStep.Setup step) {
            hookCalls.add("setup " + step.fen() + " board=" + board.stableOccupancy().count());
        }

        @Override
        public void start(ScriptStep.Start step) {
            hookCalls.add("start @" + time.nanos());
        }

        @Override
        public void command(ScriptStep.Command step) {
            hookCalls.add("cmd " + step.text() + " @" + time.nanos());
        }

        @Override
        public void advanceTo(long targetNanos) {
            hookCalls.add("advance " + (targetNanos - T0) / MS);
            VirtualTime.advance(time, board, targetNanos);
        }
    };

    private void play(String script, boolean identity) throws ScriptException {
        board.sensor().addListener(snapshots::add);
        board.buttons().addListener(presses::add);
        new ScriptPlayer(board, hook, identity).play(ScriptParser.parse(script));
    }

    @Test
    void playsAMoveAndAPressInVirtualTime() throws Exception {
        play("""
                tc 300+3
                setup startpos
                start
                wait 1000
                lift e2
                wait 400
                place e4
                wait 100
                press white
                wait 50
                """, false);
        Occupancy afterLift = Occupancy.START.without(Squares.parse("e2"));
        assertThat(snapshots).containsExactly(
                OccupancySnapshot.of(Occupancy.START, T0),
                OccupancySnapshot.of(afterLift, T0 + 1030 * MS),
                OccupancySnapshot.of(afterLift.with(Squares.parse("e4")), T0 + 1430 * MS));
        assertThat(presses).containsExactly(new ButtonPress(ClockButton.WHITE, T0 + 1500 * MS));
        assertThat(hookCalls).containsExactly(
                "tc 300+3 @" + T0,
                "setup " + FenPlacement.START_FEN + " board=32",
                "start @" + T0,
                "advance 1000", "advance 1400", "advance 1500", "advance 1550");
        assertThat(time.nanos()).isEqualTo(T0 + 1550 * MS);
    }

    @Test
    void identitySensingSetupCarriesPieceCodes() throws Exception {
        play("setup fen 4k3/8/8/8/8/8/8/4K2R w K - 0 1\n", true);
        assertThat(snapshots.get(0).pieces()).isPresent();
        assertThat(snapshots.get(0).pieces().get().at(Squares.parse("h1"))).isEqualTo('R');
    }

    @Test
    void occupancyOnlySetupHasNoPieceCodes() throws Exception {
        play("setup startpos\n", false);
        assertThat(snapshots.get(0).pieces()).isEmpty();
    }

    @Test
    void settleRunsUntilEveryChangeIsReported() throws Exception {
        play("setup startpos\nlift g1\n", false);
        new ScriptPlayer(board, hook, false).settle();
        assertThat(board.isIdle()).isTrue();
        assertThat(board.stableOccupancy()).isEqualTo(Occupancy.START.without(Squares.parse("g1")));
    }

    @Test
    void aStepTheBoardRefusesFailsWithItsLineNumber() {
        assertThatThrownBy(() -> play("setup startpos\nwait 10\nlift e4\n", false))
                .isInstanceOfSatisfying(ScriptException.class, e -> {
                    assertThat(e.lineNumber()).isEqualTo(3);
                    assertThat(e.lineText()).isEqualTo("lift e4");
                    assertThat(e.getMessage()).contains("e4").contains("empty");
                });
    }

    @Test
    void placingWithAnEmptyHandFails() {
        assertThatThrownBy(() -> play("setup startpos\nplace e4\n", false))
                .isInstanceOfSatisfying(ScriptException.class, e -> {
                    assertThat(e.lineNumber()).isEqualTo(2);
                    assertThat(e.getMessage()).contains("hand is empty");
                });
    }

    @Test
    void settleRefusesAHookThatDoesNotRunTheBoard() throws Exception {
        board.setup(org.touchmove.hal.Occupancy.START);
        board.lift(Squares.parse("e2"));
        ScriptPlayer player = new ScriptPlayer(board, ScriptHook.ignoringChess(target -> { }), false);
        assertThatThrownBy(player::settle).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("board.advanceTo");
    }

    @Test
    void aCommandLineIsPassedThroughAsTextWithItsHashes() throws Exception {
        play("setup startpos\nwait 5\ncmd {\"id\":\"a#1\",\"type\":\"start\"}  \n", false);
        assertThat(hookCalls).contains("cmd {\"id\":\"a#1\",\"type\":\"start\"} @" + (T0 + 5 * MS));
    }

    @Test
    void aCommandLineNeedsText() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> ScriptParser.parse("cmd   \n"))
                .isInstanceOf(ScriptException.class).hasMessageContaining("line 1").hasMessageContaining("cmd <command");
    }

    @Test
    void captureInTheMostCommonOrder_liftCapturerRemoveVictimPlaceCapturer() throws Exception {
        // 1. e4 d5 2. exd5: the hand lifts e4, takes d5 off the board, puts the pawn down on d5.
        play("""
                setup fen rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2
                lift e4
                wait 100
                remove d5
                wait 100
                place d5
                wait 100
                """, true);
        int e4 = Squares.parse("e4");
        int d5 = Squares.parse("d5");
        assertThat(board.hand()).isEmpty();
        assertThat(board.physicalCodes().charAt(d5)).isEqualTo('P');
        assertThat(board.physicalCodes().charAt(e4)).isEqualTo('.');
        Occupancy start = snapshots.get(0).occupancy();
        assertThat(snapshots).extracting(OccupancySnapshot::occupancy).containsExactly(
                start, start.without(e4), start.without(e4).without(d5), start.without(e4));
        assertThat(snapshots).extracting(OccupancySnapshot::monoNanos)
                .containsExactly(T0, T0 + 30 * MS, T0 + 130 * MS, T0 + 230 * MS);
    }

    @Test
    void removeKeepsWhatTheHandHolds() throws Exception {
        play("setup startpos\nlift g1\nremove b8\nplace f3\n", false);
        assertThat(board.hand()).isEmpty();
        assertThat(board.physicalOccupancy()).isEqualTo(Occupancy.START.without(Squares.parse("g1"))
                .without(Squares.parse("b8")).with(Squares.parse("f3")));
    }

    @Test
    void removeFromAnEmptySquareFailsWithItsLineNumber() {
        assertThatThrownBy(() -> play("setup startpos\nremove e4\n", false))
                .isInstanceOfSatisfying(ScriptException.class, e -> {
                    assertThat(e.lineNumber()).isEqualTo(2);
                    assertThat(e.getMessage()).contains("e4").contains("empty");
                });
    }

    @Test
    void promotionWithARealQueen_removeThePawnAddTheQueen() throws Exception {
        play("""
                setup fen 4k3/1P6/8/8/8/8/8/4K3 w - - 0 1
                remove b7
                add b8 Q
                wait 50
                """, true);
        assertThat(board.hand()).isEmpty();
        assertThat(snapshots.get(snapshots.size() - 1).pieces().get().at(Squares.parse("b8"))).isEqualTo('Q');
        assertThat(board.physicalCodes().charAt(Squares.parse("b7"))).isEqualTo('.');
    }

    @Test
    void addWithoutAPieceOnAnOccupancyBoardIsAnUnknownMagnet() throws Exception {
        play("setup fen 4k3/1P6/8/8/8/8/8/4K3 w - - 0 1\nremove b7\nadd b8\nwait 50\n", false);
        assertThat(board.physicalCodes().charAt(Squares.parse("b8"))).isEqualTo(SimulatedBoard.UNKNOWN);
        assertThat(board.stableOccupancy().isOccupied(Squares.parse("b8"))).isTrue();
    }

    @Test
    void addNeedsAPieceOnABoardThatSensesIdentityAndAnEmptySquare() {
        assertThatThrownBy(() -> play("setup startpos\nlift e2\nadd e5\n", true))
                .isInstanceOfSatisfying(ScriptException.class, e -> {
                    assertThat(e.lineNumber()).isEqualTo(3);
                    assertThat(e.getMessage()).contains("FEN letter");
                });
        assertThatThrownBy(() -> play("setup startpos\nadd e2 Q\n", true))
                .isInstanceOfSatisfying(ScriptException.class, e -> {
                    assertThat(e.lineNumber()).isEqualTo(2);
                    assertThat(e.getMessage()).contains("e2").contains("already holds a piece");
                });
    }
}
