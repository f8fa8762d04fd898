package org.touchmove.firmware.controller;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.firmware.controller.ScenarioPositions.START;
import static org.touchmove.firmware.controller.ScenarioPositions.AFTER_E4;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.MoveEvent;

/**
 * New games: after the result gesture, set up by the arbiter (also with Black to move), and after the
 * time control changed.
 * Each scenario script runs through the whole controller in virtual time; expected times are worked out by
 * hand from the script (see its header).
 */
class NewGameScenariosTest {

    @Test
    void resultGestureRecordsAResultNeverAMoveAndTheStartPositionBeginsANewGame() {
        ScenarioRun run = ScenarioRun.play("result-gesture-new-game");
        // Kings on e4 and d5 (light squares): 1-0, held 3 s from the reading at 1830.
        // White's clock ran 0..4830.
        run.assertEvents(
                "@0 new-game 300 tournament " + START,
                "@0 position ply=0 " + START,
                "@0 clock w=300000 b=300000 running=white start",
                "@4830 clock w=295170 b=300000 running=- stop",
                "@4830 result 1-0 resignation result-gesture",
                "@6630 new-game 300 tournament " + START,
                "@6630 position ply=0 " + START,
                "@9000 clock w=300000 b=300000 running=white start",
                "@10500 move e2e4 e4 w=298500 b=300000 clock-press",
                "@10500 clock w=298500 b=300000 running=black press");
        List<Event> events = run.events();
        String firstGame = events.get(0).gameId();
        Event secondNewGame = events.stream().filter(e -> e.type().equals("new-game")).skip(1).findFirst().orElseThrow();
        assertThat(secondNewGame.gameId()).isNotNull().isNotEqualTo(firstGame);
        assertThat(events.stream().filter(e -> e.type().equals("move")))
                .allSatisfy(e -> assertThat(e.gameId()).isEqualTo(secondNewGame.gameId()));
    }

    @Test
    void newGameDetectedAfterTheClockWasSwitchedOffIsPlayedWithoutClock() {
        ScenarioRun run = ScenarioRun.play("gesture-then-untimed-game");
        run.assertEvents(
                "@0 new-game 300 tournament " + START,
                "@0 position ply=0 " + START,
                "@0 clock w=300000 b=300000 running=white start",
                "@4830 clock w=295170 b=300000 running=- stop",
                "@4830 result 1-0 resignation result-gesture",
                "@6630 new-game - tournament " + START,
                "@6630 position ply=0 " + START,
                "@9430 move e2e4 e4 standstill");
    }

    @Test
    void setUpPositionWithBlackToMove() {
        ScenarioRun run = ScenarioRun.play("setup-fen-black-to-move");
        run.assertEvents(
                "@0 new-game 300+2 tournament " + AFTER_E4,
                "@0 position ply=0 " + AFTER_E4,
                "@0 clock w=300000 b=300000 running=black start",
                "@1500 move c7c5 c5 w=300000 b=300500 clock-press",
                "@1500 clock w=300000 b=300500 running=white press",
                "@3000 move g1f3 Nf3 w=300500 b=300500 clock-press",
                "@3000 clock w=300500 b=300500 running=black press");
        MoveEvent c5 = run.moves().get(0);
        assertThat(c5.ply()).isEqualTo(1);
        assertThat(c5.moveNumber()).isEqualTo(1);
        assertThat(c5.fen()).isEqualTo("rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
        assertThat(run.moves().get(1).moveNumber()).isEqualTo(2);
    }

    @Test
    void arbiterSetUpMidGameStartsANewGameWithAFreshClock() {
        ScenarioRun run = ScenarioRun.play("arbiter-new-setup");
        run.assertEvents(
                "@0 new-game 300+2 tournament " + START,
                "@0 position ply=0 " + START,
                "@0 clock w=300000 b=300000 running=white start",
                "@1500 move e2e4 e4 w=300500 b=300000 clock-press",
                "@1500 clock w=300500 b=300000 running=black press",
                // The first game's clock stops (Black had run 500 ms); its result is the arbiter's to give.
                "@2000 clock w=300500 b=299500 running=- stop",
                "@2000 new-game 300+2 tournament " + START,
                "@2000 position ply=0 " + START,
                "@3000 clock w=300000 b=300000 running=white start",
                "@4500 move d2d4 d4 w=300500 b=300000 clock-press",
                "@4500 clock w=300500 b=300000 running=black press");
        List<Event> events = run.events();
        int second = events.indexOf(events.stream().filter(e -> e.type().equals("new-game")).skip(1).findFirst()
                .orElseThrow());
        String secondId = events.get(second).gameId();
        assertThat(secondId).isNotNull().isNotEqualTo(events.get(0).gameId());
        assertThat(events.subList(0, second)).allSatisfy(e -> assertThat(e.gameId()).isEqualTo(events.get(0).gameId()));
        assertThat(events.subList(second, events.size())).allSatisfy(e -> assertThat(e.gameId()).isEqualTo(secondId));
        assertThat(run.moves().get(1).ply()).isEqualTo(1);
    }
}
