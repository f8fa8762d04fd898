package org.touchmove.firmware.dgt;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.touchmove.firmware.clock.ClockReading;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Position;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.Squares;
import org.touchmove.hal.dgt.wire.BoardMessage;
import org.touchmove.hal.dgt.wire.BoardMessage.BoardDump;
import org.touchmove.hal.dgt.wire.BoardMessage.ClockAck;
import org.touchmove.hal.dgt.wire.BoardMessage.ClockTimes;
import org.touchmove.hal.dgt.wire.BoardMessage.EeMoves;
import org.touchmove.hal.dgt.wire.BoardMessage.FieldUpdate;
import org.touchmove.hal.dgt.wire.BoardMessage.Trademark;
import org.touchmove.hal.dgt.wire.BoardRequest;
import org.touchmove.hal.dgt.wire.ClockCommand;
import org.touchmove.hal.dgt.wire.DgtBytes;
import org.touchmove.hal.dgt.wire.DgtPiece;
import org.touchmove.hal.dgt.wire.DgtSquares;
import org.touchmove.hal.dgt.wire.SideTime;

/** The emulated board against a tracked source, without a transport: what a host is told, and when. */
class EmulatedBoardTest {

    private final TrackedBoardSource source = new TrackedBoardSource(Position.START);
    private final List<BoardMessage> sent = new ArrayList<>();
    private final RecordingClockFace face = new RecordingClockFace();
    private final List<String> shown = face.shown();
    private final EmulatedBoard board = new EmulatedBoard(source, face, DgtIdentity.DEFAULT, true, sent::add, () -> 0L);

    private static long bit(String square) {
        return 1L << Squares.parse(square);
    }

    private static int wire(String square) {
        return DgtSquares.toWire(Squares.parse(square));
    }

    private List<BoardMessage> take() {
        List<BoardMessage> copy = List.copyOf(sent);
        sent.clear();
        return copy;
    }

    @Test
    void idleBoard_answersRequests_butReportsNothingUnasked() {
        source.occupancy(Position.START.occupied() & ~bit("e2"));
        assertThat(sent).isEmpty();
        board.handle(BoardRequest.SEND_BOARD);
        BoardDump dump = (BoardDump) take().get(0);
        assertThat(dump.squares().get(wire("e2"))).isEqualTo(DgtPiece.EMPTY);
        assertThat(dump.squares().get(wire("e1"))).isEqualTo(DgtPiece.WHITE_KING);
        assertThat(dump.squares().get(wire("d8"))).isEqualTo(DgtPiece.BLACK_QUEEN);
        board.handle(BoardRequest.TRADEMARK);
        assertThat(((Trademark) take().get(0)).text()).startsWith("Touchmove").doesNotContainIgnoringCase("dgt");
    }

    @Test
    void liftedPiecePutDown_isReportedAsThatPiece_andTheMoveSettlesIt() {
        board.handle(BoardRequest.UPDATE_BOARD);
        long occ = Position.START.occupied();
        source.occupancy(occ &= ~bit("g1"));
        source.occupancy(occ |= bit("f3"));
        assertThat(take()).containsExactly(new FieldUpdate(wire("g1"), DgtPiece.EMPTY),
                new FieldUpdate(wire("f3"), DgtPiece.WHITE_KNIGHT));
        source.position(Position.START.play(org.touchmove.firmware.rules.notation.Uci.parse("g1f3", Position.START)));
        assertThat(take()).isEmpty(); // the host already knows
    }

    @Test
    void capture_withTwoDifferentPiecesInHand_isWithheldUntilTheMoveIsKnown() {
        Position p = Position.fromFen("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2");
        source.position(p, p.occupied());
        board.handle(BoardRequest.UPDATE_BOARD);
        take();
        long occ = p.occupied();
        source.occupancy(occ &= ~bit("d5")); // the captured pawn lifted
        source.occupancy(occ &= ~bit("e4")); // the capturing pawn lifted
        source.occupancy(occ |= bit("d5")); // one of the two put down on d5: which one is not known
        assertThat(take()).containsExactly(new FieldUpdate(wire("d5"), DgtPiece.EMPTY),
                new FieldUpdate(wire("e4"), DgtPiece.EMPTY));
        assertThat(source.picture().at(Squares.parse("d5"))).isEqualTo(SquareView.UNKNOWN);
        Position after = p.play(org.touchmove.firmware.rules.notation.Uci.parse("e4d5", p));
        source.position(after);
        assertThat(take()).containsExactly(new FieldUpdate(wire("d5"), DgtPiece.WHITE_PAWN));
    }

