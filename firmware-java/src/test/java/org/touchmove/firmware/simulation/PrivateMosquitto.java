package org.touchmove.firmware.simulation;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.touchmove.firmware.publish.mqtt.MosquittoProcess;

/**
 * {@code --broker mosquitto} (and the default when Mosquitto is installed): a Mosquitto of the bench's own on a free
 * loopback port, with the limits a tournament broker needs (docs/mqtt.md, "A tournament broker") instead of
 * Mosquitto's defaults: its {@code max_queued_messages 1000} drops QoS 1 messages to a subscriber (the hub, the
 * checker) that falls behind in a burst (a thousand boards connecting publish five thousand retained messages at
 * once), and its {@code max_inflight_messages 20} holds each subscriber to 20 unacknowledged messages at a time.
 * The process itself is {@link MosquittoProcess}'s.
 */
final class PrivateMosquitto implements AutoCloseable {

    /** The limits, as the configuration file writes them and the bench's first line names them. */
    static final String TOURNAMENT_LIMITS = "max_queued_messages 100000, max_inflight_messages 1000";
    /** What Mosquitto logs (notice) when it starts dropping messages for a client whose queue is full. */
    private static final String DROP_NOTICE = "Outgoing messages are being dropped";

    private final MosquittoProcess broker;

    private PrivateMosquitto(MosquittoProcess broker) {
        this.broker = broker;
    }

    /** Whether a {@code mosquitto} binary is installed (else the bench takes the embedded broker). */
    static boolean installed() {
        return MosquittoProcess.find("mosquitto").isPresent();
    }

    static PrivateMosquitto start(Path dir) throws IOException, InterruptedException {
        Path binary = MosquittoProcess.find("mosquitto").orElseThrow(() -> new IOException("--broker mosquitto:"
                + " mosquitto is not installed (not on PATH nor in /usr/sbin): apt package mosquitto"));
        // No persistence: a bench run starts empty; notices, for the drop notices below.
        List<String> settings = new ArrayList<>(List.of("allow_anonymous true", "persistence false",
                "log_type error", "log_type warning", "log_type notice"));
        settings.addAll(List.of(TOURNAMENT_LIMITS.split(", ")));
        try {
            return new PrivateMosquitto(MosquittoProcess.start(binary, dir, settings));
        } catch (IOException e) {
            throw new IOException("--broker mosquitto: " + e.getMessage(), e);
        }
    }

    /**
     * How many times the broker began dropping messages for a client (its queue full): one notice per episode, not
     * per message; the checker counts the messages.
     */
    long dropNotices() throws IOException {
        try (var lines = Files.lines(broker.logFile())) {
            return lines.filter(l -> l.contains(DROP_NOTICE)).count();
        }
    }

    double cpuSeconds() {
        return broker.cpuSeconds();
    }

    URI uri() {
        return broker.uri();
    }

    @Override
    public void close() throws InterruptedException {
        broker.close();
    }
}
