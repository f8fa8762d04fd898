package org.touchmove.firmware.simulation;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * {@code --broker mosquitto} (and the default when Mosquitto is installed): a Mosquitto of the bench's own on a free
 * loopback port, with the limits a tournament broker needs (docs/mqtt.md, "A tournament broker") instead of
 * Mosquitto's defaults: its {@code max_queued_messages 1000} drops QoS 1 messages to a subscriber (the hub, the
 * checker) that falls behind in a burst (a thousand boards connecting publish five thousand retained messages at
 * once), and its {@code max_inflight_messages 20} holds each subscriber to 20 unacknowledged messages at a time.
 */
final class PrivateMosquitto implements AutoCloseable {

    /** The limits, as the configuration file writes them and the bench's first line names them. */
    static final String TOURNAMENT_LIMITS = "max_queued_messages 100000, max_inflight_messages 1000";
    /** What Mosquitto logs (notice) when it starts dropping messages for a client whose queue is full. */
    private static final String DROP_NOTICE = "Outgoing messages are being dropped";

    private final Process process;
    private final URI uri;
    private final Path logFile;

    private PrivateMosquitto(Process process, URI uri, Path logFile) {
        this.process = process;
        this.uri = uri;
        this.logFile = logFile;
    }

    /** Whether a {@code mosquitto} command is on the PATH. */
    static boolean installed() {
        String path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        for (String dir : path.split(java.io.File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, "mosquitto"))) {
                return true;
            }
        }
        return false;
    }

    /**
     * How many times the broker began dropping messages for a client (its queue full): one notice per episode, not
     * per message; the checker counts the messages.
     */
    long dropNotices() throws IOException {
        try (var lines = Files.lines(logFile)) {
            return lines.filter(l -> l.contains(DROP_NOTICE)).count();
        }
    }

    static PrivateMosquitto start(Path dir) throws IOException, InterruptedException {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        Path conf = dir.resolve("mosquitto.conf");
        Path log;
        Files.writeString(conf, "listener " + port + " 127.0.0.1\nallow_anonymous true\npersistence false\n"
                + "log_type error\nlog_type warning\nlog_type notice\n"
                + TOURNAMENT_LIMITS.replace(", ", "\n") + "\n");
        log = dir.resolve("mosquitto.log");
        Process p;
        try {
            p = new ProcessBuilder("mosquitto", "-c", conf.toString())
                    .redirectErrorStream(true).redirectOutput(dir.resolve("mosquitto.log").toFile()).start();
        } catch (IOException e) {
            throw new IOException("--broker mosquitto: cannot start mosquitto (is it installed?): " + e.getMessage(), e);
        }
        Runtime.getRuntime().addShutdownHook(new Thread(p::destroy, "stop-mosquitto"));
        for (int i = 0; i < 100; i++) {
            try (Socket s = new Socket()) {
                s.connect(new InetSocketAddress("127.0.0.1", port), 200);
                return new PrivateMosquitto(p, URI.create("tcp://127.0.0.1:" + port), log);
            } catch (IOException e) {
                if (!p.isAlive()) {
                    throw new IOException("mosquitto stopped at once: " + Files.readString(dir.resolve("mosquitto.log")));
                }
                Thread.sleep(50);
            }
        }
        p.destroyForcibly();
        throw new IOException("mosquitto did not listen on port " + port + " within 5 s");
    }

    URI uri() {
        return uri;
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
    }
}
