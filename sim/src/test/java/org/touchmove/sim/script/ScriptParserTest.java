package org.touchmove.sim.script;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.Occupancy;
import org.touchmove.hal.Squares;

class ScriptParserTest {

    @Test
    void parsesEveryLineTypeWithItsLineNumber() throws Exception {
        String script = """
                # a scholar's opening
                tc 300+3

                setup startpos
                start
                lift e2   # pawn up
                place e4
                press white
                button ok
                wait 250
                setup fen 8/8/8/4k3/8/8/8/4K3 w - - 0 1
                tc none
                tc 40/5400+30:1800+30
                """;
        List<ScriptStep> steps = ScriptParser.parse(script);
        assertThat(steps).containsExactly(
                new ScriptStep.TimeControl(2, "300+3"),
                new ScriptStep.Setup(4, FenPlacement.START_FEN, FenPlacement.piecesOf(FenPlacement.START_FEN)),
                new ScriptStep.Start(5),
                new ScriptStep.Lift(6, Squares.parse("e2")),
                new ScriptStep.Place(7, Squares.parse("e4")),
                new ScriptStep.Press(8, ClockButton.WHITE),
                new ScriptStep.Press(9, ClockButton.OK),
                new ScriptStep.Wait(10, 250),
                new ScriptStep.Setup(11, "8/8/8/4k3/8/8/8/4K3 w - - 0 1",
                        FenPlacement.piecesOf("8/8/8/4k3/8/8/8/4K3 w - - 0 1")),
                new ScriptStep.TimeControl(12, "none"),
                new ScriptStep.TimeControl(13, "40/5400+30:1800+30"));
    }

    @Test
    void startposGivesTheStartingOccupancy() throws Exception {
        ScriptStep.Setup setup = (ScriptStep.Setup) ScriptParser.parse("setup startpos").get(0);
        assertThat(setup.pieces().occupancy()).isEqualTo(Occupancy.START);
        assertThat(setup.pieces().at(Squares.parse("e1"))).isEqualTo('K');
        assertThat(setup.pieces().at(Squares.parse("d8"))).isEqualTo('q');
    }

