package org.touchmove.firmware.controller;

import org.touchmove.firmware.config.Settings;
import org.touchmove.firmware.simulation.SimulatedSession;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.command.CommandReply;
import org.touchmove.firmware.event.EventJson;
import org.touchmove.firmware.event.ScoresheetEvent;
import org.touchmove.firmware.scoresheet.Scoresheet;
import org.touchmove.firmware.event.ScoresheetState;

/**
 * The electronic scoresheet through the whole controller (Art. 8.1.1.1, docs/scoresheet.md): kept from the new game
 * with its metadata, signed with the clock buttons after the result, then changed only by the arbiter, each change
 * kept with its time. Announcements are off (the default): the scoresheet does not depend on them.
 */
class ScoresheetScenariosTest {

    private static List<ScoresheetEvent> sheets(ScenarioRun run) {
        return run.events().stream().filter(e -> e.body() instanceof ScoresheetEvent)
                .map(e -> (ScoresheetEvent) e.body()).toList();
    }

    @Test
    void bothPlayersSignWithinTwoSeconds_aLonePressSignsNothing() {
        ScenarioRun run = ScenarioRun.play("scoresheet-sign-off");
        // White alone at 5500, Black alone at 8000 (White's press 2.5 s old): nothing; White at 9500, 1.5 s after
        // Black: signed. The presses after it change nothing.
        assertThat(run.projected("result", "scoresheet")).containsExactly(
                "@4500 result 0-1 checkmate rules",
                "@9500 scoresheet signed white,black");
        ScoresheetEvent signed = sheets(run).get(0);
        assertThat(signed.change()).isNull();
        assertThat(signed.pgn()).contains(
                "[Event \"Club Open\"]", "[Site \"Vienna\"]", "[Date \"2026.01.01\"]", "[Round \"3\"]",
                "[White \"Lasker, Ana\"]", "[Black \"Tal, Boris\"]", "[Result \"0-1\"]", "[TimeControl \"300+2\"]",
                "[TerminationDetail \"checkmate\"]", "[ResultTime \"2026-01-01T00:00:04Z\"]",
                "[WhiteSignOff \"2026-01-01T00:00:09Z\"]", "[BlackSignOff \"2026-01-01T00:00:09Z\"]",
                // each mover's clock after the move: +2 s per switched press; the mate stops Black's at 299 970
                "1. f3 { [%clk 0:05:01] } 1... e5 { [%clk 0:05:01] } 2. g4 { [%clk 0:05:02] }",
                "2... Qh4# { [%clk 0:04:59.97] } 0-1");
        assertThat(signed.pgn()).doesNotContain("ArbiterChange");
        Scoresheet sheet = run.session().controller().scoresheet().orElseThrow();
        assertThat(sheet.state()).isEqualTo(ScoresheetState.SIGNED);
        assertThat(sheet.pgn()).isEqualTo(signed.pgn());
        assertThat(EventJson.write(run.events().stream().filter(e -> e.body() instanceof ScoresheetEvent)
                .findFirst().orElseThrow())).contains("\"type\":\"scoresheet\"", "\"state\":\"signed\"",
                "\"signedBy\":[\"white\",\"black\"]", "\"change\":null", "\"pgn\":\"[Event \\\"Club Open\\\"]\\n");
    }

    @Test
    void withoutTheGestureTheSheetAwaitsTheSignatures() {
        ScenarioRun run = ScenarioRun.playText("tc 300\nsetup startpos\nstart\n"
                + "cmd {\"id\":\"r\",\"type\":\"declare-result\",\"result\":\"1/2-1/2\",\"termination\":\"agreement\"}\n"
                + "wait 1000\npress white\nwait 2001\npress black\n", java.util.Map.of());
        assertThat(sheets(run)).isEmpty();
        Scoresheet sheet = run.session().controller().scoresheet().orElseThrow();
        assertThat(sheet.state()).isEqualTo(ScoresheetState.AWAITING_SIGN_OFF);
        assertThat(sheet.pgn()).contains("[Result \"1/2-1/2\"]", "[White \"?\"]", "[Date \"????.??.??\"]")
                .doesNotContain("SignOff");
    }

    @Test
    void theArbiterChangesTheSignedSheet_eachChangeKeptWithItsTime() {
        ScenarioRun run = ScenarioRun.play("scoresheet-arbiter-change");
        assertThat(run.projected("scoresheet")).containsExactly(
                "@9700 scoresheet signed white,black",
                "@69700 scoresheet signed white,black White 'Lasker, Ana' -> 'Lasker, Anna' by Rossi, Carla",
                "@129700 scoresheet signed white,black result 0-1 (checkmate) -> 1-0 (illegal-moves) by Rossi, Carla");
        // The move change would make the sheet illegal: refused, naming why; nothing changed, no event.
        CommandReply refused = run.replies().get(run.replies().size() - 1);
        assertThat(refused.id()).isEqualTo("c3");
        assertThat(refused.accepted()).isFalse();
        assertThat(refused.reason()).startsWith("scoresheet: ").contains("e7e4");
        String pgn = sheets(run).get(2).pgn();
        assertThat(pgn).contains("[White \"Lasker, Anna\"]", "[Result \"1-0\"]", "[Termination \"rules infraction\"]",
                "[WhiteSignOff \"2026-01-01T00:00:09Z\"]",
                "[ArbiterChange1 \"2026-01-01T00:01:09Z White 'Lasker, Ana' -> 'Lasker, Anna' by Rossi, Carla\"]",
                "[ArbiterChange2 \"2026-01-01T00:02:09Z result 0-1 (checkmate) -> 1-0 (illegal-moves) by Rossi, "
                        + "Carla\"]")
                .endsWith("Qh4# { [%clk 0:04:59.97] } 1-0\n\n");
        assertThat(run.session().controller().scoresheet().orElseThrow().pgn()).isEqualTo(pgn);
    }

