package org.touchmove.firmware.dgt;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.touchmove.firmware.event.ClockCause;
import org.touchmove.firmware.event.ClockEvent;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.pgn.PgnReader;
import org.touchmove.firmware.rules.Position;
import org.touchmove.hal.dgt.wire.BoardMessage;
import org.touchmove.hal.dgt.wire.BoardMessage.ClockTimes;
import org.touchmove.hal.dgt.wire.BoardMessage.FieldUpdate;
import org.touchmove.hal.dgt.wire.BoardRequest;
import org.touchmove.hal.dgt.wire.ClockCommand;
import org.touchmove.hal.dgt.wire.DgtBytes;
import org.touchmove.hal.dgt.wire.DgtPiece;
import org.touchmove.hal.dgt.wire.SideTime;

/**
 * The time messages of a whole game replayed through the controller, as a host in UPDATE_NICE mode gets them:
 * one per press with times, lever and turn agreeing (issue 29), and what PicoChess's check makes of them.
 */
class DgtClockStreamTest {

    /** What the host got, and how many time messages each press brought. */
    private record Stream(List<ClockTimes> times, List<Integer> perPress, List<BoardMessage> all, int presses) {
    }

    @Test
    void eachPress_isOneTimeMessage_withTheLeverTurnAndTimesAgreeing() throws IOException {
        Stream s = replay(game(0), "300+2");
        assertThat(s.presses()).isGreaterThan(40);
        assertThat(s.perPress()).as("time messages per press").hasSize(s.presses()).containsOnly(1);
        ClockTimes before = null;
        for (ClockTimes t : s.times()) {
            boolean running = (t.status() & DgtBytes.STATUS_RUNNING) != 0;
            boolean rightHigh = (t.status() & DgtBytes.STATUS_LEVER_RIGHT_HIGH) != 0;
            boolean rightTurn = (t.status() & DgtBytes.STATUS_RIGHT_TURN) != 0;
            boolean leftTurn = (t.status() & DgtBytes.STATUS_LEFT_TURN) != 0;
            if (running) {
                // the side to move is the one whose clock runs and whose half of the lever is up
                assertThat(rightTurn).as("%s", t).isEqualTo(rightHigh).isNotEqualTo(leftTurn);
            }
            if (before != null && running && (before.status() & DgtBytes.STATUS_RUNNING) != 0
                    && (before.status() & DgtBytes.STATUS_LEVER_RIGHT_HIGH) == (t.status() & DgtBytes.STATUS_LEVER_RIGHT_HIGH)) {
                // no press between them: the running side never gains time, the other side's time stands
                SideTime runningSide = rightHigh ? t.right() : t.left();
                SideTime wasRunning = rightHigh ? before.right() : before.left();
                assertThat(seconds(runningSide)).as("%s after %s", t, before).isLessThanOrEqualTo(seconds(wasRunning));
                assertThat(rightHigh ? t.left() : t.right()).isEqualTo(rightHigh ? before.left() : before.right());
            }
            before = t;
        }
    }

    @Test
    void picoChessCheck_seesEveryLeverChange_andWarnsOnlyWhereAnIncrementRaisedATime() throws IOException {
        PicoChessTimeCheck noIncrement = new PicoChessTimeCheck();
        Stream plain = replay(game(0), "300+0");
        plain.times().forEach(noIncrement::read);
        assertThat(noIncrement.strange()).as("strange-time warnings without an increment").isZero();
        assertThat(noIncrement.leverChanges()).isEqualTo(plain.presses()); // the start put the lever on White's side

        PicoChessTimeCheck fischer = new PicoChessTimeCheck();
        Stream bonus = replay(game(0), "300+2");
        bonus.times().forEach(fischer::read);
        // A Fischer bonus raises the mover's time at the press, as on a DGT 3000 in Fischer mode: PicoChess, which
        // expects to set the clock itself (mode 23), calls that strange, at most once per press (docs/dgt.md).
        assertThat(fischer.strange()).isLessThanOrEqualTo(bonus.presses());
    }

