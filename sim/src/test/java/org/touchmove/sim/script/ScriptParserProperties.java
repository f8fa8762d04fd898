package org.touchmove.sim.script;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.hal.property.SeededCases.anyText;
import static org.touchmove.hal.property.SeededCases.joined;
import static org.touchmove.hal.property.SeededCases.mutated;
import static org.touchmove.hal.property.SeededCases.oneOf;

import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.touchmove.hal.property.SeededCases;

/**
 * Issue 12: any scenario script text is steps or one {@link ScriptException} naming the line it stopped at (its
 * number and its text) on one line of sensible length; never another exception. What the parser reads, written
 * back as script lines, reads again as the same steps.
 * Seeded property test (plain JUnit, fixed seeds): a failure names its case seed and input.
 */
class ScriptParserProperties {

    private static final long SEED = 0x12_5C_00L;
    private static final int CASES = 1_000;

    private static final String SQUARES = "abcdefgh";

    private static String square(SplittableRandom random) {
        return "" + SQUARES.charAt(random.nextInt(8)) + (1 + random.nextInt(8));
    }

    /** One valid line, by the grammar of docs/scenario-scripts.md, sometimes with a comment or odd spacing. */
    static String validLine(SplittableRandom random) {
        String line = switch (random.nextInt(12)) {
            case 0 -> "tc " + oneOf(random, "300+3", "40/5400+30:1800+30", "none", "5m+3s");
            case 1 -> "setup startpos";
            case 2 -> "setup fen " + oneOf(random, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "8/8/8/8/8/8/8/8 w - - 0 1",
                    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
            case 3 -> "start";
            case 4 -> "lift " + square(random);
            case 5 -> "place " + square(random);
            case 6 -> "remove " + square(random);
            case 7 -> "add " + square(random) + (random.nextBoolean() ? "" : " " + oneOf(random, "Q", "n", "K", "p"));
            case 8 -> "press " + oneOf(random, "white", "black");
            case 9 -> "button " + oneOf(random, "pause", "menu", "plus", "minus", "ok");
            case 10 -> "wait " + random.nextInt(10_000);
            default -> "cmd {\"id\":\"c" + random.nextInt(100) + "\",\"type\":\"pause\"} # kept";
        };
        if (!line.startsWith("cmd") && random.nextInt(4) == 0) {
            line = line.replace(" ", oneOf(random, "  ", "\t")) + oneOf(random, " # why", "#", "   ");
        }
        return line;
    }

    static String validScript(SplittableRandom random) {
        return joined(random, 20, oneOf(random, "\n", "\r\n"), r -> r.nextInt(8) == 0
                ? oneOf(r, "", "# a comment", "   ") : validLine(r));
    }

    /** A valid script mutated, lines of script words in any order, or any text. */
    static String anyScript(SplittableRandom random) {
        return switch (random.nextInt(3)) {
            case 0 -> mutated(random, validScript(random));
            case 1 -> joined(random, 10, "\n", r -> joined(r, 4, " ", w -> w.nextBoolean()
                    ? validLine(w).split(" ")[0] : oneOf(w, "e4", "i9", "startpos", "fen", "white", "99999999999999",
                    "-1", "\u0664", "Q", "x", "8/8/8/8/8/8/8/8", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX")));
            default -> anyText(random, 120);
        };
    }

    @Test
    void validScriptsReadBackFromTheirScriptLines() {
        SeededCases.check(SEED, CASES, Duration.ofSeconds(60), ScriptParserProperties::validScript, script -> {
            List<ScriptStep> steps = ScriptParser.parse(script);
            String written = steps.stream().map(ScriptStep::toScriptLine).collect(Collectors.joining("\n"));
            List<ScriptStep> again = ScriptParser.parse(written);
            assertThat(again.stream().map(ScriptStep::toScriptLine).toList())
                    .isEqualTo(steps.stream().map(ScriptStep::toScriptLine).toList());
        });
    }

    @Test
    void anyScriptIsStepsOrOneErrorNamingItsLine() {
        SeededCases.check(SEED + 1_000_000, CASES, Duration.ofSeconds(60), ScriptParserProperties::anyScript,
                script -> {
                    try {
                        ScriptParser.parse(script);
                    } catch (ScriptException e) {
                        // The lines as BufferedReader (the parser) splits them.
                        String[] lines = script.split("\r\n|\r|\n", -1);
                        assertThat(e.lineNumber()).isBetween(1, lines.length);
                        String line = lines[e.lineNumber() - 1];
                        assertThat(e.lineText()).isEqualTo(e.lineNumber() == 1 && line.startsWith("\uFEFF")
                                ? line.substring(1) : line);
                        assertThat(e.getMessage()).startsWith("line " + e.lineNumber() + ": ")
                                .doesNotContain("\n").doesNotContain("\r").hasSizeLessThan(600)
                                .doesNotContain("Exception");
                    }
                });
    }
}
