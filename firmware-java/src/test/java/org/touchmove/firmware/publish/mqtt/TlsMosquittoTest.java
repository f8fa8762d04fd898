package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;
import static org.touchmove.firmware.publish.mqtt.Fixtures.WAIT;
import static org.touchmove.firmware.publish.mqtt.Fixtures.await;
import static org.touchmove.firmware.publish.mqtt.Fixtures.root;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.command.CommandReply;

/**
 * TLS against a real Mosquitto: a tournament CA made with openssl, the broker's certificate for 127.0.0.1 (hostname
 * verification stays on), a client certificate per board whose CN becomes the user name, and the example ACL.
 */
class TlsMosquittoTest {

    private static final Path ACL = Path.of("..", "config", "mosquitto", "touchmove.acl");

    @TempDir
    Path tmp;

    @Test
    void aBoardWithItsClientCertificatePublishesOverTls() throws Exception {
        Path ca = tmp.resolve("ca");
        openssl("req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=test tournament CA",
                "-keyout", ca + ".key", "-out", ca + ".crt");
        Path server = issue(ca, "server", "/CN=127.0.0.1", "subjectAltName=IP:127.0.0.1");
        Path board = issue(ca, "board", "/CN=board-1", null);
        // Our key reader takes PKCS#8 (BEGIN PRIVATE KEY), which is what openssl 3 writes.
        assertThat(Files.readString(Path.of(board + ".key"))).contains("BEGIN PRIVATE KEY");

        Path brokerDir = Files.createDirectories(tmp.resolve("broker"));
        // The TLS listener's port is picked by the start, afresh if another program took it before Mosquitto bound it.
        try (Mosquitto broker = Mosquitto.start(brokerDir, 1, ports -> List.of("allow_anonymous false",
                "acl_file " + ACL.toAbsolutePath().normalize(),
                "listener " + ports[0] + " 127.0.0.1",
                "cafile " + ca + ".crt", "certfile " + server + ".crt", "keyfile " + server + ".key",
                "require_certificate true", "use_identity_as_username true"))) {
            int tlsPort = broker.extraPort(0);
            InMemoryEventLog journal = new InMemoryEventLog("board-1");
            URI uri = URI.create("ssl://127.0.0.1:" + tlsPort);
            // Keep-alive and connection timeout are the product's 10 s: with 2 s and 3 s, a loaded machine's pause
            // dropped the connection or timed out the close's PUBACK wait, and the broker's will 'lost' replaced the
            // 'shutdown' status this test reads back (issue 23).
            MqttSettings s = new MqttSettings(List.of(uri), MqttSettings.DEFAULT_TOPIC_ROOT,
                    MqttSettings.DEFAULT_CLIENT_ID, "", "", Optional.of(Path.of(ca + ".crt")),
                    Optional.of(Path.of(board + ".crt")), Optional.of(Path.of(board + ".key")),
                    Files.createDirectories(tmp.resolve("state")), Duration.ofSeconds(10), Duration.ofSeconds(10), 32,
                    Duration.ofMillis(50), Duration.ofMillis(400), Duration.ofSeconds(60));
            MqttBoardPublisher publisher = MqttBoardPublisher.start(s, "board-1", journal,
                    new FakeSnapshots(journal), (id, json, at) -> CommandReply.accepted(id, "{}"));
            for (int i = 0; i < 30; i++) {
                journal.append();
            }
            await("30 acknowledged over TLS", WAIT, () -> publisher.acknowledgedSeq() == 30);
            publisher.close();
            // The plain listener of the same broker needs a password (none given): read back through TLS only.
            try (Subscriber check = tlsSubscriber(uri, ca, issue(ca, "arbiter", "/CN=arbiter-1", null))) {
                await("retained status", WAIT,
                        () -> !check.on(root("board-1") + "status").isEmpty());
                assertThat(check.on(root("board-1") + "status").get(0).payload()).contains("shutdown");
            }
        }
    }

    private Subscriber tlsSubscriber(URI uri, Path ca, Path cert) throws Exception {
        MqttSettings s = new MqttSettings(List.of(uri), null, null, "", "", Optional.of(Path.of(ca + ".crt")),
                Optional.of(Path.of(cert + ".crt")), Optional.of(Path.of(cert + ".key")), tmp, Duration.ofSeconds(5),
                Duration.ofSeconds(3), 1, Duration.ofMillis(50), Duration.ofMillis(50), Duration.ofSeconds(1));
        return Subscriber.connectTls(uri, "arbiter-tls", TlsSockets.factory(s), "touchmove/v1/boards/#");
    }

    private Path issue(Path ca, String name, String subject, String san) throws Exception {
        Path base = tmp.resolve(name);
        openssl("req", "-newkey", "rsa:2048", "-nodes", "-subj", subject, "-keyout", base + ".key", "-out",
                base + ".csr");
        List<String> sign = new ArrayList<>(List.of("x509", "-req", "-in", base + ".csr", "-CA", ca + ".crt",
                "-CAkey", ca + ".key", "-CAcreateserial", "-days", "2", "-out", base + ".crt"));
        if (san != null) {
            Path ext = Files.writeString(tmp.resolve(name + ".ext"), san + "\n");
            sign.addAll(List.of("-extfile", ext.toString()));
        }
        openssl(sign.toArray(new String[0]));
        return base;
    }

    private static void openssl(String... args) throws Exception {
        List<String> cmd = new ArrayList<>();
        cmd.add("openssl");
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        if (p.waitFor() != 0) {
            fail("openssl " + String.join(" ", args) + ": " + out);
        }
    }
}
