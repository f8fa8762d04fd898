package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.eclipse.paho.client.mqttv3.IMqttDeliveryToken;
import org.eclipse.paho.client.mqttv3.MqttCallback;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.MqttMessage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The dialer alone, against a real broker over TCP and a port nobody listens on: URIs in order, back-off between. */
class BrokerDialerTest {

    @TempDir
    Path state;

    private final List<String> opened = new ArrayList<>();
    private int failed;

    private BrokerDialer dialer(URI... brokers) {
        MqttSettings settings = Fixtures.settings(state, brokers);
        return new BrokerDialer(settings, "dialer-test", "mqtt board d-1",
                new Backoff(settings.reconnectMin(), settings.reconnectMax(), new SplittableRandom(7)));
    }

    private static MqttConnectOptions options(MqttSettings settings) {
        return PahoConnections.options(settings, java.util.Optional.empty(), 10, "touchmove/v1/boards/d-1/status",
                "{}".getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    @Test
    void triesTheUrisInOrderAndOpensTheFirstThatAnswers() throws Exception {
        try (ReservedPort held = ReservedPort.take(); EmbeddedBroker broker = EmbeddedBroker.start(0)) {
            URI nobody = held.uri();
            BrokerDialer dialer = dialer(nobody, broker.uri());
            BrokerDialer.Dialed dialed = dialer.dial(options(Fixtures.settings(state, nobody, broker.uri())),
                    c -> new Quiet(), c -> opened.add(c.getServerURI()), () -> false, () -> failed++);
            try {
                assertThat(dialed).isNotNull();
                assertThat(dialed.uri()).isEqualTo(broker.uri());
                assertThat(dialed.failures()).as("the first URI refused").isEqualTo(1);
                assertThat(failed).isEqualTo(1);
                assertThat(opened).containsExactly(broker.uri().toString());
                assertThat(dialed.client().isConnected()).isTrue();
            } finally {
                PahoConnections.discard(dialed == null ? null : dialed.client(), org.slf4j.LoggerFactory.getLogger(
                        BrokerDialerTest.class), "test");
            }
        }
    }

    @Test
    void aRoundWithNoBrokerGivesNothingAndTheBackOffGrows() throws Exception {
        try (ReservedPort held = ReservedPort.take()) {
            URI nobody = held.uri();
            BrokerDialer dialer = dialer(nobody);
            MqttSettings settings = Fixtures.settings(state, nobody);
            assertThat(dialer.dial(options(settings), c -> new Quiet(), c -> opened.add("x"), () -> false,
                    () -> failed++)).isNull();
            assertThat(failed).isEqualTo(1);
            assertThat(opened).isEmpty();
            // Equal jitter: each delay lies between half its ceiling and the ceiling, which doubles up to the maximum.
            List<Duration> delays = List.of(dialer.retryDelay(), dialer.retryDelay(), dialer.retryDelay(),
                    dialer.retryDelay());
            assertThat(delays.get(0)).isBetween(settings.reconnectMin().dividedBy(2), settings.reconnectMin());
            assertThat(delays.get(3)).isBetween(settings.reconnectMax().dividedBy(2), settings.reconnectMax());
        }
    }

    @Test
    void stoppingTriesNothing() throws Exception {
        try (EmbeddedBroker broker = EmbeddedBroker.start(0)) {
            BrokerDialer dialer = dialer(broker.uri());
            assertThat(dialer.dial(options(Fixtures.settings(state, broker.uri())), c -> new Quiet(),
                    c -> opened.add("x"), () -> true, () -> failed++)).isNull();
            assertThat(opened).isEmpty();
            assertThat(failed).isZero();
        }
    }

    /**
     * A fault while opening (a RuntimeException, not the broker's answer) is a failed attempt: the client is dropped and
     * the next URI tried. Escaping, it ended the publisher's reconnect loop unseen and left the board off the broker.
     */
    @Test
    void aFaultWhileOpeningIsAFailedAttemptAndTheNextUriIsTried() throws Exception {
        try (EmbeddedBroker broker = EmbeddedBroker.start(0)) {
            BrokerDialer dialer = dialer(broker.uri(), broker.uri());
            BrokerDialer.Dialed dialed = dialer.dial(options(Fixtures.settings(state, broker.uri())), c -> new Quiet(),
                    c -> {
                        if (opened.add(c.getServerURI()) && opened.size() == 1) {
                            throw new IllegalStateException("a fault in the first opening");
                        }
                    }, () -> false, () -> failed++);
            try {
                assertThat(dialed).isNotNull();
                assertThat(dialed.failures()).isEqualTo(1);
                assertThat(failed).isEqualTo(1);
                assertThat(opened).hasSize(2);
                assertThat(dialer.lastFailure()).contains("a fault in the first opening");
                assertThat(dialed.client().isConnected()).isTrue();
            } finally {
                PahoConnections.discard(dialed == null ? null : dialed.client(), org.slf4j.LoggerFactory.getLogger(
                        BrokerDialerTest.class), "test");
            }
        }
    }

    /** A connection's callbacks that nothing here needs. */
    private static final class Quiet implements MqttCallback {
        @Override
        public void connectionLost(Throwable cause) {
        }

        @Override
        public void messageArrived(String topic, MqttMessage message) {
        }

        @Override
        public void deliveryComplete(IMqttDeliveryToken token) {
        }
    }
}
