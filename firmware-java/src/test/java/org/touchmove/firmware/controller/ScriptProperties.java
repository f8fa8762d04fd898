package org.touchmove.firmware.controller;

import org.touchmove.firmware.config.Settings;
import org.touchmove.firmware.simulation.SimulatedSession;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.hal.property.SeededCases.anyText;
import static org.touchmove.hal.property.SeededCases.joined;
import static org.touchmove.hal.property.SeededCases.oneOf;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.touchmove.hal.property.SeededCases;
import org.touchmove.sim.BoardTiming;
import org.touchmove.sim.script.ScriptException;
import org.touchmove.sim.script.ScriptParser;
import org.touchmove.sim.script.ScriptStep;

/**
 * Issue 14: any scenario script, parsed and played through the whole controller, runs or stops with
 * one {@link ScriptException} naming its line; never another exception, and never for long.
 * Seeded property test (plain JUnit, fixed seeds): a failure names its case seed and input.
 */
class ScriptProperties {

    private static final long SEED = 0x14_5C_00L;
    private static final int CASES = 2_000;

    private static final String[] WORDS = {"tc", "setup", "startpos", "fen", "start", "lift",
        "place", "remove", "add", "press", "button", "wait", "white", "black", "pause", "menu", "ok", "e2",
        "e4", "e7", "e5", "d5", "a8", "h1", "g1", "f3", "Q", "n", "300+3", "5", "-", "none", "0", "30", "400",
        "5000", "86400001", "+5", "#", "8/8/8/8/8/8/8/8", "4k3/8/8/8/8/8/8/4K3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "w", "b", "KQkq", "1"};

    private static final String[] LIKELY = {"setup startpos", "start", "tc 300+3", "tc 5", "wait 400",
        "lift e2", "place e4", "press white", "lift e7", "place e5", "press black", "remove d5", "add e8 Q"};

    /** Arbiter commands as a script's {@code cmd} line carries them (docs/commands.md), to be mutated. */
    private static final String[] COMMANDS = {
        "{\"id\":\"a1\",\"type\":\"adjust-time\",\"side\":\"black\",\"mode\":\"add\",\"millis\":120000}",
        "{\"id\":\"p\",\"type\":\"pause\"}", "{\"id\":\"r\",\"type\":\"resume\"}",
        "{\"id\":\"n\",\"type\":\"new-game\",\"fen\":\"4k3/8/8/8/8/8/8/4K3 w - - 0 1\",\"timeControl\":\"300+3\"}",
        "{\"id\":\"m\",\"type\":\"set-move-count\",\"side\":\"white\",\"moves\":40}",
        "{\"id\":\"d\",\"type\":\"declare-result\",\"result\":\"1/2-1/2\",\"termination\":\"agreement\"}",
        "{\"id\":\"k\",\"type\":\"reinstate\",\"ply\":1}", "{\"id\":\"u\",\"type\":\"choose-move\",\"uci\":\"e2e4\"}"};

    /** Up to 14 lines: a likely command, an arbiter command (perhaps mutated), or up to 5 words. */
    static String script(SplittableRandom random) {
        return joined(random, 14, "\n", r -> switch (r.nextInt(5)) {
            case 0, 1 -> oneOf(r, LIKELY);
            case 2 -> "cmd " + (r.nextBoolean() ? oneOf(r, COMMANDS)
                    : SeededCases.mutated(r, oneOf(r, COMMANDS)).replace('\n', ' ').replace('\r', ' '));
            default -> joined(r, 5, " ", w -> w.nextBoolean() ? oneOf(w, WORDS) : anyText(w, 5));
        });
    }

    @Test
    void anyScriptRunsOrNamesItsLine() {
        SeededCases.check(SEED, CASES, Duration.ofSeconds(60), ScriptProperties::script, script -> {
            List<ScriptStep> steps;
            try {
                steps = ScriptParser.parse(script);
            } catch (ScriptException e) {
                assertThat(e.getMessage()).startsWith("line " + e.lineNumber() + ": ");
                return;
            }
            SimulatedSession session = new SimulatedSession(Settings.fromMap(Map.of()), event -> { }, Instant.EPOCH,
                    BoardTiming.DEFAULT);
            try {
                session.play(steps);
            } catch (ScriptException e) {
                assertThat(e.getMessage()).startsWith("line " + e.lineNumber() + ": ");
            }
        });
    }
}
