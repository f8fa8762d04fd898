package org.touchmove.firmware.hub;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.touchmove.firmware.publish.mqtt.MosquittoProcess;

/**
 * A Mosquitto started from one of the reference files in config/mosquitto (central.conf, hall.conf), changed only where
 * a test must: its listener is a free loopback port (MosquittoProcess writes it), accounts and rights are left out
 * (anonymous; the rights are BrokerRightsTest's), persistence goes into the test's directory, Mosquitto keeps the
 * test's user, and a bridge's {@code address} is the given central's port. Every other line (queues, bridge topics,
 * QoS, {@code cleansession}, reconnect timing) is the reference's, so the test checks the file a venue runs.
 */
final class ReferenceMosquitto {

    static final Path CONFIG = Path.of("..", "config", "mosquitto");
    /** The keys the test replaces or drops: everything else is taken as written. */
    private static final Set<String> REPLACED = Set.of("listener", "allow_anonymous", "password_file", "acl_file",
            "persistence_location", "remote_username", "remote_password", "address");

    private ReferenceMosquitto() {
    }

    /** Starts {@code config/mosquitto/<file>} in {@code dir}; {@code centralPort} fills a bridge's address (0: none). */
    static MosquittoProcess start(String file, Path dir, int centralPort) throws IOException, InterruptedException {
        Path binary = MosquittoProcess.find("mosquitto").orElseThrow(() -> new IllegalStateException(
                "mosquitto not found: run scripts/install-test-deps (apt package mosquitto)"));
        Files.createDirectories(dir);
        return MosquittoProcess.start(binary, dir, settings(Files.readAllLines(CONFIG.resolve(file)), dir,
                centralPort));
    }

    /** The reference's lines with the test's changes (see the class comment). */
    static List<String> settings(List<String> reference, Path dir, int centralPort) {
        List<String> out = new ArrayList<>(List.of("allow_anonymous true", "user " + System.getProperty("user.name"),
                "persistence_location " + dir + "/", "log_type error", "log_type warning", "log_type notice"));
        for (String line : reference) {
            String trimmed = line.strip();
            if (trimmed.isEmpty() || trimmed.startsWith("#")) {
                continue;
            }
            String key = trimmed.split("\\s+", 2)[0];
            if (key.equals("address")) {
                if (centralPort == 0) {
                    throw new IllegalArgumentException("a bridge's address needs the central's port");
                }
                out.add("address 127.0.0.1:" + centralPort);
            } else if (!REPLACED.contains(key)) {
                out.add(trimmed);
            }
        }
        return out;
    }
}
