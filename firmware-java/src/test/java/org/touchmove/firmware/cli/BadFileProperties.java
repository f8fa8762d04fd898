package org.touchmove.firmware.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.hal.property.SeededCases.anyText;
import static org.touchmove.hal.property.SeededCases.mutated;
import static org.touchmove.hal.property.SeededCases.oneOf;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.hal.property.SeededCases;

/**
 * Issue 12, the command line end of the parser properties: {@code touchmove sim --script}, {@code replay --pgn}
 * and {@code run --config} given mutated and random files (through {@link Main#run} in-process, as
 * {@link BadInputTest} does). Whatever the file holds, the status is 0, 1 (a run or a game that failed) or 2
 * (bad input), never 70 (internal error); stderr is one line per problem, each "touchmove COMMAND: ...", never a
 * stack trace or an exception name; a refused script or configuration names the line.
 * Seeded property test (plain JUnit, fixed seeds): a failure names its case seed and input.
 */
class BadFileProperties {

    private static final long SEED = 0x12_C1_00L;
    private static final int CASES = 40;
    private static final String START = "2026-01-01T00:00:00Z";

    @TempDir
    Path dir;

    private static final List<String> SCRIPTS = texts(Path.of("src/test/resources/scenarios"), ".script");
    private static final List<String> PGNS = texts(Path.of("src/test/resources/bad-inputs"), ".pgn");

    private static List<String> texts(Path folder, String suffix) {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.toString().endsWith(suffix)).sorted().limit(40).map(f -> {
                try {
                    return Files.readString(f);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The status and stderr of a refused or failed command, as the user sees them. */
    private static void assertCleanOutcome(CommandLineScenariosTest.Run run, String command) {
        assertThat(run.status()).as(run.err()).isIn(0, 1, 2);
        if (run.status() == 2) {
            assertThat(run.err()).as("stderr").isNotBlank();
        }
        assertThat(run.err()).as("stderr").doesNotContain("\tat ").doesNotContain("Exception")
                .doesNotContain("Caused by");
        assertThat(run.err().lines().toList()).as(run.err())
                .allMatch(l -> l.startsWith("touchmove " + command + ": ") && l.length() < 1_200);
    }

    @Test
    void simWithAnyScriptRunsOrRefusesItsLine() {
        SeededCases.check(SEED, CASES, Duration.ofSeconds(120),
                r -> r.nextInt(5) == 0 ? anyText(r, 200) : mutated(r, oneOf(r, SCRIPTS.toArray(String[]::new))),
                script -> {
                    Path file = Files.writeString(dir.resolve("s.script"), script);
                    Path state = Files.createTempDirectory(dir, "state");
                    CommandLineScenariosTest.Run run = CommandLineScenariosTest.main("sim", "--script",
                            file.toString(), "--state-dir", state.toString(), "--start-time", START);
                    assertCleanOutcome(run, "sim");
                    if (run.status() == 2) {
                        assertThat(run.err()).containsPattern("line \\d+: ");
                    }
                });
    }

    @Test
    void replayWithAnyPgnGivesEachGameOrItsReason() {
        SeededCases.check(SEED + 1_000_000, CASES, Duration.ofSeconds(120),
                r -> r.nextInt(5) == 0 ? anyText(r, 200) : mutated(r, oneOf(r, PGNS.toArray(String[]::new))),
                pgn -> {
                    Path file = Files.writeString(dir.resolve("g.pgn"), pgn);
                    CommandLineScenariosTest.Run run = CommandLineScenariosTest.main("replay", "--pgn",
                            file.toString());
                    assertCleanOutcome(run, "replay");
                    if (run.status() == 1) {
                        // A bad game is said on stdout, each game's line then the count; the rest still ran.
                        assertThat(run.lines()).last().asString().matches("games=\\d+ ok=\\d+");
                    }
                    for (String line : run.lines()) {
                        if (line.startsWith("{")) {
                            Object detail = CommandLineScenariosTest.parse(line).get("detail");
                            if (detail instanceof String d) {
                                assertThat(d).doesNotContain("Exception").hasSizeLessThan(1_200);
                            }
                        }
                    }
                });
    }

    private static final String[] CONFIG_LINES = {"board.id = b-1", "game.mode = casual", "game.timeControl = 300+3",
        "game.standstillMs = 1500", "game.illegalMoveRule = third-loses", "hal.provider = sim",
        "hal.provider = serial", "serial.port = /nonexistent/ttyACM9", "serial.baud = 1200",
        "serial.frame-timeout-ms = 100", "scan.rate-hz = 100", "geometry.orientation = rotated",
        "emulate.dgt = tcp:0", "announce.voice = none", "# comment", "", "board.id = b-2"};

    @Test
    void runWithAnyConfigurationRefusesNamingTheLine() {
        SeededCases.check(SEED + 2_000_000, CASES, Duration.ofSeconds(120), r -> {
            StringBuilder text = new StringBuilder();
            int lines = r.nextInt(8);
            for (int i = 0; i < lines; i++) {
                text.append(oneOf(r, CONFIG_LINES)).append('\n');
            }
            return r.nextInt(5) == 0 ? anyText(r, 120) : mutated(r, text.toString());
        }, config -> {
            // Never a real device, broker or network port: a configuration that passes is run for 0 seconds.
            if (config.contains("gpio") || config.contains("mqtt") || config.contains("emulate")) {
                return;
            }
            Path file = Files.writeString(dir.resolve("c.properties"), config + "\nstate.dir = " + dir + "\n");
            CommandLineScenariosTest.Run run = CommandLineScenariosTest.main("run", "--config", file.toString(),
                    "--seconds", "0");
            assertCleanOutcome(run, "run");
            if (run.status() == 2 && run.err().contains("problem")) {
                assertThat(run.err().lines().skip(1)).allMatch(l -> l.matches("touchmove run: line \\d+: .*"));
            }
        });
    }
}
