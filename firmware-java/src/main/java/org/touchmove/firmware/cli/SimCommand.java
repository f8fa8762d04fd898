package org.touchmove.firmware.cli;

import org.touchmove.firmware.config.InputFile;
import org.touchmove.firmware.config.Settings;
import org.touchmove.firmware.config.StateFiles;
import org.touchmove.firmware.config.UserError;
import org.touchmove.firmware.simulation.SimulatedSession;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.touchmove.firmware.publish.JsonLinesSink;
import org.touchmove.firmware.journal.EventJournal;
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

    /** The debounce a simulated sensor may be given: up to a second. */
    static final long MAX_DEBOUNCE_MS = 1_000;
    /** The start times whose events keep a four-digit year, even a day of virtual time later. */
    static final Instant EARLIEST_START = Instant.parse("1970-01-01T00:00:00Z");
    static final Instant LATEST_START = Instant.parse("9999-12-30T00:00:00Z");

    @Option(names = "--script", required = true, paramLabel = "FILE", description = "the scenario script")
    Path script;

    @Option(names = "--config", paramLabel = "FILE",
            description = "configuration (docs/configuration.md); default: built-in defaults, board.id=sim-1")
    Path config;

    @Option(names = "--state-dir", paramLabel = "DIR",
            description = "where the event sequence survives restarts (overrides state.dir)")
    Path stateDir;

    @Option(names = "--start-time", paramLabel = "ISO-8601",
            description = "wall-clock time of virtual time zero for the ts field, 1970..9999 (default: now)")
    Instant startTime;

    @Option(names = "--debounce-ms", paramLabel = "MS", defaultValue = "30",
            description = "the simulated sensor's debounce time, 0.." + MAX_DEBOUNCE_MS + " (default: ${DEFAULT-VALUE})")
    long debounceMs;

    @Override
    public Integer call() {
        if (debounceMs < 0 || debounceMs > MAX_DEBOUNCE_MS) {
            throw new UserError("--debounce-ms must be from 0 to " + MAX_DEBOUNCE_MS + ", not " + debounceMs);
        }
        if (startTime != null && (startTime.isBefore(EARLIEST_START) || startTime.isAfter(LATEST_START))) {
            throw new UserError("--start-time must be from " + EARLIEST_START + " to " + LATEST_START + ", not "
                    + startTime);
        }
        List<ScriptStep> steps;
        try {
            steps = ScriptParser.parse(InputFile.read(script, "script", InputFile.MAX_TEXT_BYTES));
        } catch (ScriptException e) {
            throw new UserError(script + ": " + e.getMessage());
        }
        Settings settings = config == null ? Settings.fromMap(Map.of("board.id", "sim-1")) : Settings.load(config);
        if (stateDir != null) {
            settings = settings.withStateDir(stateDir);
        }
        // The board's journal numbers and keeps every event (docs/journal.md), as on a real board.
        try (EventJournal journal = StateFiles.journal(settings)) {
            SimulatedSession session = new SimulatedSession(settings, new JsonLinesSink(System.out),
                    new JournalStore(journal), startTime == null ? Instant.now() : startTime,
                    BoardTiming.ofDebounceMillis(debounceMs));
            try {
                session.play(steps);
            } catch (ScriptException e) {
                throw new UserError(script + ": " + e.getMessage());
            } finally {
                session.runtime().flush();
            }
        }
        return 0;
    }
}
