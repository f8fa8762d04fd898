package org.touchmove.firmware.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 25, the first hour of a newcomer: the packaged jar ({@code target/touchmove.jar}, what scripts/touchmove
 * runs) in its own process with the production logging, given the commands the README suggests.
 */
class LauncherFirstHourIT {

    private static final Path JAR = Path.of("target", "touchmove.jar").toAbsolutePath();

    @TempDir
    Path dir;

    private record Result(int status, String out, String err) {
    }

    private Result touchmove(String input, Map<String, String> env, String... args)
            throws IOException, InterruptedException {
        assertThat(JAR).as("built by the package phase").isRegularFile();
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-jar", JAR.toString()));
        command.addAll(List.of(args));
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile()).redirectOutput(out.toFile())
                .redirectError(err.toFile());
        builder.environment().remove("TOUCHMOVE_LOG_LEVEL");
        builder.environment().remove("XDG_STATE_HOME");
        builder.environment().putAll(env);
        Process p = builder.start();
        try (OutputStream stdin = p.getOutputStream()) {
            stdin.write(input.getBytes(StandardCharsets.UTF_8));
        }
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).as("finished: " + command).isTrue();
        return new Result(p.exitValue(), Files.readString(out), Files.readString(err));
    }

    @Test
    void theReadmeConsoleExampleIsOneGreetingOneMoveAndNoLogLines() throws Exception {
        Result r = touchmove("setup startpos\nlift e2\nplace e4\npress white\n", Map.of(), "console");
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out().lines().filter(l -> l.contains("'help'"))).as("one greeting").hasSize(1);
        assertThat(r.out().lines().filter(l -> l.contains("\"type\":\"move\""))).hasSize(1);
        assertThat(r.out()).doesNotContain("irregularity");
        assertThat(r.err()).as("no INFO log lines on the console's terminal").isEmpty();
    }

    @Test
    void theConsoleLogsWhatTouchmoveLogLevelAsksFor() throws Exception {
        Result r = touchmove("setup startpos\n", Map.of("TOUCHMOVE_LOG_LEVEL", "INFO"), "console");
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.err()).contains(" INFO ");
    }

    @Test
    void anUnknownCommandIsNamedAndTheCommandsListed() throws Exception {
        Result r = touchmove("", Map.of(), "bogus");
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.err().strip()).startsWith("touchmove: unknown command 'bogus'; the commands are: run, sim, "
                + "replay, console, perft, hub").doesNotContain("Unmatched").doesNotContain("\tat ");
        assertThat(r.out()).isEmpty();
    }

    @Test
    void theStateDirectoryFollowsXdg() throws Exception {
        Path home = dir.resolve("home");
        Result plain = touchmove("", Map.of("HOME", home.toString()), "run", "--pace", "0", "--seconds", "0");
        assertThat(plain.status()).as(plain.err()).isZero();
        assertThat(home.resolve(".local/state/touchmove/" + DemoRun.BOARD_ID + "/journal")).isDirectory();

        Path xdg = dir.resolve("xdg-state");
        Result withXdg = touchmove("", Map.of("HOME", home.toString(), "XDG_STATE_HOME", xdg.toString()), "run",
                "--pace", "0", "--seconds", "0");
        assertThat(withXdg.status()).as(withXdg.err()).isZero();
        assertThat(xdg.resolve("touchmove/" + DemoRun.BOARD_ID + "/journal")).isDirectory();
    }

    @Test
    void replayWritesNothingToStderrInAPipe() throws Exception {
        Path pgn = Path.of("src", "test", "resources", "bad-inputs", "four-games.pgn").toAbsolutePath();
        Result r = touchmove("", Map.of(), "replay", "--pgn", pgn.toString());
        assertThat(r.out()).contains("games=4");
        assertThat(r.err()).as("no INFO lines per game, no progress in a file").isEmpty();
    }
}