    @Test
    void aHostThatDrivesTheClock_getsItsOwnTimesBack_andPicoChessSeesEveryLeverChangeWithoutAWarning() throws IOException {
        // PicoChess keeping the board's own time control (5+2), and one of its own (3+2)
        for (int hostInitialS : new int[] {300, 180}) {
            Driven obeyed = driven(game(0), "300+2", hostInitialS, 2, true);
            assertThat(obeyed.presses()).isGreaterThan(40);
            // the start, after each move, and the stop at the end
            assertThat(obeyed.sets()).isEqualTo(game(0).moves().size() + 2);
            assertThat(obeyed.notAsSet()).as("set-and-runs the clock did not show as set").isZero();
            assertThat(obeyed.check().strange()).as("strange-time warnings, host %d s", hostInitialS).isZero();
            assertThat(obeyed.check().leverChanges()).isEqualTo(obeyed.presses());

            // before issue 29's mode 23: the host's set-and-run was shown on the face only, Touchmove's times reported
            Driven shown = driven(game(0), "300+2", hostInitialS, 2, false);
            assertThat(shown.check().strange()).isGreaterThanOrEqualTo(obeyed.check().strange());
            assertThat(shown.check().leverChanges()).isLessThanOrEqualTo(obeyed.check().leverChanges());
        }
    }

    /** What a host that drives the clock got, and what PicoChess's check made of it. */
    private record Driven(PicoChessTimeCheck check, int presses, int sets, int notAsSet) {
    }

    /**
     * A host such as PicoChess that drives the clock with a time control of its own ({@code hostInitialS} +
     * {@code hostIncrementS}, counted on the board's time): at the start and after each move it records the times it
     * is about to set, then sends set-and-run with the side to move running; at the end it stops the clock. {@code
     * obeyed} false: the time messages report Touchmove's clock instead, as before mode 23 was obeyed (the host's
     * set-and-run only shown on the face).
     */
    static Driven driven(PgnGame pgn, String timeControl, int hostInitialS, int hostIncrementS, boolean obeyed) {
        TrackedBoardSource source = new TrackedBoardSource(pgn.start());
        DgtReplay replay = new DgtReplay(pgn, timeControl, source);
        PicoChessTimeCheck check = new PicoChessTimeCheck();
        List<ClockTimes> times = new ArrayList<>();
        EmulatedBoard host = new EmulatedBoard(source, DgtClockFace.NONE, DgtIdentity.DEFAULT, false, m -> {
            if (m instanceof ClockTimes t) {
                times.add(t);
                check.read(t);
            }
        }, replay::millis);
        host.handle(BoardRequest.UPDATE_NICE);
        int[] counts = {0, 0, 0}; // presses, sets, sets not shown as set
        long[] own = {hostInitialS * 1000L, hostInitialS * 1000L, 0}; // White, Black, when last set
        org.touchmove.firmware.rules.Color[] running = {null};
        replay.play(e -> {
            int flags = -1;
            long now = replay.millis();
            if (e.body() instanceof ClockEvent c && c.cause() == ClockCause.START) {
                running[0] = org.touchmove.firmware.rules.Color.WHITE;
                flags = DgtBytes.SETNRUN_LEFT_RUNS;
            } else if (e.body() instanceof org.touchmove.firmware.event.MoveEvent m && running[0] != null) {
                int mover = m.color() == org.touchmove.firmware.rules.Color.WHITE ? 0 : 1;
                own[mover] = Math.max(0, own[mover] - (now - own[2])) + hostIncrementS * 1000L;
                running[0] = m.color().opposite();
                flags = running[0] == org.touchmove.firmware.rules.Color.WHITE ? DgtBytes.SETNRUN_LEFT_RUNS
                        : DgtBytes.SETNRUN_RIGHT_RUNS;
            } else if (e.body() instanceof org.touchmove.firmware.event.ResultEvent && running[0] != null) {
                int side = running[0] == org.touchmove.firmware.rules.Color.WHITE ? 0 : 1;
                own[side] = Math.max(0, own[side] - (now - own[2]));
                running[0] = null;
                flags = DgtBytes.SETNRUN_PAUSE;
            } else if (e.body() instanceof ClockEvent c && c.cause() == ClockCause.PRESS) {
                counts[0]++;
            }
            if (flags >= 0) {
                own[2] = now;
                int left = (int) (own[0] / 1000); // White at the left display
                int right = (int) (own[1] / 1000);
                counts[1]++;
                check.setClock(left, right);
                if (obeyed) {
                    host.handle(new ClockCommand.SetAndRun(left, right, flags));
                    // the host's times are what the clock shows now (UPDATE_NICE sent them, or they were shown already)
                    ClockTimes shown = times.isEmpty() ? null : times.get(times.size() - 1);
                    if (shown == null || seconds(shown.left()) != left || seconds(shown.right()) != right) {
                        counts[2]++;
                    }
                }
                check.started();
            }
        });
        host.close();
        return new Driven(check, counts[0], counts[1], counts[2]);
    }

