package org.touchmove.firmware.controller;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.firmware.controller.ScenarioPositions.AFTER_E4;
import static org.touchmove.firmware.controller.ScenarioPositions.START;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.touchmove.firmware.event.ClockCause;
import org.touchmove.firmware.event.ClockEvent;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.MoveEvent;
import org.touchmove.firmware.rules.Mateability;
import org.touchmove.firmware.event.CompletedBy;

/**
 * The FIDE clock through the whole controller (issue 5): increments, flag-fall to the millisecond,
 * Art. 6.9 draws, illegal-move penalties, starting, pausing and multi-period controls. Every expected time
 * is worked out by hand from the script's waits (see each script's comments).
 */
class ClockScenariosTest {

    @Test
    void incrementIsAddedAfterTheMoveAndBothEventsCarryTheTimesAfterCompletion() {
        ScenarioRun run = ScenarioRun.play("capture-victim-first");
        // 300+2: White used 1500 ms for e4 (300 000 - 1500 + 2000), Black 1500 ms for d5, White 1800 ms for exd5.
        assertThat(run.projected("move")).containsExactly(
                "@1500 move e2e4 e4 w=300500 b=300000 clock-press",
                "@3000 move d7d5 d5 w=300500 b=300500 clock-press",
                "@4800 move e4d5 exd5 w=300700 b=300500 clock-press");
        assertThat(run.projected("clock")).containsExactly(
                "@0 clock w=300000 b=300000 running=white start",
                "@1500 clock w=300500 b=300000 running=black press",
                "@3000 clock w=300500 b=300500 running=white press",
                "@4800 clock w=300700 b=300500 running=black press");
    }

    @Test
    void flagFallsAtTheExactMillisecondAndLosesTheGame() {
        ScenarioRun run = ScenarioRun.play("flag-fall");
        run.assertEvents(
                "@0 new-game 10 tournament " + START,
                "@0 position ply=0 " + START,
                "@0 clock w=10000 b=10000 running=white start",
                "@2137 move e2e4 e4 w=7863 b=10000 clock-press",
                "@2137 clock w=7863 b=10000 running=black press",
                "@12137 flag black opponent-can-mate ply=1",
                "@12137 clock w=7863 b=0 running=- flag",
                "@12137 result 1-0 time-forfeit clock");
    }

    @Test
    void clockTicksAtMostOncePerSecondWhileRunningAndNeverAfterTheFlag() {
        ScenarioRun run = ScenarioRun.play("flag-fall");
        List<Event> clockEvents = run.events().stream().filter(e -> e.body() instanceof ClockEvent).toList();
        List<Event> ticks = clockEvents.stream().filter(e -> ((ClockEvent) e.body()).cause() == ClockCause.TICK).toList();
        // 12.137 s of running time: a tick can come at most once a second after any clock event.
        assertThat(ticks).hasSizeBetween(10, 12);
        for (int i = 1; i < clockEvents.size(); i++) {
            if (((ClockEvent) clockEvents.get(i).body()).cause() == ClockCause.TICK) {
                assertThat(clockEvents.get(i).monoMs() - clockEvents.get(i - 1).monoMs()).isGreaterThanOrEqualTo(1000);
            }
        }
        assertThat(ticks).allSatisfy(t -> assertThat(t.monoMs()).isLessThan(12137));
        // Each tick shows the running side's time at that instant: Black's runs from 2137 with 10 000 ms.
        ticks.stream().filter(t -> t.monoMs() > 2137).forEach(t ->
                assertThat(((ClockEvent) t.body()).blackMs()).isEqualTo(10000 - (t.monoMs() - 2137)));
    }

    @Test
    void flagAgainstALoneKingIsADraw() {
        ScenarioRun run = ScenarioRun.play("flag-fall-lone-king");
        String fen = "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1";
        // Art. 6.9: Black (a lone king) cannot checkmate by any series of legal moves.
        run.assertEvents(
                "@0 new-game 5 tournament " + fen,
                "@0 position ply=0 " + fen,
                "@0 clock w=5000 b=5000 running=white start",
                "@5000 flag white opponent-cannot-mate ply=0",
                "@5000 clock w=0 b=5000 running=- flag",
                "@5000 result 1/2-1/2 time-forfeit-draw clock");
    }

    @Test
    void flagAgainstKingAndKnightVersusQueenIsADraw() {
        ScenarioRun run = ScenarioRun.play("flag-fall-king-and-knight");
        assertThat(run.projected("flag", "result")).containsExactly(
                "@5000 flag white opponent-cannot-mate ply=0",
                "@5000 result 1/2-1/2 time-forfeit-draw clock");
    }