    @Test
    void extraPieceOnTheBoard_isNeverNamed() {
        board.handle(BoardRequest.UPDATE_BOARD);
        source.occupancy(Position.START.occupied() | bit("e4")); // nothing was lifted
        assertThat(take()).isEmpty();
        board.handle(BoardRequest.SEND_BOARD);
        assertThat(((BoardDump) take().get(0)).squares().get(wire("e4"))).isEqualTo(DgtPiece.EMPTY);
    }

    @Test
    void clockCommands_areShownAndAcknowledged_onlyInUpdateModes() {
        board.handle(new ClockCommand.AsciiText("hello", 0));
        assertThat(take()).isEmpty(); // IDLE: a DGT 3000 acknowledges only in UPDATE or UPDATE_NICE
        board.handle(BoardRequest.UPDATE_NICE);
        board.handle(new ClockCommand.SetAndRun(5400, 3600, DgtBytes.SETNRUN_RIGHT_RUNS));
        board.handle(new ClockCommand.Beep(16));
        board.handle(new ClockCommand.EndDisplay());
        board.handle(new ClockCommand.VersionQuery());
        // set-and-run is obeyed (mode 23): its ack, then the times as set, the right one running
        assertThat(take()).containsExactly(new ClockAck(0x10, 0x0A, 0, 0),
                new ClockTimes(new SideTime(1, 0, 0, false, false, false), new SideTime(1, 30, 0, false, false, false),
                        DgtBytes.STATUS_RUNNING | DgtBytes.STATUS_RIGHT_TURN),
                new ClockAck(0x10, 0x0B, 0, 0), new ClockAck(0x10, 0x03, 0, 0),
                new ClockAck(0x10, 0x09, DgtIdentity.DEFAULT.clockVersion(), 0));
        assertThat(shown).containsExactly("text hello", "times 5400 3600 false true", "beep 1024", "end");
    }

    @Test
    void updateNice_sendsTimesWhenWhatIsShownChanges_withLeverAndTurn() {
        board.handle(BoardRequest.UPDATE_NICE);
        source.clock(new ClockReading(300_000, 300_000, Color.BLACK), false, false);
        source.clock(new ClockReading(300_000, 299_600, Color.BLACK), false, false); // still 4:59 shown? no: 4:59
        source.clock(new ClockReading(300_000, 299_100, Color.BLACK), false, false); // 4:59 again: not sent
        List<BoardMessage> got = take();
        assertThat(got).hasSize(2);
        ClockTimes first = (ClockTimes) got.get(0);
        // White on the left: Black is the right display; Black runs, so the lever is up on the right
        assertThat(first.left()).isEqualTo(new SideTime(0, 5, 0, false, false, false));
        assertThat(first.right()).isEqualTo(new SideTime(0, 5, 0, false, false, false));
        assertThat(first.status()).isEqualTo(DgtBytes.STATUS_RUNNING | DgtBytes.STATUS_LEVER_RIGHT_HIGH
                | DgtBytes.STATUS_RIGHT_TURN);
        assertThat(((ClockTimes) got.get(1)).right().seconds()).isEqualTo(59);
    }

    @Test
    void buttonPress_isAnAutomaticAck_andTheLeverIsNot() {
        board.handle(BoardRequest.UPDATE_NICE);
        source.button(ClockButton.PAUSE);
        source.button(ClockButton.WHITE);
        assertThat(take()).containsExactly(new ClockAck(0x10, 0x88, 0x11, DgtBytes.BUTTON_RUN));
    }

    @Test
    void gameEnd_stopsTheClock_andPutsTheResultPieceOnAnEmptyCentreSquare() {
        board.handle(BoardRequest.UPDATE_NICE);
        source.clock(new ClockReading(60_000, 0, Color.BLACK), false, true);
        take();
        source.gameEnded(DgtResult.WHITE_WINS);
        List<BoardMessage> got = take();
        assertThat(got).hasSize(2);
        assertThat(((ClockTimes) got.get(0)).running()).isFalse();
        assertThat(((ClockTimes) got.get(0)).right().finalFlag()).isTrue();
        assertThat(got.get(1)).isEqualTo(new FieldUpdate(wire("d4"), DgtPiece.RESULT_WHITE_WINS));
        // the next real change on the board takes it away again
        source.newGame(Position.START, Position.START.occupied());
        assertThat(take()).containsExactly(new FieldUpdate(wire("d4"), DgtPiece.EMPTY));
    }

    @Test
    void eeMoves_logsEveryChange_andEndsWithEof() {
        long occ = Position.START.occupied();
        source.occupancy(occ &= ~bit("e2"));
        source.occupancy(occ | bit("e4"));
        board.handle(BoardRequest.EE_MOVES);
        byte[] log = ((EeMoves) take().get(0)).log();
        String hex = java.util.HexFormat.of().withUpperCase().formatHex(log);
        assertThat(hex).startsWith("7F7F7F6A").endsWith("4034" + "4124" + "6B"); // e2 emptied, pawn on e4, EOF
    }
}