    @Test
    void fenPlacementMapsRanksFromTheTop() throws Exception {
        ScriptStep.Setup setup = (ScriptStep.Setup) ScriptParser.parse("setup fen 7k/8/8/8/8/8/8/K6R b - - 3 40").get(0);
        assertThat(setup.pieces().occupancy()).isEqualTo(new Occupancy(0L).with(0).with(7).with(63));
        assertThat(setup.pieces().at(Squares.parse("h1"))).isEqualTo('R');
        assertThat(setup.fen()).isEqualTo("7k/8/8/8/8/8/8/K6R b - - 3 40");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
            "jump e2                               ; unknown command 'jump'",
            "lift                                  ; lift <square>",
            "lift e9                               ; not a square",
            "lift E2                               ; not a square",
            "lift e2 e4                            ; lift <square>",
            "place                                 ; place <square>",
            "press                                 ; press white|black",
            "press ok                              ; use 'button ok'",
            "press left                            ; unknown clock button",
            "button white                          ; use 'press white'",
            "button reset                          ; unknown clock button",
            "remove                                ; remove <square>",
            "remove e4 e5                          ; remove <square>",
            "remove z9                             ; not a square",
            "add                                   ; add <square> [piece]",
            "add e8 Q q                            ; add <square> [piece]",
            "add e8 queen                          ; one FEN letter",
            "add e8 X                              ; one FEN letter",
            "wait                                  ; wait <milliseconds>",
            "wait soon                             ; whole number",
            "wait -5                               ; from 0 to 86400000",
            "wait +5                               ; digits 0-9 only",
            "wait ٥                                 ; digits 0-9 only",
            "wait 86400001                         ; from 0 to 86400000",
            "wait 99999999999999999999999          ; from 0 to 86400000",
            "tc                                    ; tc <PGN TimeControl>",
            "tc 300 + 3                            ; tc <PGN TimeControl>",
            "start now                             ; nothing after it",
            "setup                                 ; setup startpos",
            "setup middlegame                      ; setup startpos",
            "setup fen                             ; setup startpos",
            "setup fen 8/8/8/8/8/8/8 w - - 0 1     ; 7 ranks",
            "setup fen 9/8/8/8/8/8/8/8 w - - 0 1   ; contains '9'",
            "setup fen 8/8/8/8/8/8/8/7 w - - 0 1   ; covers 7 squares",
            "setup fen 8/8/8/8/8/8/8/ppppppppp w   ; covers 9 squares",
            "setup fen 8/8/8/8/8/8/8/x7 w - - 0 1  ; contains 'x'",
    })
    void rejectsABadLineWithItsNumberAndText(String line, String problem) {
        String script = "# header\n\n" + line + "\n";
        assertThatThrownBy(() -> ScriptParser.parse(script))
                .isInstanceOfSatisfying(ScriptException.class, e -> {
                    assertThat(e.lineNumber()).isEqualTo(3);
                    assertThat(e.lineText()).isEqualTo(line);
                    assertThat(e.getMessage()).startsWith("line 3: ").contains(problem).contains(line);
                });
    }

    @Test
    void aScriptCoversAtMostADayOfVirtualTime() {
        assertThatThrownBy(() -> ScriptParser.parse("setup startpos\nwait 86400000\nwait 1\n"))
                .isInstanceOfSatisfying(ScriptException.class, e -> {
                    assertThat(e.lineNumber()).isEqualTo(3);
                    assertThat(e.getMessage()).contains("86400001 ms").contains("24 hours");
                });
    }

    @Test
    void aByteOrderMarkAtTheStartIsAccepted() throws Exception {
        assertThat(ScriptParser.parse("\uFEFFsetup startpos\nlift e2\n")).hasSize(2);
    }

    @Test
    void aLongBadLineIsCutInTheMessage() {
        String line = "lift " + "x".repeat(100_000);
        assertThatThrownBy(() -> ScriptParser.parse(line))
                .isInstanceOfSatisfying(ScriptException.class, e -> assertThat(e.getMessage())
                        .hasSizeLessThan(400).contains("(100005 characters)"));
    }

    @Test
    void stopsAtTheFirstBadLine() {
        assertThatThrownBy(() -> ScriptParser.parse("lift e2\nplace e4\nplace x\nlift q\n"))
                .isInstanceOfSatisfying(ScriptException.class, e -> assertThat(e.lineNumber()).isEqualTo(3));
    }

    @Test
    void readsAFile(@TempDir Path dir) throws IOException, ScriptException {
        Path file = dir.resolve("s.tms");
        Files.writeString(file, "setup startpos\nlift g1\nplace f3\n");
        assertThat(ScriptParser.parse(file)).hasSize(3);
    }

    @Test
    void canonicalLinesParseBackToTheSameSteps() throws Exception {
        String script = """
                tc 300+3
                setup startpos
                setup fen 8/8/8/4k3/8/8/8/4K3 w - - 0 1
                start
                lift e2
                place e4
                remove d5
                add e8
                add e8 Q
                add a1 n
                press black
                button minus
                wait 0
                """;
        List<ScriptStep> steps = ScriptParser.parse(script);
        String rendered = String.join("\n", steps.stream().map(ScriptStep::toScriptLine).toList());
        assertThat(rendered).isEqualTo(script.strip());
    }

    @Test
    void theDocumentedExampleParsesAndPlays() throws Exception {
        Path doc = Path.of("..", "docs", "scenario-scripts.md");
        assertThat(doc).as("docs/scenario-scripts.md at the repository root").exists();
        String text = Files.readString(doc);
        int example = text.indexOf("## Example");
        int open = text.indexOf("```\n", example) + 4;
        String script = text.substring(open, text.indexOf("```", open));
        List<ScriptStep> steps = ScriptParser.parse(script);
        assertThat(steps).hasSize(17);
        org.touchmove.hal.ManualTimeSource time = new org.touchmove.hal.ManualTimeSource(0);
        org.touchmove.sim.SimulatedBoard board = new org.touchmove.sim.SimulatedBoard(time);
        new ScriptPlayer(board, ScriptHook.boardOnly(time, board), false).play(steps);
        assertThat(board.stableOccupancy()).isEqualTo(Occupancy.START
                .without(Squares.parse("e2")).with(Squares.parse("e4"))
                .without(Squares.parse("e7")).with(Squares.parse("e5")));
    }

    /**
     * Every block of "What hands do: every order" in docs/scenario-scripts.md plays on a board that holds
     * all the pieces they touch, and leaves the squares the block's moves say.
     */
    @Test
    void everyHandOrderInTheDocsPlays() throws Exception {
        String text = Files.readString(Path.of("..", "docs", "scenario-scripts.md"));
        int from = text.indexOf("## What hands do");
        String section = text.substring(from, text.indexOf("\n## ", from + 1));
        List<String> blocks = new java.util.ArrayList<>();
        for (int open = section.indexOf("```\n"); open >= 0; open = section.indexOf("```\n", section.indexOf("```", open + 4) + 3)) {
            blocks.add(section.substring(open + 4, section.indexOf("```", open + 4)));
        }
        assertThat(blocks).hasSize(12);
        // White: Ke1, Rh1, pawns a7, e4, e5; Black: Kh8, Nb8, pawn d5.
        String setup = "setup fen 1n5k/P7/8/3pP3/4P3/8/8/4K2R w K - 0 1\n";
        for (String block : blocks) {
            org.touchmove.hal.ManualTimeSource time = new org.touchmove.hal.ManualTimeSource(0);
            org.touchmove.sim.SimulatedBoard board = new org.touchmove.sim.SimulatedBoard(time);
            List<ScriptStep> steps = ScriptParser.parse(setup + block);
            new ScriptPlayer(board, ScriptHook.boardOnly(time, board), true).play(steps);
            // Where a piece went down last is occupied; a square a piece was removed from stays empty
            // unless a piece went down there afterwards.
            java.util.Map<Integer, Boolean> expected = new java.util.HashMap<>();
            for (ScriptStep step : steps) {
                if (step instanceof ScriptStep.Place place) {
                    expected.put(place.square(), true);
                } else if (step instanceof ScriptStep.Add add) {
                    expected.put(add.square(), true);
                } else if (step instanceof ScriptStep.Remove remove) {
                    expected.put(remove.square(), false);
                }
            }
            expected.forEach((square, occupied) -> assertThat(board.physicalOccupancy().isOccupied(square))
                    .as(block + Squares.name(square)).isEqualTo(occupied));
            assertThat(board.physicalOccupancy().count()).as(block).isLessThanOrEqualTo(8);
        }
    }
}