    @Test
    void flagAgainstKingAndKnightVersusRookLoses() {
        ScenarioRun run = ScenarioRun.play("flag-fall-knight-vs-rook");
        assertThat(run.projected("flag", "clock", "result")).containsExactly(
                "@0 clock w=5000 b=5000 running=white start",
                "@5000 flag white opponent-can-mate ply=0",
                "@5000 clock w=0 b=5000 running=- flag",
                "@5000 result 0-1 time-forfeit clock");
    }

    @Test
    void pressBeforeTheFlagCountsThoughTheBoardIsJudgedLater() {
        ScenarioRun run = ScenarioRun.play("press-just-before-flag");
        run.assertEvents(
                "@0 new-game 5 tournament " + START,
                "@0 position ply=0 " + START,
                "@0 clock w=5000 b=5000 running=white start",
                "@4900 move e2e4 e4 w=100 b=5000 clock-press",
                "@4900 clock w=100 b=5000 running=black press",
                "@9900 flag black opponent-can-mate ply=1",
                "@9900 clock w=100 b=0 running=- flag",
                "@9900 result 1-0 time-forfeit clock");
    }

    @Test
    void firstIllegalMoveGivesOneMinuteAtRapidAndTheSecondLoses() {
        ScenarioRun run = ScenarioRun.play("illegal-move-twice-rapid");
        String afterE4 = AFTER_E4;
        // 900+10: e4 after 1500 (908 500); the illegal queen move at 3000 gives White 60 000 (968 500),
        // Black has used 1500 (898 500); e5 at 5500: 900 000 - 4000 + 10 000 = 906 000; Nf3 at 7000:
        // 968 500 - 1500 + 10 000 = 977 000; the second illegal move at 8500 ends the game (Black used 1500).
        run.assertEvents(
                "@0 new-game 900+10 tournament " + START,
                "@0 position ply=0 " + START,
                "@0 clock w=900000 b=900000 running=white start",
                "@1500 move e2e4 e4 w=908500 b=900000 clock-press",
                "@1500 clock w=908500 b=900000 running=black press",
                "@3000 irregularity illegal-move 7.5.1 black",
                "@3000 clock w=968500 b=898500 running=black penalty",
                "@4330 position ply=1 " + afterE4,
                "@5500 move e7e5 e5 w=968500 b=906000 clock-press",
                "@5500 clock w=968500 b=906000 running=white press",
                "@7000 move g1f3 Nf3 w=977000 b=906000 clock-press",
                "@7000 clock w=977000 b=906000 running=black press",
                "@8500 irregularity illegal-move 7.5.1 black",
                "@8500 clock w=977000 b=904500 running=- stop",
                "@8500 result 1-0 illegal-moves rules");
    }

    @Test
    void mateMadeBeforeTheFlagWinsAndStopsTheClockWhenMade() {
        ScenarioRun run = ScenarioRun.play("mate-before-flag");
        // Black's clock: 9000 ms at 3000; the mate stands on the board from 11530 (9000 - 8530 = 470 left),
        // completed when the board has stood still 1500 ms (13030); the flag (12000) never falls.
        run.assertEvents(
                "@0 new-game 10 tournament " + START,
                "@0 position ply=0 " + START,
                "@0 clock w=10000 b=10000 running=white start",
                "@1000 move f2f3 f3 w=9000 b=10000 clock-press",
                "@1000 clock w=9000 b=10000 running=black press",
                "@2000 move e7e5 e5 w=9000 b=9000 clock-press",
                "@2000 clock w=9000 b=9000 running=white press",
                "@3000 move g2g4 g4 w=8000 b=9000 clock-press",
                "@3000 clock w=8000 b=9000 running=black press",
                "@13030 move d8h4 Qh4# w=8000 b=470 standstill",
                "@13030 clock w=8000 b=470 running=- stop",
                "@13030 result 0-1 checkmate rules");
    }

    @Test
    void illegalMovesAreCountedPerPlayer() {
        ScenarioRun run = ScenarioRun.play("illegal-move-each");
        assertThat(run.projected("move", "irregularity", "clock", "result")).containsExactly(
                "@0 clock w=900000 b=900000 running=white start",
                "@1500 irregularity illegal-move 7.5.1 white",
                "@1500 clock w=898500 b=960000 running=white penalty",
                "@4000 move e2e4 e4 w=906000 b=960000 clock-press",
                "@4000 clock w=906000 b=960000 running=black press",
                "@5500 irregularity illegal-move 7.5.1 black",
                "@5500 clock w=966000 b=958500 running=black penalty",
                "@8000 move e7e5 e5 w=966000 b=966000 clock-press",
                "@8000 clock w=966000 b=966000 running=white press");
    }

