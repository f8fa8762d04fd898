package org.touchmove.firmware.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * scripts/touchmove's JVM options per command (issue 31, docs/performance.md "The demo in 64 MiB: its own launch
 * options"): the demonstration ({@code run} without {@code --config}) runs C1-only with a 2 MiB young generation and
 * its own class-data archive; a board ({@code run --config}) keeps the shared archive and C2. Read from a stand-in
 * {@code java} on the PATH that prints its arguments, in a copy of the launcher beside a jar and archives.
 */
class LauncherDemoOptionsTest {

    @TempDir
    Path root;

    @Test
    void theDemoGetsItsOwnArchiveAndOptionsTheBoardDoesNot() throws Exception {
        Path target = Files.createDirectories(root.resolve("firmware-java/target"));
        Files.createDirectories(root.resolve("hal"));
        Files.createDirectories(root.resolve("sim"));
        Files.createDirectories(root.resolve("scripts"));
        Files.copy(Path.of("..", "scripts", "touchmove"), root.resolve("scripts/touchmove"));
        Instant now = Instant.now();
        touch(root.resolve("pom.xml"), now.minusSeconds(300));
        touch(target.resolve("touchmove.jar"), now.minusSeconds(200));
        touch(target.resolve("touchmove.jsa"), now.minusSeconds(100));
        touch(target.resolve("touchmove-demo.jsa"), now.minusSeconds(100));
        Path bin = Files.createDirectories(root.resolve("bin"));
        Path java = bin.resolve("java");
        Files.writeString(java, "#!/usr/bin/env bash\necho \"$*\"\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        String jar = target.resolve("touchmove.jar").toString();

        assertThat(launch("run", "--pace", "0")).isEqualTo("-XX:TieredStopAtLevel=1 -Xmn2m -XX:SharedArchiveFile="
                + target.resolve("touchmove-demo.jsa") + " -Xmx32m -jar " + jar + " run --pace 0");
        String board = "-XX:SharedArchiveFile=" + target.resolve("touchmove.jsa") + " -Xmx32m -jar " + jar + " run ";
        assertThat(launch("run", "--config", "board.properties")).isEqualTo(board + "--config board.properties");
        assertThat(launch("run", "--config=board.properties")).isEqualTo(board + "--config=board.properties");

        // No demo archive (build-cds with BUILD_CDS_DEMO=no): the demo falls back to the shared one.
        Files.delete(target.resolve("touchmove-demo.jsa"));
        assertThat(launch("run")).isEqualTo("-XX:TieredStopAtLevel=1 -Xmn2m -XX:SharedArchiveFile="
                + target.resolve("touchmove.jsa") + " -Xmx32m -jar " + jar + " run");
    }

    private String launch(String... args) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(new java.util.ArrayList<>(List.of("bash",
                root.resolve("scripts/touchmove").toString())));
        pb.command().addAll(List.of(args));
        pb.environment().put("PATH", root.resolve("bin") + ":" + System.getenv("PATH"));
        pb.environment().put("TOUCHMOVE_JAVA_OPTS", "-Xmx32m");
        Process p = pb.redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(out).isZero();
        return out;
    }

    private static void touch(Path file, Instant time) throws Exception {
        Files.writeString(file, "");
        Files.setLastModifiedTime(file, FileTime.from(time));
    }
}
