package org.touchmove.firmware.cli;

import org.touchmove.firmware.config.Settings;
import org.touchmove.firmware.controller.GameController;
import org.touchmove.firmware.simulation.SimulatedSession;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.EventJson;
import org.touchmove.sim.BoardTiming;
import org.touchmove.sim.console.ConsoleObserver;
import org.touchmove.sim.console.SimConsole;
import org.touchmove.sim.console.StandardInput;
import org.touchmove.sim.script.ScriptStep;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code touchmove console}: the simulated board at the keyboard. Each command (the scenario-script
 * commands, plus show, help, quit) is applied in virtual time; the board then settles (up to
 * {@value #SETTLE_MS} ms of virtual time, enough for debounce, the press judgement and a standstill) and
 * the occupancy and the controller's events are printed.
 */
@Command(name = "console", mixinStandardHelpOptions = true,
        description = {"An interactive simulated board for hardware developers: type 'setup startpos', 'lift e2', "
                + "'place e4', 'press white' and see the occupancy and the controller's events."})
final class ConsoleCommand implements Callable<Integer> {

    static final long SETTLE_MS = 2_000;

    @Option(names = "--config", paramLabel = "FILE", description = "configuration (docs/configuration.md)")
    Path config;

    @Override
    public Integer call() throws Exception {
        Settings settings;
        try {
            settings = config == null ? Settings.fromMap(Map.of("board.id", "console")) : Settings.load(config);
        } catch (IllegalArgumentException e) {
            System.err.println("touchmove console: " + e.getMessage());
            return 2;
        }
        // The console's screen is standard output; log lines on a terminal would break into it: warnings only,
        // unless TOUCHMOVE_LOG_LEVEL asks for more (why an input changed nothing is on the screen, "! ...").
        LogSetup.warningsOnlyUnlessAsked();
        PrintWriter out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
        // The console ends quietly at the end of its input or when the terminal is lost (SimConsole.run).
        run(settings, StandardInput.open(), out);
        return 0;
    }

    static void run(Settings settings, java.io.Reader in, PrintWriter out) {
        List<Event> pending = new ArrayList<>();
        List<String> notices = new ArrayList<>();
        SimulatedSession session = new SimulatedSession(settings, pending::add,
                Instant.now(), BoardTiming.DEFAULT);
        // Why an input changed nothing, in the console's own output (the log has it too).
        session.controller().setNoticeListener(notices::add);
        ConsoleObserver observer = new ConsoleObserver() {
            @Override
            public void afterStep(ScriptStep step, PrintWriter w) {
                session.settle(SETTLE_MS * 1_000_000L);
                pending.forEach(e -> w.println(EventJson.write(e)));
                pending.clear();
                notices.forEach(n -> w.println("! " + n));
                notices.clear();
            }

            @Override
            public String greeting() {
                return "Touchmove console: the simulated board in virtual time. Type 'help'.";
            }

            @Override
            public void show(PrintWriter w) {
                GameController c = session.controller();
                w.println(c.game() == null ? "no game yet: type 'setup startpos'"
                        : "controller: " + c.game().position().fen() + (c.isFinished() ? " (game over)" : ""));
            }
        };
        new SimConsole(session.board(), session, false, true, observer).run(in, out);
    }
}
