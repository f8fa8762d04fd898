package org.touchmove.hal.serial;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * A real pseudo-terminal pair from socat, the one fixture of every module's serial tests (hal's test-jar): bytes
 * written to one end come out of the other. {@code device} is the end the emulated microcontroller or e-board
 * writes, {@code host} the one the controller opens. The links stay put while the pair is unplugged and plugged in
 * again, as a USB serial device's path does. Fails (never skips) when socat is missing:
 * scripts/install-test-deps installs it.
 */
public final class PtyPair implements AutoCloseable {

    private final Path dir;
    private final Path device;
    private final Path host;
    private Process socat;

    private PtyPair(Path dir, Path device, Path host) {
        this.dir = dir;
        this.device = device;
        this.host = host;
    }

    /** A pair linked as {@code dir/device} and {@code dir/host}. */
    public static PtyPair start(Path dir) throws IOException {
        return start(dir, "device", "host");
    }

    /** A pair linked as {@code dir/deviceName} and {@code dir/hostName}. */
    public static PtyPair start(Path dir, String deviceName, String hostName) throws IOException {
        PtyPair pair = new PtyPair(dir, dir.resolve(deviceName), dir.resolve(hostName));
        pair.plugIn();
        return pair;
    }

    /** The end the emulated device writes and reads. */
    public Path device() {
        return device;
    }

    /** The end the controller opens. */
    public Path host() {
        return host;
    }

    /** Creates the pair (again): new pseudo-terminals behind the same links. */
    public void plugIn() throws IOException {
        Files.deleteIfExists(device);
        Files.deleteIfExists(host);
        Path log = dir.resolve(device.getFileName() + "-socat.log");
        try {
            socat = new ProcessBuilder("socat", "-d", "-d", "pty,raw,echo=0,link=" + device,
                    "pty,raw,echo=0,link=" + host)
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
                    .start();
        } catch (IOException e) {
            throw new IOException("socat is needed for the pseudo-terminal tests: run scripts/install-test-deps ("
                    + e.getMessage() + ")", e);
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30); // a process start on a loaded machine
        while (!(Files.exists(device) && Files.exists(host))) {
            if (!socat.isAlive() || System.nanoTime() > deadline) {
                throw new IOException("socat did not create " + device + " and " + host + " (see " + log + ")");
            }
            LockSupport.parkNanos(1_000_000L); // waits for an external process
        }
    }

    /** Ends socat: both pseudo-terminals vanish, as a USB device does when its cable is pulled. */
    public void unplug() throws IOException {
        if (socat != null) {
            socat.destroy();
            try {
                if (!socat.waitFor(5, TimeUnit.SECONDS)) {
                    socat.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
                }
            } catch (InterruptedException e) {
                socat.destroyForcibly();
                Thread.currentThread().interrupt();
            }
            socat = null;
        }
        Files.deleteIfExists(device);
        Files.deleteIfExists(host);
    }

    @Override
    public void close() throws IOException {
        unplug();
    }
}
