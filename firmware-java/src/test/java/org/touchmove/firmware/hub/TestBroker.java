package org.touchmove.firmware.hub;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import org.touchmove.firmware.publish.mqtt.MosquittoProcess;

/**
 * Mosquitto on a free loopback port ({@link MosquittoProcess} runs it); a missing Mosquitto fails the test with an
 * exception (scripts/install-test-deps). Used by the tests and by {@code HubBench}, so it does not depend on JUnit.
 */
final class TestBroker implements AutoCloseable {

    private final MosquittoProcess process;

    private TestBroker(MosquittoProcess process) {
        this.process = process;
    }

    static TestBroker start(Path dir) throws IOException, InterruptedException {
        Path binary = MosquittoProcess.find("mosquitto").orElseThrow(() -> new IllegalStateException(
                "mosquitto not found: run scripts/install-test-deps (apt package mosquitto)"));
        // "user": started as root, Mosquitto drops to user "mosquitto", which cannot write the test's directory.
        return new TestBroker(MosquittoProcess.start(binary, dir, List.of("allow_anonymous true",
                "user " + System.getProperty("user.name"), "log_dest stderr", "log_type error",
                "max_queued_messages 100000")));
    }

    URI uri() {
        return process.uri();
    }

    int port() {
        return process.port();
    }

    /** Stops Mosquitto (SIGTERM): every client loses its connection. */
    void stop() throws InterruptedException {
        process.stop();
    }

    /** Starts it again on the same port. */
    void restart() throws IOException, InterruptedException {
        process.launch();
    }

    @Override
    public void close() throws InterruptedException {
        process.close();
    }
}
