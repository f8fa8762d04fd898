package org.touchmove.firmware.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.hal.Occupancy;

/**
 * {@code touchmove console} in a child JVM whose standard input ends (a pipe closed, /dev/null) or was
 * closed before it started: it leaves with status 0 and one line, and prints no stack trace.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class ConsoleEndOfInputTest {

    @TempDir
    Path dir;

    private record Run(int status, String out, String err) {
    }

    private static List<String> javaConsole() {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return List.of(java, "-cp", System.getProperty("java.class.path"), Main.class.getName(), "console");
    }

    private Run run(ProcessBuilder builder, String input) throws IOException, InterruptedException {
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Process p = builder.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (input != null) {
            try (OutputStream stdin = p.getOutputStream()) {
                stdin.write(input.getBytes(StandardCharsets.UTF_8));
            }
        }
        assertThat(p.waitFor(90, TimeUnit.SECONDS)).as("the console ended").isTrue();
        return new Run(p.exitValue(), Files.readString(out), Files.readString(err));
    }

    private static void assertQuietEnd(Run run) {
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.out().lines().toList()).last().isEqualTo("end of input: bye");
        assertThat(run.out()).doesNotContain("error:");
        assertThat(run.err()).doesNotContain("Exception").doesNotContain("\tat ");
    }

    @Test
    void pipeThatEndsAfterACommand_commandAppliedThenQuietEnd() throws Exception {
        Run run = run(new ProcessBuilder(javaConsole()), "setup startpos\n");
        assertQuietEnd(run);
        assertThat(run.out()).contains(Occupancy.START.diagram());
    }

    @Test
    void stdinFromDevNull_quietEnd() throws Exception {
        Run run = run(new ProcessBuilder(javaConsole()).redirectInput(new java.io.File("/dev/null")), null);
        assertQuietEnd(run);
    }

    @Test
    void stdinClosedBeforeStart_isNoInput_notTheBytesOfAFileTheJvmOpened() throws Exception {
        List<String> command = new ArrayList<>(List.of("sh", "-c", "exec \"$@\" <&-", "sh"));
        command.addAll(javaConsole());
        Run run = run(new ProcessBuilder(command), null);
        assertQuietEnd(run);
        assertThat(run.out().lines().count()).as(run.out()).isLessThan(5);
    }
}
