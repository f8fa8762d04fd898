package org.touchmove.firmware.controller;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.firmware.controller.ScenarioPositions.START;
import static org.touchmove.firmware.controller.ScenarioPositions.AFTER_E4_E5;
import static org.touchmove.firmware.controller.ScenarioPositions.AFTER_E4;

import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Irregularities the board reports as evidence for the arbiter (issue 4): touch-move (Art. 4.3), illegal
 * moves (Art. 7.5), displaced pieces (Art. 7.4), presses without a move, takebacks (Art. 4.7).
 * Each scenario script runs through the whole controller in virtual time; expected times are worked out by
 * hand from the script (see its header).
 */
class IrregularityScenariosTest {

    @Test
    void touchMoveEvidenceAfterTheMove() {
        ScenarioRun run = ScenarioRun.play("touch-move");
        assertThat(run.projected("move", "irregularity")).containsExactly(
                "@2100 move e2e4 e4 w=297900 b=300000 clock-press",
                "@2100 irregularity touch-move 4.3 white");
        assertThat(run.irregularity(0).detail()).contains("g1");
        assertThat(run.irregularity(0).atPly()).isEqualTo(1);
    }

    @Test
    void touchMoveEvidenceForAnOpponentPieceThatCouldBeCaptured() {
        ScenarioRun run = ScenarioRun.play("touch-move-opponent-piece");
        assertThat(run.projected("move", "irregularity")).containsExactly(
                "@1500 move e2e4 e4 w=298500 b=300000 clock-press",
                "@3000 move d7d5 d5 w=298500 b=298500 clock-press",
                "@5100 move g1f3 Nf3 w=296400 b=298500 clock-press",
                "@5100 irregularity touch-move 4.3 white");
        assertThat(run.irregularity(0).detail()).contains("d5");
    }

    @Test
    void touchMoveEvidenceBeforeCastling() {
        ScenarioRun run = ScenarioRun.play("touch-move-before-castling");
        assertThat(run.projected("move", "irregularity")).containsExactly(
                "@2700 move e1g1 O-O w=297300 b=300000 clock-press",
                "@2700 irregularity touch-move 4.3 white");
        assertThat(run.irregularity(0).detail()).contains("a2");
    }

    @Test
    void touchingAPieceThatCannotMoveIsNoTouchMove() {
        ScenarioRun run = ScenarioRun.play("touch-immovable-piece");
        assertThat(run.projected("move", "irregularity")).containsExactly(
                "@2100 move e2e4 e4 w=297900 b=300000 clock-press");
    }

    @Test
    void illegalMoveIsReportedPenalisedAndThePositionRestored() {
        ScenarioRun run = ScenarioRun.play("illegal-move-standard");
        // 90 min + 30 s is a standard game: the opponent gets 2 minutes (Art. 7.5.5).
        run.assertEvents(
                "@0 new-game 5400+30 tournament " + START,
                "@0 position ply=0 " + START,
                "@0 clock w=5400000 b=5400000 running=white start",
                "@1500 move e2e4 e4 w=5428500 b=5400000 clock-press",
                "@1500 clock w=5428500 b=5400000 running=black press",
                "@3000 irregularity illegal-move 7.5.1 black",
                "@3000 clock w=5548500 b=5398500 running=black penalty",
                "@4330 position ply=1 " + AFTER_E4,
                "@5500 move e7e5 e5 w=5548500 b=5426000 clock-press",
                "@5500 clock w=5548500 b=5426000 running=white press");
        assertThat(run.irregularity(0).detail()).contains("d8").contains("d5");
        assertThat(run.irregularity(0).atPly()).isEqualTo(1);
    }

    @Test
    void castlingThroughAnAttackedSquareIsAnIllegalMove() {
        ScenarioRun run = ScenarioRun.play("castling-through-check");
        String fen = "4kr2/8/8/8/8/8/8/4K2R w K - 0 1";
        // 300 s is blitz: Black gets 60 000 ms; White's clock keeps running: 300 000 - 5000 at Rh2.
        run.assertEvents(
                "@0 new-game 300 tournament " + fen,
                "@0 position ply=0 " + fen,
                "@0 clock w=300000 b=300000 running=white start",
                "@2100 irregularity illegal-move 7.5.1 white",
                "@2100 clock w=297900 b=360000 running=white penalty",
                "@3930 position ply=0 " + fen,
                "@5000 move h1h2 Rh2 w=295000 b=360000 clock-press",
                "@5000 clock w=295000 b=360000 running=black press");
    }

    @Test
    void illegalMoveWithoutAClockIsJudgedAtStandstillWithoutPenalty() {
        ScenarioRun run = ScenarioRun.play("illegal-move-no-clock");
        run.assertEvents(
                "@0 new-game - tournament " + START,
                "@0 position ply=0 " + START,
                "@2830 move e2e4 e4 standstill",
                "@5330 irregularity illegal-move 7.5.1 black",
                "@6830 position ply=1 " + AFTER_E4,
                "@9830 move e7e5 e5 standstill");
    }

