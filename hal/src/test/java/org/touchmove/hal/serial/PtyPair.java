package org.touchmove.hal.serial;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * A socat pseudo-terminal pair whose links stay put while the pair is unplugged and plugged in again, as a
 * USB serial device's path does: {@code device} is the microcontroller's end, {@code host} the one SerialBoard
 * opens. Fails (never skips) when socat is missing: scripts/install-test-deps installs it.
 */
final class PtyPair implements AutoCloseable {

    private final Path dir;
    private final Path device;
    private final Path host;
    private Process socat;

    private PtyPair(Path dir) {
        this.dir = dir;
        this.device = dir.resolve("device");
        this.host = dir.resolve("host");
    }

    static PtyPair start(Path dir) throws IOException {
        PtyPair pair = new PtyPair(dir);
        pair.plugIn();
        return pair;
    }

    Path device() {
        return device;
    }

    Path host() {
        return host;
    }

    /** Creates the pair (again): new pseudo-terminals behind the same links. */
    void plugIn() throws IOException {
        Files.deleteIfExists(device);
        Files.deleteIfExists(host);
        try {
            socat = new ProcessBuilder("socat", "-d", "-d", "pty,raw,echo=0,link=" + device,
                    "pty,raw,echo=0,link=" + host)
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.appendTo(dir.resolve("socat.log").toFile()))
                    .start();
        } catch (IOException e) {
            throw new IOException("socat is needed for the pseudo-terminal drill: run scripts/install-test-deps ("
                    + e.getMessage() + ")", e);
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!(Files.exists(device) && Files.exists(host))) {
            if (!socat.isAlive() || System.nanoTime() > deadline) {
                throw new IOException("socat did not create " + device + " and " + host + " (see " + dir
                        + "/socat.log)");
            }
            LockSupport.parkNanos(1_000_000L); // waits for an external process
        }
    }

    /** Ends socat: both pseudo-terminals vanish, as a USB device does when its cable is pulled. */
    void unplug() throws InterruptedException, IOException {
        if (socat != null) {
            socat.destroy();
            if (!socat.waitFor(5, TimeUnit.SECONDS)) {
                socat.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
            }
            socat = null;
        }
        Files.deleteIfExists(device);
        Files.deleteIfExists(host);
    }

    @Override
    public void close() throws InterruptedException, IOException {
        unplug();
    }
}
