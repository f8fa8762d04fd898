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
 * {@code --broker mosquitto}: a Mosquitto of the bench's own on a free loopback port, with the queue limit of the
 * project's broker configuration (config/mosquitto/mosquitto.conf, {@code max_queued_messages 10000}) instead of
 * Mosquitto's default 1000, which drops QoS 1 messages to a subscriber (the hub, the checker) that falls behind in a
 * burst.
 */
final class PrivateMosquitto implements AutoCloseable {

    private final Process process;
    private final URI uri;

    private PrivateMosquitto(Process process, URI uri) {
        this.process = process;
        this.uri = uri;
    }

    static PrivateMosquitto start(Path dir) throws IOException, InterruptedException {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        Path conf = dir.resolve("mosquitto.conf");
        Files.writeString(conf, "listener " + port + " 127.0.0.1\nallow_anonymous true\npersistence false\n"
                + "max_queued_messages 10000\n");
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
                return new PrivateMosquitto(p, URI.create("tcp://127.0.0.1:" + port));
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
