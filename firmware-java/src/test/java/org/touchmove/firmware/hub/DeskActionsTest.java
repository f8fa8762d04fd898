package org.touchmove.firmware.hub;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.event.DecidedBy;
import org.touchmove.firmware.event.GameMetadata;
import org.touchmove.firmware.event.GameMode;
import org.touchmove.firmware.event.IrregularityKind;
import org.touchmove.firmware.event.Signer;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.Termination;
import org.touchmove.firmware.view.BoardView;
import org.touchmove.firmware.view.ClockStatus;
import org.touchmove.firmware.view.OpenIrregularity;
import org.touchmove.firmware.view.Phase;
import org.touchmove.firmware.view.PlayedMove;

/** Only the actions that fit: one test per state of a board (docs/hub.md, "The arbiter's desk"). */
class DeskActionsTest {

    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    private static final List<PlayedMove> E4 = List.of(new PlayedMove(1, "e4", "e2e4",
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", 5_400_000L, 5_400_000L));
    private static final DeskTap.Heard NOTHING = DeskTap.Heard.NONE;

    private static BoardView view(Phase phase, ClockStatus clock, Color running, OpenIrregularity irregularity,
            Result result, Termination termination, List<PlayedMove> moves, long whiteMs) {
        return new BoardView("b-1", "g-1", GameMetadata.NONE, "5400+30", GameMode.TOURNAMENT, phase, START,
                moves.isEmpty() ? START : moves.get(moves.size() - 1).fenAfter(), moves.size(), moves, whiteMs,
                5_400_000L, running, 0L, irregularity, result, termination, result == null ? null : DecidedBy.ARBITER,
                10, clock);
    }

    private static List<String> names(BoardView v, boolean online, DeskTap.Heard heard) {
        return DeskActions.fitting(v, online, heard, "Rossi").stream().map(DeskAction::name).toList();
    }

    private static OpenIrregularity irregularity(IrregularityKind kind, String article, String detail) {
        return new OpenIrregularity(kind, article, detail, "black", 1, 7);
    }

    @Test
    void noGameNoAction() {
        BoardView v = new BoardView("b-1", null, GameMetadata.NONE, null, null, Phase.WAITING, null, null, 0,
                List.of(), null, null, null, null, null, null, null, null, 0, null);
        assertThat(names(v, true, NOTHING)).isEmpty();
    }

    @Test
    void aNewGameFitsOnlyAnOnlineBoardWithoutAGameOn() {
        BoardView none = new BoardView("b-1", null, GameMetadata.NONE, null, null, Phase.WAITING, null, null, 0,
                List.of(), null, null, null, null, null, null, null, null, 0, null);
        assertThat(DeskActions.newGameFits(none, true)).isTrue();
        assertThat(DeskActions.newGameFits(none, false)).as("offline").isFalse();
        assertThat(DeskActions.newGameFits(view(Phase.FINISHED, ClockStatus.STOPPED, null, null, null, null, E4,
                5_400_000), true)).as("game over").isTrue();
        for (Phase on : List.of(Phase.WAITING, Phase.RUNNING, Phase.PAUSED, Phase.IRREGULARITY_PENDING)) {
            assertThat(DeskActions.newGameFits(view(on, ClockStatus.RUNNING, Color.WHITE, null, null, null, E4,
                    5_400_000), true)).as(on.name()).isFalse();
        }
    }

    @Test
    void aClockNotStartedIsStarted() {
        assertThat(names(view(Phase.WAITING, ClockStatus.NOT_STARTED, null, null, null, null, List.of(), 5_400_000),
                true, NOTHING)).containsExactly("start", "result:1-0:resignation", "result:0-1:resignation",
                "result:1/2-1/2:agreement");
    }

    @Test
    void aRunningGameIsPausedAdjustedOrEnded() {
        assertThat(names(view(Phase.RUNNING, ClockStatus.RUNNING, Color.BLACK, null, null, null, E4, 5_400_000),
                true, NOTHING)).containsExactly("pause", "adjust:white:+1", "adjust:white:-1", "adjust:black:+1",
                "adjust:black:-1", "result:1-0:resignation", "result:0-1:resignation", "result:1/2-1/2:agreement");
    }

    @Test
    void aPausedGameIsResumed() {
        List<String> n = names(view(Phase.PAUSED, ClockStatus.PAUSED, null, null, null, null, E4, 5_400_000), true,
                NOTHING);
        assertThat(n).contains("resume").doesNotContain("pause", "start");
    }

    @Test
    void anOfflineBoardTakesNothing() {
        assertThat(names(view(Phase.RUNNING, ClockStatus.RUNNING, Color.BLACK, null, null, null, E4, 5_400_000),
                false, NOTHING)).isEmpty();
    }

    @Test
    void anIllegalMoveIsReinstatedWithThePenaltyInOneAction() {
        BoardView v = view(Phase.IRREGULARITY_PENDING, ClockStatus.RUNNING, Color.BLACK,
                irregularity(IrregularityKind.ILLEGAL_MOVE, "7.5.1", "pressed the clock in a position no legal move "
                        + "reaches (missing: d8 d7; extra: d5); reinstate the position before the move"),
                null, null, E4, 5_400_000);
        List<DeskAction> actions = DeskActions.fitting(v, true, NOTHING, "Rossi");
        DeskAction first = actions.get(0);
        assertThat(first.name()).isEqualTo("reinstate-penalty");
        assertThat(first.article()).isEqualTo("7.5.5");
        assertThat(first.label()).isEqualTo("Reinstate after ply 1, +2 min to White");
        assertThat(first.commands()).containsExactly("{\"type\":\"reinstate\",\"ply\":1}",
                "{\"type\":\"adjust-time\",\"side\":\"white\",\"mode\":\"add\",\"millis\":120000}");
        assertThat(first.audit()).isEqualTo("illegal move by Black: position reinstated, +2 min to White, Art. 7.5.5");
        assertThat(actions.stream().map(DeskAction::name)).doesNotContain("accept-takeback", "start", "resume");
    }

    @Test
    void aPenaltyTheBoardGaveItselfIsNotGivenTwice() {
        BoardView v = view(Phase.IRREGULARITY_PENDING, ClockStatus.RUNNING, Color.BLACK,
                irregularity(IrregularityKind.ILLEGAL_MOVE, "7.5.1", "illegal"), null, null, E4, 5_520_000);
        DeskAction first = DeskActions.fitting(v, true, new DeskTap.Heard("g-1", 8, null, List.of()), "Rossi").get(0);
        assertThat(first.commands()).containsExactly("{\"type\":\"reinstate\",\"ply\":1}");
        assertThat(first.label()).isEqualTo("Reinstate after ply 1, +2 min to White (given by the board)");
    }

    @Test
    void aTakebackIsAcceptedOrRefused() {
        BoardView v = view(Phase.IRREGULARITY_PENDING, ClockStatus.RUNNING, Color.WHITE,
                irregularity(IrregularityKind.TAKEBACK, "4.7", "the board went back"), null, null, E4, 5_400_000);
        assertThat(names(v, true, NOTHING)).startsWith("accept-takeback", "refuse-takeback")
                .doesNotContain("reinstate-penalty");
    }

    @Test
    void anAmbiguousBoardOffersItsCandidates() {
        BoardView v = view(Phase.IRREGULARITY_PENDING, ClockStatus.RUNNING, Color.WHITE,
                irregularity(IrregularityKind.AMBIGUOUS_MOVE, null, "the board fits [e7e8q, e7e8n]; lift the moved "
                        + "piece and put it back on its square, or the arbiter chooses"), null, null, E4, 5_400_000);
        assertThat(names(v, true, NOTHING)).startsWith("choose-move:e7e8q", "choose-move:e7e8n");
    }

    @Test
    void displacedPiecesAreReEstablished() {
        BoardView v = view(Phase.IRREGULARITY_PENDING, ClockStatus.RUNNING, Color.WHITE,
                irregularity(IrregularityKind.DISPLACED_PIECES, "7.4", "displaced"), null, null, E4, 5_400_000);
        assertThat(names(v, true, NOTHING)).startsWith("reinstate");
    }

    @Test
    void anOpenFlagQuestionIsDecidedWinOrDrawAndNothingElse() {
        BoardView v = view(Phase.FINISHED, ClockStatus.FLAGGED, null, null, null, null, E4, 0);
        List<DeskAction> a = DeskActions.fitting(v, true, NOTHING, "Rossi");
        assertThat(a.stream().map(DeskAction::name)).containsExactly("flag-win", "flag-draw");
        assertThat(a.get(0).commands()).containsExactly(
                "{\"type\":\"declare-result\",\"result\":\"0-1\",\"termination\":\"time-forfeit\"}");
        assertThat(a.get(1).commands()).containsExactly(
                "{\"type\":\"declare-result\",\"result\":\"1/2-1/2\",\"termination\":\"time-forfeit-draw\"}");
    }

    @Test
    void aFinishedGameIsSignedOnce() {
        BoardView v = view(Phase.FINISHED, ClockStatus.STOPPED, null, null, Result.win(Color.WHITE),
                Termination.RESIGNATION, E4, 5_400_000);
        List<DeskAction> a = DeskActions.fitting(v, true, NOTHING, "Rossi");
        assertThat(a.stream().map(DeskAction::name)).containsExactly("sign");
        assertThat(a.get(0).commands()).containsExactly(
                "{\"type\":\"scoresheet-change\",\"arbiter\":\"Rossi\",\"change\":\"sign\"}");
        assertThat(names(v, true, new DeskTap.Heard("g-1", 0, null, List.of(Signer.WHITE, Signer.BLACK,
                Signer.ARBITER)))).isEmpty();
    }

    @Test
    void aPromotionCanBeCorrectedToTheOtherPieces() {
        List<PlayedMove> promo = List.of(new PlayedMove(1, "e8=Q", "e7e8q", "4Q3/8/8/8/8/8/8/4K2k b - - 0 1",
                60_000L, 60_000L));
        assertThat(names(view(Phase.RUNNING, ClockStatus.RUNNING, Color.BLACK, null, null, null, promo, 60_000), true,
                NOTHING)).contains("promote:rook", "promote:bishop", "promote:knight").doesNotContain("promote:queen");
    }

    @Test
    void everyCommandIsOneTheBoardsCheckAccepts() {
        BoardView v = view(Phase.RUNNING, ClockStatus.RUNNING, Color.BLACK, null, null, null, E4, 5_400_000);
        for (DeskAction a : DeskActions.fitting(v, true, NOTHING, "Rossi")) {
            for (String c : a.commands()) {
                String full = "{\"id\":\"t-1\"," + c.substring(1);
                org.touchmove.firmware.command.CommandJson.parse(full);
            }
        }
    }
}
