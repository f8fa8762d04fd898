package org.touchmove.firmware.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue 14 end to end: the packaged jar ({@code target/touchmove.jar}, what scripts/touchmove runs) in
 * its own process, with the production logging configuration, given bad inputs. Whatever goes wrong,
 * stderr carries words and a non-zero status, never a Java stack trace.
 */
class LauncherBadInputIT {

    private static final Path JAR = Path.of("target", "touchmove.jar").toAbsolutePath();
    private static final Path INPUTS = Path.of("src", "test", "resources", "bad-inputs").toAbsolutePath();

    private record Result(int status, String out, String err) {
    }

    private static Result touchmove(Path dir, String... args) throws IOException, InterruptedException {
        assertThat(JAR).as("built by the package phase").isRegularFile();
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-jar", JAR.toString()));
        command.addAll(List.of(args));
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectOutput(out.toFile())
                .redirectError(err.toFile()).redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()))
                .start();
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).as("finished: " + command).isTrue();
        return new Result(p.exitValue(), Files.readString(out), Files.readString(err));
    }

    static Stream<Arguments> badInputs() {
        String in = INPUTS.toString();
        return Stream.of(
                Arguments.of(List.of("sim", "--script", "/nonexistent/x.script"), "no such script"),
                Arguments.of(List.of("sim", "--script", "/tmp"), "is a directory"),
                Arguments.of(List.of("sim", "--script", in + "/latin1.script"), "line 2: not UTF-8"),
                Arguments.of(List.of("sim", "--script", in + "/hang.script"), "line 4"),
                Arguments.of(List.of("sim", "--script", in + "/huge-tc.script"), "line 1"),
                Arguments.of(List.of("sim", "--script", in + "/bom.script", "--debounce-ms", "-1"), "--debounce-ms"),
                Arguments.of(List.of("sim", "--script", in + "/bom.script", "--start-time", "not-a-time"),
                        "--start-time"),
                Arguments.of(List.of("console", "--config", in + "/many-problems.properties"), "set again"),
                Arguments.of(List.of("run", "--config", in + "/unknown-provider.properties"), "carrier-pigeon"),
                Arguments.of(List.of("run", "--config", in + "/serial-missing.properties"), "does not exist"),
                Arguments.of(List.of("run", "--config", in + "/serial-slow.properties"), "1200 baud"),
                Arguments.of(List.of("run", "--config", in + "/unknown-provider.properties", "--seconds", "+5"),
                        "digits 0-9 only"),
                Arguments.of(List.of("perft", "--depth", "10000"), "--depth must be from 0 to 15"),
                Arguments.of(List.of("perft", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1", "--depth", "1"), "king"),
                Arguments.of(List.of("replay", "--pgn", in + "/four-games.pgn"), ""),
                Arguments.of(List.of("fly"), "fly"),
                Arguments.of(List.of("sim", "--scritp", "x"), "--scritp"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badInputs")
    void badInputGivesWordsAndAStatusNeverAStackTrace(List<String> args, String expected, @TempDir Path dir)
            throws Exception {
        Result r = touchmove(dir, args.toArray(String[]::new));
        assertThat(r.status()).as(r.err()).isNotZero();
        assertThat(r.err()).as("stderr").contains(expected).doesNotContain("\tat ").doesNotContain("Exception")
                .doesNotContain("Caused by");
        assertThat(dir.resolve("sim-1")).as("nothing written into the working directory").doesNotExist();
    }

    @Test
    void aClosedStdoutStopsSimWithAMessageAndStatus1(@TempDir Path dir) throws Exception {
        // The whole output must exceed any pipe buffer (64 KiB by default, at most /proc/sys/fs/pipe-max-size,
        // 1 MiB): 7,000 one-second clock ticks of about 215 bytes, about 1.5 MB. With less, a reader slow to
        // close (a loaded machine) leaves sim room to write everything into the pipe and exit 0 (issue 23).
        Path script = Files.writeString(dir.resolve("long.script"), "tc 7200\nsetup startpos\nstart\nwait 7000000\n");
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar",
                JAR.toString(), "sim", "--script", script.toString(), "--state-dir", dir.toString())
                .redirectError(dir.resolve("err.txt").toFile()).start();
        try {
            // As '| head -1' does: read one line, then close the pipe.
            try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(),
                    StandardCharsets.UTF_8))) {
                assertThat(r.readLine()).contains("\"type\":\"new-game\"");
            }
            assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        } finally {
            p.destroyForcibly(); // never left blocked on a full pipe when the test fails (a no-op once it ended)
        }
        String err = Files.readString(dir.resolve("err.txt"));
        assertThat(p.exitValue()).as(err).isEqualTo(1);
        assertThat(err).contains("cannot write events to standard output").doesNotContain("\tat ");
    }
}