    @Test
    void secondIllegalMoveIsADrawWhenTheOpponentCannotMate() {
        ScenarioRun run = ScenarioRun.play("illegal-moves-draw");
        String fen = "q3k3/8/8/8/8/8/8/4K3 b - - 0 1";
        run.assertEvents(
                "@0 new-game 300 tournament " + fen,
                "@0 position ply=0 " + fen,
                "@0 clock w=300000 b=300000 running=black start",
                "@1500 irregularity illegal-move 7.5.1 black",
                "@1500 clock w=360000 b=298500 running=black penalty",
                "@2830 position ply=0 " + fen,
                "@4000 irregularity illegal-move 7.5.1 black",
                "@4000 clock w=360000 b=296000 running=- stop",
                "@4000 result 1/2-1/2 illegal-moves rules");
    }

    @Test
    void hourglassGivesTheOpponentWhatTheMoverUses() {
        ScenarioRun run = ScenarioRun.play("hourglass");
        assertThat(run.projected("new-game")).containsExactly("@0 new-game *60 tournament " + START);
        assertThat(run.projected("move", "clock")).containsExactly(
                "@0 clock w=60000 b=60000 running=white start",
                "@1500 move e2e4 e4 w=58500 b=61500 clock-press",
                "@1500 clock w=58500 b=61500 running=black press",
                "@3000 move e7e5 e5 w=60000 b=60000 clock-press",
                "@3000 clock w=60000 b=60000 running=white press");
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "1m d3s; 60000; 65000",
        "1m b3s; 60000; 62000",
        "1m byo 2x5s; 58000; 72000",
        "canadian 1m 2/10s; 58000; 72000"})
    void delayAndByoYomiFromTheConfiguration(String control, long whiteAfterE4, long blackFlagMs) {
        ScenarioRun run = ScenarioRun.play("delay-flag", Map.of("game.timeControl", control));
        // No PGN TimeControl form exists for these controls: "?" (PGN: unknown).
        assertThat(run.projected("new-game")).containsExactly("@0 new-game ? tournament " + START);
        assertThat(run.projected("move", "flag", "result")).containsExactly(
                "@2000 move e2e4 e4 w=" + whiteAfterE4 + " b=60000 clock-press",
                "@" + blackFlagMs + " flag black opponent-can-mate ply=1",
                "@" + blackFlagMs + " result 1-0 time-forfeit clock");
    }

    @Test
    void mateMadeBeforeTheFlagWinsAlsoWhenPressedAfterIt() {
        ScenarioRun run = ScenarioRun.play("mate-then-late-press");
        assertThat(run.projected("move", "flag", "clock", "result")).endsWith(
                "@3000 move g2g4 g4 w=8000 b=9000 clock-press",
                "@3000 clock w=8000 b=9000 running=black press",
                "@12500 move d8h4 Qh4# w=8000 b=470 clock-press",
                "@12500 clock w=8000 b=470 running=- stop",
                "@12500 result 0-1 checkmate rules");
    }

    @Test
    void blacksPressStartsWhitesClock() {
        ScenarioRun run = ScenarioRun.play("black-press-starts-clock");
        run.assertEvents(
                "@0 new-game 300 tournament " + START,
                "@0 position ply=0 " + START,
                "@2000 clock w=300000 b=300000 running=white start",
                "@3500 move e2e4 e4 w=298500 b=300000 clock-press",
                "@3500 clock w=298500 b=300000 running=black press");
    }

    @Test
    void inASetUpPositionWithBlackToMoveWhitesPressStartsBlacksClock() {
        ScenarioRun run = ScenarioRun.play("white-press-starts-blacks-clock");
        String fen = AFTER_E4;
        run.assertEvents(
                "@0 new-game 300 tournament " + fen,
                "@0 position ply=0 " + fen,
                "@2000 clock w=300000 b=300000 running=black start",
                "@3500 move e7e5 e5 w=300000 b=298500 clock-press",
                "@3500 clock w=300000 b=298500 running=white press");
    }

    @Test
    void pausedTimeIsNobodys() {
        ScenarioRun run = ScenarioRun.play("pause-resume");
        run.assertEvents(
                "@0 new-game 300 tournament " + START,
                "@0 position ply=0 " + START,
                "@0 clock w=300000 b=300000 running=white start",
                "@1000 clock w=299000 b=300000 running=- pause",
                "@11000 clock w=299000 b=300000 running=white resume",
                "@12500 move e2e4 e4 w=297500 b=300000 clock-press",
                "@12500 clock w=297500 b=300000 running=black press");
    }

    @Test
    void pressWhilePausedChangesNothing() {
        ScenarioRun run = ScenarioRun.play("press-while-paused");
        assertThat(run.projected("move", "irregularity", "clock")).containsExactly(
                "@0 clock w=300000 b=300000 running=white start",
                "@1500 clock w=298500 b=300000 running=- pause",
                "@5000 clock w=298500 b=300000 running=white resume",
                "@5500 move e2e4 e4 w=298000 b=300000 clock-press",
                "@5500 clock w=298000 b=300000 running=black press");
    }

    @Test
    void secondPeriodIsAddedOnTheMoveThatCompletesTheFirst() {
        ScenarioRun run = ScenarioRun.play("periods");
        assertThat(run.projected("new-game")).containsExactly("@0 new-game 2/60:30 tournament " + START);
        assertThat(run.projected("move")).containsExactly(
                "@1000 move e2e4 e4 w=59000 b=60000 clock-press",
                "@2000 move e7e5 e5 w=59000 b=59000 clock-press",
                "@3000 move g1f3 Nf3 w=88000 b=59000 clock-press",
                "@4000 move b8c6 Nc6 w=88000 b=88000 clock-press",
                "@5000 move f1c4 Bc4 w=87000 b=88000 clock-press");
    }

    @Test
    void readablePeriodsWithIncrements() {
        ScenarioRun run = ScenarioRun.play("periods-readable");
        assertThat(run.projected("new-game")).containsExactly("@0 new-game 2/60+1:30+1 tournament " + START);
        assertThat(run.projected("move")).containsExactly(
                "@1000 move e2e4 e4 w=60000 b=60000 clock-press",
                "@2000 move e7e5 e5 w=60000 b=60000 clock-press",
                "@3000 move g1f3 Nf3 w=90000 b=60000 clock-press",
                "@4000 move b8c6 Nc6 w=90000 b=90000 clock-press",
                "@5000 move f1c4 Bc4 w=90000 b=90000 clock-press");
        assertThat(run.moves()).extracting(MoveEvent::completedBy).containsOnly(CompletedBy.CLOCK_PRESS);
    }

    @Test
    void aFlagWhoseMateQuestionIsUndecidedLeavesTheResultToTheArbiter() {
        // Knight v rook: Black can mate only through a helpmate the search must find. With no search budget the
        // rules core cannot decide (docs/dead-positions.md): the board reports the flag with the question open
        // (Art. 6.9 is the arbiter's to apply) and gives no result until the arbiter declares one.
        ScenarioRun run = ScenarioRun.playText("tc 5\nsetup fen 4k3/8/8/2n5/8/8/8/R3K3 w - - 0 1\n", java.util.Map.of());
        run.session().controller().setMateBudget(new org.touchmove.firmware.rules.MateBudget(0, 0, 0, 0));
        run.then("start\nwait 7000\n");
        assertThat(run.projected("flag", "clock", "result")).containsExactly(
                "@0 clock w=5000 b=5000 running=white start",
                "@5000 flag white opponent-can-mate ply=0",
                "@5000 clock w=0 b=5000 running=- flag");
        org.touchmove.firmware.event.FlagEvent flag = (org.touchmove.firmware.event.FlagEvent) run.events().stream()
                .filter(e -> e.body() instanceof org.touchmove.firmware.event.FlagEvent).findFirst().orElseThrow().body();
        assertThat(flag.opponentMateability()).isEqualTo(Mateability.UNDECIDED);
        assertThat(run.session().runtime().view().phase()).isNotEqualTo(org.touchmove.firmware.view.Phase.RUNNING);
        assertThat(run.command(new org.touchmove.firmware.command.ArbiterCommand.DeclareResult(
                org.touchmove.firmware.rules.Result.BLACK_WINS, org.touchmove.firmware.rules.Termination.TIME_FORFEIT))
                .accepted()).isTrue();
        assertThat(run.projected("result")).containsExactly("@7000 result 0-1 time-forfeit arbiter");
    }
}
