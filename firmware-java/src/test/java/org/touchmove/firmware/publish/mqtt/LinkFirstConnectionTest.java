package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.touchmove.firmware.publish.mqtt.Fixtures.await;
import static org.touchmove.firmware.publish.mqtt.Fixtures.settings;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.hal.testing.LogCapture;

/**
 * A shared link's first connection ({@link MqttBrokerLink#awaitFirstConnection}), as every command's
 * ({@link FirstConnection}): on a real broker over TCP that starts late behind a dead first entry, the link waits,
 * says so, and connects; with no broker it gives up after {@code mqtt.firstConnectSeconds}, naming the list.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class LinkFirstConnectionTest {

    @TempDir
    Path tmp;

    @RegisterExtension
    final LogCapture log = LogCapture.of(FirstConnection.class, MqttBrokerLink.class);

    @Test
    void aLinkWaitsForABrokerThatStartsLate() throws Exception {
        try (ReservedPort deadPort = ReservedPort.take(); ReservedPort late = ReservedPort.take()) {
            aLinkWaitsForABrokerThatStartsLate(deadPort.uri(), late);
        }
    }

    /** Both ports held (refusing) until the late broker takes its own: see {@link ReservedPort}. */
    private void aLinkWaitsForABrokerThatStartsLate(URI dead, ReservedPort late) throws Exception {
        MqttSettings s = settings(tmp, dead, late.uri()).withFirstConnect(Duration.ofSeconds(90));
        try (MqttBrokerLink link = MqttBrokerLink.start(s, "room-late", 1)) {
            CompletableFuture<Void> waited = CompletableFuture.runAsync(() -> {
                try {
                    link.awaitFirstConnection();
                } catch (IOException | InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            });
            await("the link says it waits", Duration.ofSeconds(60), () -> log.warnings().stream()
                    .anyMatch(l -> l.contains("mqtt link room-late: broker " + s.brokerList() + " not reachable yet")));
            assertThat(waited).isNotDone();
            int port = late.release();
            try (EmbeddedBroker broker = EmbeddedBroker.start(port)) {
                assertThat(broker.uri().getPort()).isEqualTo(port);
                waited.get(60, TimeUnit.SECONDS);
                assertThat(link.isConnected()).isTrue();
            }
        }
    }

    @Test
    void aLinkGivesUpAfterTheWaitNamingTheList() throws Exception {
        try (ReservedPort deadPort = ReservedPort.take()) {
            URI dead = deadPort.uri();
            MqttSettings s = settings(tmp, dead).withFirstConnect(Duration.ofSeconds(1));
            try (MqttBrokerLink link = MqttBrokerLink.start(s, "room-none", 1)) {
                assertThatThrownBy(link::awaitFirstConnection).isInstanceOf(BrokerUnreachable.class)
                        .hasMessageStartingWith("no MQTT broker reachable at " + dead + " within 1 s "
                                + "(mqtt.firstConnectSeconds); last attempt: " + dead + ": ");
            }
        }
    }
}
