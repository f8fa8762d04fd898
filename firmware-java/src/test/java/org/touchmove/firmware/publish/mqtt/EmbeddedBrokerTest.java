package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.firmware.publish.mqtt.Fixtures.await;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
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
        int port = Mosquitto.freePort();
        try (EmbeddedBroker broker = EmbeddedBroker.start(port)) {
            assertThat(broker.uri().toString()).isEqualTo("tcp://127.0.0.1:" + port);
        }
    }
}
