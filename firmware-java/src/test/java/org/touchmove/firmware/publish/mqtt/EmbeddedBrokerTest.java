package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.firmware.publish.mqtt.Fixtures.await;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class EmbeddedBrokerTest {

    @Test
    void aTakenPortGivesAFreeOneThatWorks() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
                EmbeddedBroker broker = EmbeddedBroker.start(taken.getLocalPort())) {
            assertThat(broker.uri().getHost()).isEqualTo("127.0.0.1");
            assertThat(broker.uri().getPort()).isPositive().isNotEqualTo(taken.getLocalPort());
            try (Subscriber a = Subscriber.connect(broker.uri(), "a", "t/#");
                    Subscriber b = Subscriber.connect(broker.uri(), "b")) {
                b.publish("t/1", "hello", false);
                await("the message", Duration.ofSeconds(30), () -> a.on("t/1").size() == 1);
            }
        }
    }

    @Test
    void aFreePortAskedForIsTheOneUsed() throws Exception {
        int port = ReservedPort.take().release();
        try (EmbeddedBroker broker = EmbeddedBroker.start(port)) {
            assertThat(broker.uri().toString()).isEqualTo("tcp://127.0.0.1:" + port);
        }
    }

    /**
     * The README's commands: mosquitto_pub and mosquitto_sub as typed, with their default client ids (an empty id and
     * a clean session, which MQTT 3.1.1 allows: the broker assigns one) connect as they would to Mosquitto.
     */
    @Test
    void mosquittoClientsConnectWithTheirDefaultClientIds() throws Exception {
        try (EmbeddedBroker broker = EmbeddedBroker.start(0)) {
            String port = Integer.toString(broker.uri().getPort());
            Run pub = run(List.of(Mosquitto.binary("mosquitto_pub"), "-h", "127.0.0.1", "-p", port,
                    "-t", "touchmove/v1/boards/b1/status", "-q", "1", "-r", "-m", "online"));
            assertThat(pub.exit()).as(pub.output()).isZero();
            Run sub = run(List.of(Mosquitto.binary("mosquitto_sub"), "-h", "127.0.0.1", "-p", port,
                    "-t", "touchmove/v1/boards/#", "-v", "-C", "1", "-W", "30"));
            assertThat(sub.exit()).as(sub.output()).isZero();
            assertThat(sub.output()).isEqualTo("touchmove/v1/boards/b1/status online\n");
        }
    }

    private record Run(int exit, String output) {}

    private static Run run(List<String> command) throws Exception {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("%s ended", command).isTrue();
        return new Run(p.exitValue(), out);
    }
}
