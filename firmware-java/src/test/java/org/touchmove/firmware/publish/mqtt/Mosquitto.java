package org.touchmove.firmware.publish.mqtt;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A real Mosquitto the test starts on a free loopback port (never 1883), with a generated configuration. A missing
 * binary fails the test: scripts/install-test-deps installs it.
 */
final class Mosquitto implements AutoCloseable {

    private final Path dir;
    private final Path conf;
    private final int port;
    private Process process;

    private Mosquitto(Path dir, Path conf, int port) {
        this.dir = dir;
        this.conf = conf;
        this.port = port;
    }

    /** Whether a Mosquitto binary is installed (tests that can use another broker choose by this). */
    static boolean installed() {
        return find("mosquitto") != null;
    }

    static String binary(String name) {
        String found = find(name);
        return found != null ? found : fail(name + " not found: run scripts/install-test-deps (apt package mosquitto)");
    }

    private static String find(String name) {
        for (String d : List.of("/usr/sbin", "/usr/bin", "/usr/local/sbin", "/usr/local/bin")) {
            Path p = Path.of(d, name);
            if (Files.isExecutable(p)) {
                return p.toString();
            }
        }
        String path = System.getenv().getOrDefault("PATH", "");
        for (String d : path.split(":")) {
            Path p = Path.of(d, name);
            if (Files.isExecutable(p)) {
                return p.toString();
            }
        }
        return null;
    }

    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    /**
     * Starts Mosquitto with {@code listener PORT 127.0.0.1}, persistence in the directory (so a stop and start keeps
     * persistent sessions), and the extra configuration lines given.
     */
    static Mosquitto start(Path dir, List<String> extra) throws IOException, InterruptedException {
        int port = freePort();
        List<String> lines = new ArrayList<>();
        lines.add("listener " + port + " 127.0.0.1");
        lines.add("persistence true");
        lines.add("persistence_location " + dir.toAbsolutePath() + "/");
        // Started as root, Mosquitto drops to user "mosquitto", which cannot write the test's directory.
        lines.add("user " + System.getProperty("user.name"));
        lines.add("log_dest stderr");
        lines.add("log_type error");
        lines.add("log_type warning");
        lines.add("max_queued_messages 100000");
        lines.add("max_inflight_messages 100");
        boolean auth = extra.stream().anyMatch(l -> l.startsWith("password_file"));
        if (!auth) {
            lines.add("allow_anonymous true");
        }
        lines.addAll(extra);
        Path conf = dir.resolve("generated.conf");
        Files.write(conf, lines);
        Mosquitto m = new Mosquitto(dir, conf, port);
        m.launch();
        return m;
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

    void launch() throws IOException, InterruptedException {
        process = new ProcessBuilder(binary("mosquitto"), "-c", conf.toString())
                .redirectErrorStream(true).redirectOutput(dir.resolve("mosquitto.log").toFile()).start();
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < end) {
            if (!process.isAlive()) {
                fail("mosquitto exited: " + Files.readString(dir.resolve("mosquitto.log")));
            }
            try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
                return;
            } catch (IOException e) {
                Thread.sleep(20);
            }
        }
        fail("mosquitto did not listen on port " + port);
    }

    URI uri() {
        return URI.create("tcp://127.0.0.1:" + port);
    }

    int port() {
        return port;
    }

    /** SIGTERM: Mosquitto saves its persistent sessions and exits. */
    void stop() throws InterruptedException {
        process.destroy();
        process.waitFor(10, TimeUnit.SECONDS);
    }

    /** SIGKILL: what is not saved is gone. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(10, TimeUnit.SECONDS);
    }

    @Override
    public void close() throws InterruptedException {
        if (process != null && process.isAlive()) {
            kill();
        }
    }
}
