package org.touchmove.firmware.publish.mqtt;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * A real Mosquitto the test starts on a free loopback port (never 1883), with a generated configuration
 * ({@link MosquittoProcess} runs it). A missing binary fails the test: scripts/install-test-deps installs it.
 */
final class Mosquitto implements AutoCloseable {

    private final MosquittoProcess process;

    private Mosquitto(MosquittoProcess process) {
        this.process = process;
    }

    /** Whether a Mosquitto binary is installed (tests that can use another broker choose by this). */
    static boolean installed() {
        return MosquittoProcess.find("mosquitto").isPresent();
    }

    static String binary(String name) {
        return MosquittoProcess.find(name).map(Path::toString)
                .orElseGet(() -> fail(name + " not found: run scripts/install-test-deps (apt package mosquitto)"));
    }

    static int freePort() throws IOException {
        return MosquittoProcess.freePort();
    }

    /**
     * Starts Mosquitto with {@code listener PORT 127.0.0.1}, persistence in the directory (so a stop and start keeps
     * persistent sessions), and the extra configuration lines given.
     */
    static Mosquitto start(Path dir, List<String> extra) throws IOException, InterruptedException {
        return start(dir, 0, ports -> extra);
    }

    /**
     * As {@link #start(Path, List)}, with {@code ports} more free ports for listeners of the test's own: {@code extra}
     * gets them (picked afresh if one was taken before Mosquitto bound it); {@link #extraPort} reads them back.
     */
    static Mosquitto start(Path dir, int ports, Function<int[], List<String>> extra)
            throws IOException, InterruptedException {
        return new Mosquitto(MosquittoProcess.start(Path.of(binary("mosquitto")), dir, ports, picked -> {
            List<String> own = extra.apply(picked);
            List<String> lines = new ArrayList<>();
            lines.add("persistence true");
            lines.add("persistence_location " + dir.toAbsolutePath() + "/");
            // Started as root, Mosquitto drops to user "mosquitto", which cannot write the test's directory.
            lines.add("user " + System.getProperty("user.name"));
            lines.add("log_dest stderr");
            lines.add("log_type error");
            lines.add("log_type warning");
            lines.add("max_queued_messages 100000");
            lines.add("max_inflight_messages 100");
            boolean auth = own.stream().anyMatch(l -> l.startsWith("password_file"));
            if (!auth) {
                lines.add("allow_anonymous true");
            }
            lines.addAll(own);
            return lines;
        }));
    }

    static void passwd(Path file, String user, String password) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(binary("mosquitto_passwd"), "-b"));
        if (!Files.exists(file)) {
            cmd.add("-c");
        }
        cmd.addAll(List.of(file.toString(), user, password));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        if (p.waitFor() != 0) {
            fail("mosquitto_passwd failed: " + out);
        }
    }

    /** Starts it again on the same port, after {@link #stop()} or {@link #kill()}. */
    void launch() throws IOException, InterruptedException {
        process.launch();
    }

    URI uri() {
        return process.uri();
    }

    int port() {
        return process.port();
    }

    /** The {@code i}th port of the test's own listeners ({@link #start(Path, int, Function)}). */
    int extraPort(int i) {
        return process.extraPort(i);
    }

    /** What Mosquitto logged (the log types the test's settings chose). */
    Path logFile() {
        return process.logFile();
    }

    /** SIGTERM: Mosquitto saves its persistent sessions and exits. */
    void stop() throws InterruptedException {
        process.stop();
    }

    /** SIGKILL: what is not saved is gone. */
    void kill() throws InterruptedException {
        process.kill();
    }

    /** SIGKILL: the test is over, nothing need be saved; the port is not held any more. */
    @Override
    public void close() throws InterruptedException {
        process.kill();
        process.close();
    }
}
