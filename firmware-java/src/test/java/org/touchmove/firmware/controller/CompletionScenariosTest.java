package org.touchmove.firmware.controller;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.firmware.controller.ScenarioPositions.START;

import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * When a move is completed (Art. 4.7, 6.2.1): by the clock press, by the board standing still without a
 * clock, or by the opponent beginning his reply.
 * Each scenario script runs through the whole controller in virtual time; expected times are worked out by
 * hand from the script (see its header).
 */
class CompletionScenariosTest {

    @Test
    void moveIsMadeOnReleaseAndCompletedByThePress() {
        ScenarioRun run = ScenarioRun.play("press-completes-move");
        run.assertEvents(
                "@0 new-game 300 tournament " + START,
                "@0 position ply=0 " + START,
                "@0 clock w=300000 b=300000 running=white start",
                "@6300 move e2e4 e4 w=293700 b=300000 clock-press",
                "@6300 clock w=293700 b=300000 running=black press");
    }

    @Test
    void withoutClockTheBoardStandingStillCompletesTheMove() {
        ScenarioRun run = ScenarioRun.play("standstill-no-clock");
        run.assertEvents(
                "@0 new-game - tournament " + START,
                "@0 position ply=0 " + START,
                "@2830 move e2e4 e4 standstill",
                "@5130 move e7e5 e5 standstill");
        assertThat(run.moves()).allSatisfy(m -> {
            assertThat(m.whiteMs()).isNull();
            assertThat(m.blackMs()).isNull();
        });
    }

    @Test
    void forgottenPressTheReplyRecordsTheMoveAndThePressCompletesTheReply() {
        ScenarioRun run = ScenarioRun.play("forgotten-press");
        // White's clock runs from 0 to 4300 (never pressed until Nf3); Black's never runs.
        run.assertEvents(
                "@0 new-game 300 tournament " + START,
                "@0 position ply=0 " + START,
                "@0 clock w=300000 b=300000 running=white start",
                "@2330 move e2e4 e4 w=297670 b=300000 next-move",
                "@2800 move e7e5 e5 w=297200 b=300000 clock-press",
                "@4300 move g1f3 Nf3 w=295700 b=300000 clock-press",
                "@4300 clock w=295700 b=300000 running=black press");
    }

    @Test
    void withoutAClockAQuickReplyCompletesTheMoveItAnswers() {
        ScenarioRun run = ScenarioRun.play("reply-before-standstill");
        run.assertEvents(
                "@0 new-game - tournament " + START,
                "@0 position ply=0 " + START,
                "@2530 move e2e4 e4 next-move",
                "@4330 move e7e5 e5 standstill");
    }

    @Test
    void timeControlChangedBetweenGamesDecidesHowMovesAreCompleted() {
        ScenarioRun run = ScenarioRun.play("time-control-changes-between-games");
        run.assertEvents(
                "@0 new-game - tournament " + START,
                "@0 position ply=0 " + START,
                "@2830 move e2e4 e4 standstill",
                "@3300 new-game 300 tournament " + START,
                "@3300 position ply=0 " + START,
                "@3300 clock w=300000 b=300000 running=white start",
                "@6600 move e2e4 e4 w=296700 b=300000 clock-press",
                "@6600 clock w=296700 b=300000 running=black press");
    }

    @Test
    void standstillTimeComesFromTheConfiguration() {
        ScenarioRun run = ScenarioRun.play("standstill-no-clock", Map.of("game.standstillMs", "800"));
        // Readings at 1330 and 3630, each followed by 800 ms of a still board.
        assertThat(run.projected("move")).containsExactly(
                "@2130 move e2e4 e4 standstill",
                "@4430 move e7e5 e5 standstill");
    }
}
