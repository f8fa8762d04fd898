package org.touchmove.firmware.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.touchmove.sim.BoardTiming;
import org.touchmove.sim.script.ScriptException;
import org.touchmove.sim.script.ScriptParser;
import org.touchmove.sim.script.ScriptStep;

/**
 * Issue 14: any scenario script, parsed and played through the whole controller, runs or stops with
 * one {@link ScriptException} naming its line; never another exception, and never for long.
 */
class ScriptProperties {

    @Provide
    Arbitrary<String> scripts() {
        Arbitrary<String> word = Arbitraries.oneOf(Arbitraries.of("tc", "setup", "startpos", "fen", "start", "lift",
                "place", "remove", "add", "press", "button", "wait", "white", "black", "pause", "menu", "ok", "e2",
                "e4", "e7", "e5", "d5", "a8", "h1", "g1", "f3", "Q", "n", "300+3", "5", "-", "none", "0", "30", "400",
                "5000", "86400001", "+5", "#", "8/8/8/8/8/8/8/8", "4k3/8/8/8/8/8/8/4K3",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "w", "b", "KQkq", "1"),
                Arbitraries.strings().ofMaxLength(5));
        Arbitrary<String> line = word.list().ofMaxSize(5).map(ws -> String.join(" ", ws));
        Arbitrary<String> likely = Arbitraries.of("setup startpos", "start", "tc 300+3", "tc 5", "wait 400",
                "lift e2", "place e4", "press white", "lift e7", "place e5", "press black", "remove d5", "add e8 Q");
        return Arbitraries.oneOf(line, likely).list().ofMaxSize(14).map(ls -> String.join("\n", ls));
    }

    @Property(tries = 300)
    void anyScriptRunsOrNamesItsLine(@ForAll("scripts") String script) {
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
    }
}
