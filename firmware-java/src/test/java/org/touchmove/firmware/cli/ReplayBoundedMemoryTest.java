package org.touchmove.firmware.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code touchmove replay} in a child JVM with a 24 MiB heap on a PGN file of 60 MB: it must stream
 * the games (the file alone is twice the heap) and fail on nothing, least of all an OutOfMemoryError.
 * Speed is the benchmark's business (scripts/bench-replay), not this test's.
 */
@Timeout(value = 300, unit = TimeUnit.SECONDS)
class ReplayBoundedMemoryTest {

    private static final int GAMES = 400;
    private static final int COMMENT_CHARS = 150_000;

    @TempDir
    Path dir;

    @Test
    void aFileTwiceTheHeap_isReplayedGameByGame() throws Exception {
        Path pgn = dir.resolve("big.pgn");
        String comment = "x".repeat(COMMENT_CHARS);
        try (BufferedWriter w = Files.newBufferedWriter(pgn, StandardCharsets.UTF_8)) {
            for (int i = 1; i <= GAMES; i++) {
                w.write("[Event \"bounded " + i + "\"]\n[Result \"1-0\"]\n\n");
                // a long annotation, as broadcast files carry: read and dropped, never kept
                w.write("1. e4 {" + comment + "} e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n");
            }
        }
        assertThat(Files.size(pgn)).isGreaterThan(2L * 24 * 1024 * 1024);

        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Process p = new ProcessBuilder(List.of(java, "-Xmx24m", "-XX:+ExitOnOutOfMemoryError", "-cp",
                System.getProperty("java.class.path"), Main.class.getName(), "replay", "--pgn", pgn.toString()))
                .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertThat(p.waitFor(240, TimeUnit.SECONDS)).as("replay finished").isTrue();
        String stderr = Files.readString(err);
        assertThat(stderr).doesNotContain("OutOfMemoryError");
        assertThat(p.exitValue()).as(stderr).isZero();
        List<String> lines = Files.readAllLines(out);
        assertThat(lines).hasSize(GAMES + 1);
        assertThat(lines.get(GAMES)).isEqualTo("games=" + GAMES + " ok=" + GAMES);
        assertThat(lines.get(0)).contains("\"termination\":\"checkmate\"");
    }
}
