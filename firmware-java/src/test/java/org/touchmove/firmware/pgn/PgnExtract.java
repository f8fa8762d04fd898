package org.touchmove.firmware.pgn;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Debian's pgn-extract, an independent PGN reader: the tests' second opinion on the PGN we write. A test that uses it
 * fails (never skips) where it is missing; scripts/install-test-deps installs it.
 */
public final class PgnExtract {

    /** What one run printed: the games on stdout, its summary ("N games matched out of N.") on stderr. */
    public record Run(String stdout, String stderr) {
    }

    private PgnExtract() {
    }

    /** Runs pgn-extract with {@code args}, its output kept in {@code workDir}; asserts it ends within 60 s with 0. */
    public static Run run(Path workDir, String... args) throws IOException, InterruptedException {
        Path out = workDir.resolve("pgn-extract.out");
        Path err = workDir.resolve("pgn-extract.err");
        List<String> command = new ArrayList<>();
        command.add(program());
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        try {
            assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("pgn-extract finished").isTrue();
        } finally {
            p.destroyForcibly();
        }
        assertThat(p.exitValue()).as("pgn-extract exit status; stderr: " + Files.readString(err)).isZero();
        return new Run(Files.readString(out), Files.readString(err));
    }

    private static String program() {
        for (String candidate : List.of("/usr/games/pgn-extract", "/usr/bin/pgn-extract",
                "/usr/local/bin/pgn-extract")) {
            if (Files.isExecutable(Path.of(candidate))) {
                return candidate;
            }
        }
        throw new AssertionError("pgn-extract is not installed (looked in /usr/games, /usr/bin, /usr/local/bin): "
                + "run scripts/install-test-deps");
    }
}
