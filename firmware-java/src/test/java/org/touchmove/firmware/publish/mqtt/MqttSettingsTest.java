package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MqttSettingsTest {

    @TempDir
    Path tmp;

    private Map<String, String> config(String... kv) {
        Map<String, String> m = new HashMap<>();
        m.put("board.id", "b-1"); // other parts' keys are left alone
        for (int i = 0; i < kv.length; i += 2) {
            m.put(kv[i], kv[i + 1]);
        }
        return m;
    }

    @Test
    void readsEveryKey() throws Exception {
        Path ca = Files.writeString(tmp.resolve("ca.pem"), "x");
        MqttSettings s = MqttSettings.fromProperties(config("mqtt.uris", "ssl://a:8883, ssl://b:8883",
                "mqtt.topicRoot", "hall-2/{boardId}", "mqtt.username", "b-1", "mqtt.password", "secret",
                "mqtt.tls.caFile", ca.toString(), "mqtt.keepAliveSeconds", "10", "mqtt.inFlight", "8",
                "mqtt.reconnect.minMs", "100", "mqtt.reconnect.maxMs", "5000", "mqtt.command.maxAgeMs", "30000",
                "mqtt.connectTimeoutMs", "3000", "mqtt.clientId", "board-{boardId}", "mqtt.firstConnectSeconds", "90",
                "mqtt.heartbeatSeconds", "5"), tmp);
        assertThat(s.brokerUris()).containsExactly(URI.create("ssl://a:8883"), URI.create("ssl://b:8883"));
        assertThat(s.topicRootFor("b-1")).isEqualTo("hall-2/b-1/");
        assertThat(s.clientIdFor("b-1")).isEqualTo("board-b-1");
        assertThat(s.caFile()).contains(ca);
        assertThat(s.keepAlive()).isEqualTo(Duration.ofSeconds(10));
        assertThat(s.inFlightWindow()).isEqualTo(8);
        assertThat(s.maxCommandAge()).isEqualTo(Duration.ofSeconds(30));
        assertThat(s.firstConnect()).isEqualTo(Duration.ofSeconds(90));
        assertThat(s.heartbeat()).isEqualTo(Duration.ofSeconds(5));
    }

    @Test
    void defaultsNeedOnlyTheBroker() {
        MqttSettings s = MqttSettings.fromProperties(config("mqtt.uris", "tcp://127.0.0.1:1883"), tmp);
        assertThat(s.topicRootFor("b-1")).isEqualTo("touchmove/v1/boards/b-1/");
        assertThat(s.clientIdFor("b-1")).isEqualTo("touchmove-b-1");
        assertThat(s.inFlightWindow()).isEqualTo(32);
        assertThat(s.firstConnect()).as("a board waits for ever").isZero();
        assertThat(s.heartbeat()).isEqualTo(Duration.ofSeconds(10));
        assertThat(MqttSettings.defaults(URI.create("tcp://x:1"), tmp).firstConnect())
                .as("replay and the demonstration: a minute").isEqualTo(Duration.ofSeconds(60));
    }

    @Test
    void theHubsSpellingOfTheBrokerKeyIsAnAlias() {
        assertThat(MqttSettings.fromProperties(config("mqtt.uri", "tcp://127.0.0.1:1883"), tmp).brokerUris())
                .containsExactly(java.net.URI.create("tcp://127.0.0.1:1883"));
        assertThat(MqttSettings.fromProperties(config("mqtt.uri", "tcp://a:1,tcp://b:2"), tmp).brokerUris())
                .hasSize(2);
        assertThatThrownBy(() -> MqttSettings.fromProperties(config("mqtt.uri", "tcp://a:1", "mqtt.uris",
                "tcp://b:1"), tmp)).hasMessageStartingWith("mqtt.uri: set together with mqtt.uris");
    }

    @Test
    void theBadKeyIsNamed() {
        record Case(String expected, String... kv) {
        }
        for (Case c : List.of(
                new Case("mqtt.uris: missing"),
                new Case("mqtt.uris: 'http://x:1' must start with tcp:// or ssl://", "mqtt.uris", "http://x:1"),
                new Case("mqtt.uris: 'tcp://x' needs a host and a port", "mqtt.uris", "tcp://x"),
                new Case("mqtt.keepAliveSeconds: 'ten' is not a whole number", "mqtt.uris", "tcp://x:1",
                        "mqtt.keepAliveSeconds", "ten"),
                new Case("mqtt.inFlight: must be between 1 and 1000, was 0", "mqtt.uris", "tcp://x:1",
                        "mqtt.inFlight", "0"),
                new Case("mqtt.reconnect.maxMs: must not be below mqtt.reconnect.minMs", "mqtt.uris", "tcp://x:1",
                        "mqtt.reconnect.minMs", "500", "mqtt.reconnect.maxMs", "100"),
                new Case("mqtt.password: a password needs mqtt.username", "mqtt.uris", "tcp://x:1",
                        "mqtt.password", "p"),
                new Case("mqtt.tls.caFile: cannot read file", "mqtt.uris", "ssl://x:1", "mqtt.tls.caFile",
                        "/nonexistent/ca.pem"),
                new Case("mqtt.topicRoot: 'a/+/b' must not contain + or #", "mqtt.uris", "tcp://x:1",
                        "mqtt.topicRoot", "a/+/b"),
                new Case("mqtt.uris: an empty entry in the broker list 'tcp://x:1,'", "mqtt.uris", "tcp://x:1,"),
                new Case("mqtt.firstConnectSeconds: must be between 0 (wait for ever) and 86400, was 86401",
                        "mqtt.uris", "tcp://x:1", "mqtt.firstConnectSeconds", "86401"),
                new Case("mqtt.firstConnectSeconds: must be between 0 (wait for ever) and 86400, was -1",
                        "mqtt.uris", "tcp://x:1", "mqtt.firstConnectSeconds", "-1"),
                new Case("mqtt.heartbeatSeconds: must be between 1 and 3600, was 0", "mqtt.uris", "tcp://x:1",
                        "mqtt.heartbeatSeconds", "0"),
                new Case("mqtt.brokers: unknown key", "mqtt.uris", "tcp://x:1", "mqtt.brokers", "tcp://y:1"))) {
            assertThatThrownBy(() -> MqttSettings.fromProperties(config(c.kv()), tmp))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith(c.expected());
        }
    }

    @Test
    void thePasswordIsNeverPrinted() {
        MqttSettings s = MqttSettings.fromProperties(config("mqtt.uris", "tcp://x:1", "mqtt.username", "b-1",
                "mqtt.password", "hunter2-secret"), tmp);
        assertThat(s.toString()).doesNotContain("hunter2-secret").contains("password=(set)");
    }
}
