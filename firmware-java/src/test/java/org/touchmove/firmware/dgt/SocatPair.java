package org.touchmove.firmware.dgt;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * A real pseudo-terminal pair from socat: bytes written to one end come out of the other. A test that
 * needs it fails (never skips) when socat is missing: scripts/install-test-deps installs it.
 */
public final class SocatPair implements AutoCloseable {

    private final Process process;
    private final Path a;
    private final Path b;

    private SocatPair(Process process, Path a, Path b) {
        this.process = process;
        this.a = a;
        this.b = b;
    }

    public static SocatPair start(Path dir, String nameA, String nameB) throws IOException, InterruptedException {
        Path a = dir.resolve(nameA);
        Path b = dir.resolve(nameB);
        Process p;
        try {
            p = new ProcessBuilder("socat", "-d", "-d", "pty,raw,echo=0,link=" + a, "pty,raw,echo=0,link=" + b)
                    .redirectErrorStream(true).redirectOutput(dir.resolve(nameA + "-socat.log").toFile()).start();
        } catch (IOException e) {
            throw new AssertionError("socat is needed for the pseudo-terminal tests: run scripts/install-test-deps", e);
        }
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (!(Files.exists(a) && Files.exists(b)) && System.nanoTime() < deadline && p.isAlive()) {
            Thread.sleep(20); // waits for an external process, not for logic
        }
        assertThat(Files.exists(a) && Files.exists(b)).as("socat made %s and %s", a, b).isTrue();
        return new SocatPair(p, a, b);
    }

    public Path a() {
        return a;
    }

    public Path b() {
        return b;
    }

    @Override
    public void close() {
        process.destroy();
        try {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
