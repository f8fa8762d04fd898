package org.touchmove.firmware.controller;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * How games end through the whole controller: the rules (Art. 5.2.1 stalemate, 5.2.2 dead position,
 * 9.6.1 fivefold repetition) and the DGT result gesture. The clock stops with the game.
 */
class GameEndScenariosTest {

    @Test
    void stalemateEndsTheGameAndStopsTheClockWhenTheMoveWasMade() {
        ScenarioRun run = ScenarioRun.play("stalemate");
        String fen = "7k/8/6Q1/8/8/8/8/K7 w - - 0 1";
        run.assertEvents(
                "@0 new-game 300 tournament " + fen,
                "@0 position ply=0 " + fen,
                "@0 clock w=300000 b=300000 running=white start",
                "@2830 move g6f7 Qf7 w=298670 b=300000 standstill",
                "@2830 clock w=298670 b=300000 running=- stop",
                "@2830 result 1/2-1/2 stalemate rules");
    }

    @Test
    void deadPositionAfterAPressedMoveEndsTheGame() {
        ScenarioRun run = ScenarioRun.play("dead-position");
        assertThat(run.projected("move", "clock", "result")).containsExactly(
                "@0 clock w=300000 b=300000 running=white start",
                // Made (released, Art. 4.7) at 1600, seen after the 30 ms debounce: the game ended then, so
                // White's time stops at 300 000 - 1 630; the later press completes the record, not the clock.
                "@1800 move e1d2 Kxd2 w=298370 b=300000 clock-press",
                "@1800 clock w=298370 b=300000 running=- stop",
                "@1800 result 1/2-1/2 dead-position rules");
    }

    @Test
    void fivefoldRepetitionDrawsAutomatically() {
        ScenarioRun run = ScenarioRun.play("fivefold-repetition");
        // 16 moves of 500 ms each, no increment: White has 300 000 - 8 x 500 = 296 000 at the end. Art. 9.6.1: the
        // last move ends the game when it is made, like a mate: Ng8 is placed at 7800 and seen after the 30 ms
        // debounce, so Black's clock (running since 7500) stops at 7830: 300 000 - 7 x 500 - 330 = 296 170. The press
        // at 8000 completes the record, not the clock.
        assertThat(run.moves()).hasSize(16);
        assertThat(run.projected("result")).containsExactly("@8000 result 1/2-1/2 fivefold-repetition rules");
        assertThat(run.projected("move").get(15)).isEqualTo("@8000 move f6g8 Ng8 w=296000 b=296170 clock-press");
        assertThat(run.projected("clock").get(run.projected("clock").size() - 1))
                .isEqualTo("@8000 clock w=296000 b=296170 running=- stop");
    }

    @Test
    void resultGestureForADraw() {
        ScenarioRun run = ScenarioRun.play("result-gesture-draw");
        assertThat(run.projected("move", "irregularity", "clock", "result")).containsExactly(
                "@0 clock w=300000 b=300000 running=white start",
                "@4830 clock w=295170 b=300000 running=- stop",
                "@4830 result 1/2-1/2 agreement result-gesture");
    }

    @Test
    void resultGestureForBlack() {
        ScenarioRun run = ScenarioRun.play("result-gesture-black-wins");
        assertThat(run.projected("move", "irregularity", "result")).containsExactly(
                "@4830 result 0-1 resignation result-gesture");
    }

    @org.junit.jupiter.params.ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', value = {
        "checkmate          | 7k/6Q1/6K1/8/8/8/8/8 b - - 0 1      | 1-0     | checkmate",
        "stalemate          | 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1      | 1/2-1/2 | stalemate",
        "dead position      | 8/8/4k3/8/8/3K4/8/8 w - - 0 1       | 1/2-1/2 | dead-position",
        "seventy-five moves | 4k3/8/8/8/8/8/8/R3K3 w - - 150 120  | 1/2-1/2 | seventy-five-moves"})
    void aPositionSetUpThatHasAlreadyEndedEndsTheGame(String name, String fen, String result, String termination) {
        ScenarioRun run = ScenarioRun.playText("tc 300\nsetup fen " + fen.trim() + "\nstart\nwait 5000\n", Map.of());
        assertThat(run.projected("result", "move", "clock")).as(name)
                .containsExactly("@0 result " + result.trim() + " " + termination.trim() + " rules");
    }
}