    @Test
    void newGame_reportsASquareEmptyBeforeADifferentPieceStandsOnIt() {
        TrackedBoardSource source = new TrackedBoardSource(Position.START);
        List<BoardMessage> sent = new ArrayList<>();
        EmulatedBoard board = new EmulatedBoard(source, DgtClockFace.NONE, DgtIdentity.DEFAULT, false, sent::add);
        board.handle(BoardRequest.UPDATE_BOARD);
        // a game ends with a white queen on d8; the next game's start has the black queen there, the arbiter
        // swapped them faster than the sensors' scan
        Position end = Position.fromFen("rnbQkbnr/ppp1pppp/8/8/8/8/PPP1PPPP/RNB1KBNR b KQkq - 0 3");
        source.position(end, end.occupied());
        sent.clear();
        source.newGame(Position.START, Position.START.occupied());
        int d8 = org.touchmove.hal.dgt.wire.DgtSquares.toWire(org.touchmove.hal.Squares.parse("d8"));
        List<DgtPiece> d8Updates = sent.stream().filter(m -> m instanceof FieldUpdate u && u.wireSquare() == d8)
                .map(m -> ((FieldUpdate) m).piece()).toList();
        assertThat(d8Updates).containsExactly(DgtPiece.EMPTY, DgtPiece.BLACK_QUEEN);
        board.close();
    }

    private static int seconds(SideTime s) {
        return s.hours() * 3600 + s.minutes() * 60 + s.seconds();
    }

    static PgnGame game(int index) throws IOException {
        try (InputStream in = DgtClockStreamTest.class.getResourceAsStream("/games/two-classics.pgn")) {
            return PgnReader.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), "two-classics.pgn")
                    .get(index);
        }
    }

    /** The game replayed by a human player; an emulated board in UPDATE_NICE records what a host gets. */
    static Stream replay(PgnGame pgn, String timeControl) {
        TrackedBoardSource source = new TrackedBoardSource(pgn.start());
        List<BoardMessage> all = new ArrayList<>();
        EmulatedBoard host = new EmulatedBoard(source, DgtClockFace.NONE, DgtIdentity.DEFAULT, false, all::add);
        host.handle(BoardRequest.UPDATE_NICE);
        List<Integer> perPress = new ArrayList<>();
        int[] timesAtLastPress = {0};
        new DgtReplay(pgn, timeControl, source).play(e -> {
            if (e.body() instanceof ClockEvent c && c.cause() == ClockCause.PRESS) {
                // the time messages the press brought, its move event's included
                int now = (int) all.stream().filter(m -> m instanceof ClockTimes).count();
                int beforeMove = timesAtLastPress[0];
                perPress.add(now - beforeMove);
                timesAtLastPress[0] = now;
            } else if (!(e.body() instanceof org.touchmove.firmware.event.MoveEvent)) {
                timesAtLastPress[0] = (int) all.stream().filter(m -> m instanceof ClockTimes).count();
            }
        });
        host.close();
        List<ClockTimes> times = all.stream().filter(m -> m instanceof ClockTimes).map(m -> (ClockTimes) m).toList();
        return new Stream(times, perPress, all, perPress.size());
    }
}
