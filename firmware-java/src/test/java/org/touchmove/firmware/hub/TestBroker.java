package org.touchmove.firmware.hub;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Mosquitto on a free loopback port; a missing Mosquitto fails the test with an exception (scripts/install-test-deps).
 * Used by the tests and by {@code HubBench}, so it does not depend on JUnit.
 */
final class TestBroker implements AutoCloseable {

    private final Process process;
    private final int port;

    private TestBroker(Process process, int port) {
        this.process = process;
        this.port = port;
    }

    static TestBroker start(Path dir) throws IOException, InterruptedException {
        String binary = null;
        for (String d : List.of("/usr/sbin", "/usr/bin", "/usr/local/sbin", "/usr/local/bin")) {
            if (Files.isExecutable(Path.of(d, "mosquitto"))) {
                binary = d + "/mosquitto";
                break;
            }
        }
        if (binary == null) {
            throw new IllegalStateException("mosquitto not found: run scripts/install-test-deps (apt package mosquitto)");
        }
        int port = freePort();
        Path conf = dir.resolve("mosquitto.conf");
        Files.write(conf, List.of("listener " + port + " 127.0.0.1", "allow_anonymous true",
                "user " + System.getProperty("user.name"), "log_dest stderr", "log_type error",
                "max_queued_messages 100000"));
        Process p = new ProcessBuilder(binary, "-c", conf.toString()).redirectErrorStream(true)
                .redirectOutput(dir.resolve("mosquitto.log").toFile()).start();
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < end) {
            if (!p.isAlive()) {
                throw new IllegalStateException("mosquitto exited: " + Files.readString(dir.resolve("mosquitto.log")));
            }
            try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
                return new TestBroker(p, port);
            } catch (IOException e) {
                Thread.sleep(20);
            }
        }
        p.destroyForcibly();
        throw new IllegalStateException("mosquitto did not listen on port " + port);
    }

    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    URI uri() {
        return URI.create("tcp://127.0.0.1:" + port);
    }

    int port() {
        return port;
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        process.waitFor(10, TimeUnit.SECONDS);
    }
}
