package org.touchmove.firmware.controller;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.touchmove.firmware.config.Settings;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.NewGameEvent;
import org.touchmove.firmware.simulation.SimulatedSession;
import org.touchmove.sim.BoardTiming;
import org.touchmove.sim.script.ScriptParser;

/**
 * Art. 7.5.5 counts a player's completed illegal moves over the whole game, also across a restart: a board that
 * resumes its game from the journal counts the illegal moves the journal recorded, so a second one after a crash
 * loses as it would have without the crash (and under the older Laws, {@code third-loses}, only gives time).
 */
class IllegalMovesAfterResumeTest {

    /** 1. e4 (Qd8-d5?? pressed, the position reinstated): Black's first completed illegal move, then the crash. */
    private static final String BEFORE_THE_CRASH = "setup startpos\nstart\n"
            + "wait 1000\nlift e2\nwait 300\nplace e4\nwait 200\npress white\n"
            + "wait 1000\nlift d8\nwait 300\nplace d5\nwait 200\npress black\n"
            + "wait 1000\nlift d5\nwait 300\nplace d8\nwait 1000\n";

    /** The resumed board: the arbiter resumes the clock, and Black completes Ra8-a5?? (over the a7 pawn). */
    private static final String AFTER_THE_RESUME = "cmd {\"id\":\"r\",\"type\":\"resume\"}\n"
            + "wait 1000\nlift a8\nwait 300\nplace a5\nwait 200\npress black\nwait 1000\n";

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({
            // standard (Art. 7.5.5: 2 minutes), rapid and blitz (Appendices A.4.2, B.4: 1 minute): the second loses
            "5400+30, second-loses, 1-0 illegal-moves rules",
            "900+10,  second-loses, 1-0 illegal-moves rules",
            "180+2,   second-loses, 1-0 illegal-moves rules",
            // the 2009 Laws some federations keep: the third loses, so the second gives White time
            "900+10,  third-loses,  penalty"})
    void theIllegalMoveBeforeTheCrashCounts(String timeControl, String rule, String ending) throws Exception {
        Map<String, String> config = Map.of("game.illegalMoveRule", rule);
        List<Event> recorded = ScenarioRun.playText("tc " + timeControl + "\n" + BEFORE_THE_CRASH, config).events();
        assertThat(recorded.stream().map(EventProjection::of).filter(p -> p.contains("irregularity")))
                .containsExactly("@3000 irregularity illegal-move 7.5.1 black");

        List<Event> after = new ArrayList<>();
        SimulatedSession resumed = new SimulatedSession(Settings.fromMap(config), after::add, ScenarioRun.START,
                BoardTiming.DEFAULT);
        assertThat(resumed.resume(fromLastNewGame(recorded))).isTrue();
        resumed.play(ScriptParser.parse(AFTER_THE_RESUME));

        // "@t result 1-0 illegal-moves rules" as "1-0 illegal-moves rules", "@t clock ... penalty" as "penalty"
        List<String> ends = after.stream().map(EventProjection::of)
                .filter(p -> p.contains(" result ") || p.endsWith(" penalty"))
                .map(p -> p.endsWith(" penalty") ? "penalty" : p.substring(p.indexOf(" result ") + " result ".length()))
                .toList();
        assertThat(after.stream().map(EventProjection::of).filter(p -> p.contains("irregularity")))
                .as("the second illegal move is seen").hasSize(1);
        assertThat(ends).containsExactly(ending);
    }

    private static List<Event> fromLastNewGame(List<Event> recorded) {
        int last = 0;
        for (int i = 0; i < recorded.size(); i++) {
            if (recorded.get(i).body() instanceof NewGameEvent) {
                last = i;
            }
        }
        return recorded.subList(last, recorded.size());
    }
}
