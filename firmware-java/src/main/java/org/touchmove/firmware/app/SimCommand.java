package org.touchmove.firmware.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.Callable;
import org.touchmove.firmware.publish.JsonLinesSink;
import org.touchmove.firmware.journal.EventJournal;
import org.touchmove.firmware.journal.JournalOptions;
import org.touchmove.firmware.runtime.JournalStore;
import org.touchmove.sim.BoardTiming;
import org.touchmove.sim.script.ScriptException;
import org.touchmove.sim.script.ScriptParser;
import org.touchmove.sim.script.ScriptStep;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code touchmove sim --script FILE}: a scenario through the whole controller, one JSON event per line. */
@Command(name = "sim", mixinStandardHelpOptions = true,
        description = {"Runs a scenario script (docs/scenario-scripts.md) through the whole controller on the "
                + "simulated board in virtual time and prints every event as one JSON line (docs/events.md)."})
final class SimCommand implements Callable<Integer> {

    @Option(names = "--script", required = true, paramLabel = "FILE", description = "the scenario script")
    Path script;

    @Option(names = "--config", paramLabel = "FILE",
            description = "configuration (docs/configuration.md); default: built-in defaults, board.id=sim-1")
    Path config;

    @Option(names = "--state-dir", paramLabel = "DIR",
            description = "where the event sequence survives restarts (overrides state.dir)")
    Path stateDir;

    @Option(names = "--start-time", paramLabel = "ISO-8601",
            description = "wall-clock time of virtual time zero for the ts field (default: now)")
    Instant startTime;

    @Option(names = "--debounce-ms", paramLabel = "MS", defaultValue = "30",
            description = "the simulated sensor's debounce time (default: ${DEFAULT-VALUE})")
    long debounceMs;

    @Override
    public Integer call() throws IOException {
        if (!Files.isRegularFile(script)) {
            System.err.println("touchmove sim: no such script file: " + script);
            return 2;
        }
        List<ScriptStep> steps;
        try {
            steps = ScriptParser.parse(script);
        } catch (ScriptException e) {
            System.err.println("touchmove sim: " + script + ": " + e.getMessage());
            return 2;
        }
        Settings settings;
        try {
            settings = config == null
                    ? Settings.fromMap(java.util.Map.of("board.id", "sim-1")) : Settings.load(config);
        } catch (IllegalArgumentException e) {
            System.err.println("touchmove sim: " + e.getMessage());
            return 2;
        }
        if (stateDir != null) {
            settings = settings.withStateDir(stateDir);
        }
        // The board's journal numbers and keeps every event (docs/journal.md), as on a real board.
        try (EventJournal journal = EventJournal.open(settings.stateDir(), settings.boardId(), JournalOptions.DEFAULT)) {
            SimulatedSession session = new SimulatedSession(settings, new JsonLinesSink(System.out),
                    new JournalStore(journal), startTime == null ? Instant.now() : startTime,
                    BoardTiming.ofDebounceMillis(debounceMs));
            try {
                session.play(steps);
            } catch (ScriptException e) {
                System.err.println("touchmove sim: " + script + ": " + e.getMessage());
                return 2;
            } finally {
                session.runtime().flush();
            }
        }
        return 0;
    }
}