    @Test
    void theArbiterSignsByCommandAfterThePlayers() {
        ScenarioRun run = ScenarioRun.playText("tc 300\nsetup startpos\nstart\n"
                + "cmd {\"id\":\"r\",\"type\":\"declare-result\",\"result\":\"0-1\",\"termination\":\"resignation\"}\n"
                + "cmd {\"id\":\"s1\",\"type\":\"scoresheet-change\",\"arbiter\":\"Rossi, Carla\",\"change\":\"sign\"}\n"
                + "wait 1000\npress black\nwait 100\npress white\nwait 1000\n"
                + "cmd {\"id\":\"s2\",\"type\":\"scoresheet-change\",\"arbiter\":\"Rossi, Carla\",\"change\":\"sign\"}\n"
                + "cmd {\"id\":\"s3\",\"type\":\"scoresheet-change\",\"arbiter\":\"Rossi, Carla\",\"change\":\"sign\"}\n",
                java.util.Map.of());
        assertThat(run.replies()).extracting(CommandReply::id, CommandReply::accepted).containsExactly(
                org.assertj.core.groups.Tuple.tuple("sim-1", true), org.assertj.core.groups.Tuple.tuple("sim-2", true),
                org.assertj.core.groups.Tuple.tuple("r", true),
                org.assertj.core.groups.Tuple.tuple("s1", false), org.assertj.core.groups.Tuple.tuple("s2", true),
                org.assertj.core.groups.Tuple.tuple("s3", false));
        assertThat(run.replies().get(3).reason()).contains("the players sign first");
        assertThat(run.replies().get(5).reason()).contains("already signed");
        assertThat(run.projected("scoresheet")).containsExactly(
                "@1100 scoresheet signed white,black",
                "@2100 scoresheet signed white,black,arbiter signed by the arbiter by Rossi, Carla");
        assertThat(sheets(run).get(1).pgn()).contains("[ArbiterSignOff \"2026-01-01T00:00:02Z\"]");
    }

    @Test
    void aResumedGameKeepsItsSheet() throws Exception {
        // The first half of scoresheet-sign-off (the metadata, 1. f3 e5 2. g4), then the board restarts and resumes
        // it from the recorded events; Black mates on the resumed board and both players sign.
        String before = "setup startpos\n"
                + "cmd {\"id\":\"g1\",\"type\":\"new-game\",\"timeControl\":\"300+2\",\"event\":\"Club Open\","
                + "\"white\":\"Lasker, Ana\",\"black\":\"Tal, Boris\",\"round\":\"3\",\"board\":7}\n"
                + "cmd {\"id\":\"g2\",\"type\":\"start\"}\n"
                + "wait 500\nlift f2\nwait 300\nplace f3\nwait 200\npress white\n"
                + "wait 500\nlift e7\nwait 300\nplace e5\nwait 200\npress black\n"
                + "wait 500\nlift g2\nwait 300\nplace g4\nwait 200\npress white\nwait 500\n";
        List<org.touchmove.firmware.event.Event> recorded = ScenarioRun.playText(before, java.util.Map.of()).events();
        List<org.touchmove.firmware.event.Event> fromLastGame = recorded.subList(
                recorded.stream().filter(e -> e.body() instanceof org.touchmove.firmware.event.NewGameEvent)
                        .mapToInt(recorded::indexOf).max().orElseThrow(), recorded.size());
        List<org.touchmove.firmware.event.Event> after = new java.util.ArrayList<>();
        SimulatedSession resumed = new SimulatedSession(Settings.defaults(), after::add, ScenarioRun.START,
                org.touchmove.sim.BoardTiming.DEFAULT);
        assertThat(resumed.resume(fromLastGame)).isTrue();
        resumed.play(org.touchmove.sim.script.ScriptParser.parse("cmd {\"id\":\"r\",\"type\":\"resume\"}\n"
                + "wait 500\nlift d8\nwait 500\nplace h4\nwait 500\npress black\n"
                + "wait 1000\npress white\nwait 100\npress black\n"));
        Scoresheet sheet = resumed.controller().scoresheet().orElseThrow();
        assertThat(sheet.state()).isEqualTo(ScoresheetState.SIGNED);
        assertThat(sheet.pgn()).contains("[Event \"Club Open\"]", "[Round \"3.7\"]", "[White \"Lasker, Ana\"]",
                "1. f3 { [%clk 0:05:01] } 1... e5 { [%clk 0:05:01] } 2. g4 { [%clk 0:05:02] }", "2... Qh4#", "0-1");
        assertThat(after.stream().filter(e -> e.body() instanceof ScoresheetEvent)).hasSize(1);
    }
}
