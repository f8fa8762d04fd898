package org.touchmove.sim.mcu;

import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/** A socat pseudo-terminal pair for tests, and bounded polling for real I/O. */
public final class Ptys {

    public final Path a;
    public final Path b;
    private final Process socat;

    private Ptys(Path a, Path b, Process socat) {
        this.a = a;
        this.b = b;
        this.socat = socat;
    }

    /** Starts socat linking {@code dir/a} and {@code dir/b}; fails (never skips) when socat is missing. */
    public static Ptys start(Path dir) throws IOException {
        Path a = dir.resolve("a");
        Path b = dir.resolve("b");
        Process process;
        try {
            process = new ProcessBuilder("socat", "-d", "-d",
                    "pty,raw,echo=0,link=" + a, "pty,raw,echo=0,link=" + b)
                    .redirectErrorStream(true)
                    .redirectOutput(dir.resolve("socat-" + System.nanoTime() + ".log").toFile())
                    .start();
        } catch (IOException e) {
            throw new AssertionError("socat is not installed: run scripts/install-test-deps (" + e.getMessage() + ")", e);
        }
        Ptys ptys = new Ptys(a, b, process);
        awaitTrue(Duration.ofSeconds(10), () -> Files.exists(a) && Files.exists(b) || !process.isAlive(),
                "socat to create " + a + " and " + b);
        if (!process.isAlive()) {
            fail("socat exited with " + process.exitValue() + " before creating the pty links (see " + dir + ")");
        }
        return ptys;
    }

    /** Stops socat: the pseudo-terminals vanish, as a USB device does when unplugged. */
    public void stop() throws InterruptedException {
        socat.destroy();
        if (!socat.waitFor(5, TimeUnit.SECONDS)) {
            socat.destroyForcibly();
            socat.waitFor(5, TimeUnit.SECONDS);
        }
    }

    /** Polls {@code condition} every 5 ms until it holds; fails after {@code timeout}. I/O only. */
    public static void awaitTrue(Duration timeout, BooleanSupplier condition, String what) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                fail("timed out after " + timeout + " waiting for " + what);
            }
            LockSupport.parkNanos(5_000_000L);
        }
    }
}