    @Test
    void displacedPiecesReportedOnceAndNothingRecordedMeanwhile() {
        ScenarioRun run = ScenarioRun.play("displaced-pieces");
        assertThat(run.projected("move", "irregularity", "position")).containsExactly(
                "@0 position ply=0 " + START,
                "@1500 move e2e4 e4 w=298500 b=300000 clock-press",
                "@7830 irregularity displaced-pieces 7.4 black",
                "@13130 position ply=1 " + AFTER_E4,
                "@14600 move e7e5 e5 w=298500 b=286900 clock-press");
        assertThat(run.irregularity(0).detail()).contains("a2", "b2", "c2", "a3", "b3", "c3");
    }

    @Test
    void pressWhilePiecesAreDisplacedRecordsNothing() {
        ScenarioRun run = ScenarioRun.play("press-while-displaced");
        assertThat(run.projected("move", "irregularity", "position", "clock")).containsExactly(
                "@0 position ply=0 " + START,
                "@0 clock w=300000 b=300000 running=white start",
                "@1500 move e2e4 e4 w=298500 b=300000 clock-press",
                "@1500 clock w=298500 b=300000 running=black press",
                "@7830 irregularity displaced-pieces 7.4 black",
                "@9000 irregularity press-without-move 7.5.3 black",
                "@13130 position ply=1 " + AFTER_E4,
                "@14600 move e7e5 e5 w=298500 b=286900 clock-press",
                "@14600 clock w=298500 b=286900 running=white press");
    }

    @Test
    void pressWithoutMoveIsReportedAndChangesNothing() {
        ScenarioRun run = ScenarioRun.play("press-without-move");
        run.assertEvents(
                "@0 new-game 300 tournament " + START,
                "@0 position ply=0 " + START,
                "@0 clock w=300000 b=300000 running=white start",
                "@1000 irregularity press-without-move 7.5.3 white",
                "@2000 move e2e4 e4 w=298000 b=300000 clock-press",
                "@2000 clock w=298000 b=300000 running=black press");
    }

    @Test
    void takebackAcceptedInCasualMode() {
        ScenarioRun run = ScenarioRun.play("takeback", Map.of("game.mode", "casual"));
        run.assertEvents(
                "@0 new-game - casual " + START,
                "@0 position ply=0 " + START,
                "@2830 move e2e4 e4 standstill",
                "@5330 move e7e5 e5 standstill",
                "@8330 position ply=1 " + AFTER_E4,
                "@11830 move e7e5 e5 standstill");
        assertThat(run.session().controller().game().moves()).hasSize(2);
    }

    @Test
    void takebackInCasualModeTurnsTheClockBackToTheSideToMove() {
        ScenarioRun run = ScenarioRun.play("takeback-casual-clock", Map.of("game.mode", "casual"));
        assertThat(run.projected("move", "clock", "position")).containsExactly(
                "@0 position ply=0 " + START,
                "@0 clock w=300000 b=300000 running=white start",
                "@1500 move e2e4 e4 w=298500 b=300000 clock-press",
                "@1500 clock w=298500 b=300000 running=black press",
                "@4330 position ply=0 " + START,
                "@4330 clock w=298500 b=297170 running=white adjust",
                "@5300 move d2d4 d4 w=297530 b=297170 clock-press",
                "@5300 clock w=297530 b=297170 running=black press");
        assertThat(run.session().controller().game().moves()).extracting(m -> m.uci()).containsExactly("d2d4");
    }

    @Test
    void takebackOfBothMovesToTheStartIsNoNewGame() {
        ScenarioRun run = ScenarioRun.play("takeback-two-plies", Map.of("game.mode", "casual"));
        run.assertEvents(
                "@0 new-game - casual " + START,
                "@0 position ply=0 " + START,
                "@2830 move e2e4 e4 standstill",
                "@5330 move e7e5 e5 standstill",
                "@7830 position ply=0 " + START,
                "@10630 move d2d4 d4 standstill");
    }

    @Test
    void takebackIsAnIrregularityInTournamentMode() {
        ScenarioRun run = ScenarioRun.play("takeback");
        // Art. 4.7: the completed 1... e5 stands; the board waits for it again (Art. 7.6 remedy).
        run.assertEvents(
                "@0 new-game - tournament " + START,
                "@0 position ply=0 " + START,
                "@2830 move e2e4 e4 standstill",
                "@5330 move e7e5 e5 standstill",
                "@8330 irregularity takeback 4.7 black",
                "@10330 position ply=2 " + AFTER_E4_E5);
        assertThat(run.session().controller().game().moves()).hasSize(2);
    }
}
