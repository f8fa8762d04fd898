package org.touchmove.firmware.hub;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.eclipse.paho.client.mqttv3.MqttClient;
import org.eclipse.paho.client.mqttv3.MqttException;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.publish.mqtt.EmbeddedBroker;
import org.touchmove.firmware.publish.mqtt.ReservedPort;

/**
 * The hub's broker list on two real brokers over TCP: tried in order (the first one down, the second taken), over to
 * the first when the second dies, and a first connection that waits for a broker that comes late, saying so.
 */
class MqttRoomClientFailoverTest {

    private static final String ROOT = "touchmove/v1/boards/";
    private static final String EVENTS = ROOT + "b-1/events";

    private final List<String> got = new CopyOnWriteArrayList<>();

    @Test
    void theFirstBrokerDownTheSecondIsUsedThenBackToTheFirstWhenTheSecondDies() throws Exception {
        ReservedPort firstPort = ReservedPort.take(); // refusing until the first broker takes it (ReservedPort)
        int first = firstPort.port();
        EmbeddedBroker second = EmbeddedBroker.start(0);
        EmbeddedBroker firstBroker = null;
        boolean secondUp = true;
        HubBroker brokers = new HubBroker(List.of(uri(first), second.uri()), Duration.ofSeconds(30),
                HubBroker.DEFAULT_BOARD_LOST);
        try (MqttRoomClient client = new MqttRoomClient(brokers, "hub-failover", ROOT, "touchmove/v1/links/", null,
                null, (topic, payload) -> got.add(payload), new BrokerLink(java.time.Clock.systemUTC()))) {
            assertThat(client.isConnected()).isTrue();
            awaitDelivered(second.uri(), "on the second");

            firstBroker = EmbeddedBroker.start(firstPort.release());
            assertThat(firstBroker.uri().getPort()).isEqualTo(first);
            second.close();
            secondUp = false;
            awaitDelivered(firstBroker.uri(), "on the first");
        } finally {
            firstPort.close();
            if (secondUp) {
                second.close();
            }
            if (firstBroker != null) {
                firstBroker.close();
            }
        }
    }

    @Test
    void theFirstConnectionWaitsForALateBrokerAndSaysSo() throws Exception {
        ReservedPort late = ReservedPort.take(); // refusing until the broker takes it (ReservedPort)
        int port = late.port();
        Logger logger = (Logger) LoggerFactory.getLogger(MqttRoomClient.class);
        ListAppender<ILoggingEvent> logged = new ListAppender<>();
        logged.start();
        logger.addAppender(logged);
        EmbeddedBroker broker = null;
        CompletableFuture<MqttRoomClient> client = CompletableFuture.supplyAsync(() -> {
            try {
                return new MqttRoomClient(new HubBroker(List.of(uri(port)), Duration.ofSeconds(120),
                        HubBroker.DEFAULT_BOARD_LOST), "hub-late", ROOT, "touchmove/v1/links/", null, null, (topic, payload) -> got.add(payload),
                        new BrokerLink(java.time.Clock.systemUTC()));
            } catch (IOException | InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        try {
            // Read under the appender's lock (AppenderBase.doAppend adds under it): the client's thread logs while the
            // test reads, and a scan of the list could fail with a ConcurrentModificationException (issue 23).
            await("the waiting line", () -> {
                synchronized (logged) {
                    return logged.list.stream().anyMatch(e -> e.getFormattedMessage()
                            .startsWith("hub: no MQTT broker connected yet at " + uri(port)));
                }
            });
            String firstLine;
            synchronized (logged) {
                firstLine = logged.list.get(0).getFormattedMessage();
            }
            assertThat(firstLine)
                    .endsWith("trying again for up to 120 s (hub.mqtt.firstConnectSeconds)");
            assertThat(client).isNotDone();
            broker = EmbeddedBroker.start(late.release());
            try (MqttRoomClient c = client.get(60, TimeUnit.SECONDS)) {
                assertThat(c.isConnected()).isTrue();
                awaitDelivered(broker.uri(), "late");
            }
        } finally {
            late.close();
            logger.detachAppender(logged);
            if (broker != null) {
                broker.close();
            }
        }
    }

    private void awaitDelivered(URI broker, String payload) throws Exception {
        await(payload + " delivered", () -> {
            send(broker, payload);
            return got.contains(payload);
        });
    }

    private static void send(URI broker, String payload) {
        try {
            MqttClient c = new MqttClient(broker.toString(), "sender-" + System.nanoTime(), new MemoryPersistence());
            c.connect();
            c.publish(EVENTS, payload.getBytes(StandardCharsets.UTF_8), 1, false);
            c.disconnect();
            c.close();
        } catch (MqttException e) {
            // the broker is not up yet, or the hub not yet on it: the next try
        }
    }

    private static void await(String what, BooleanSupplier condition) throws InterruptedException {
        long end = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("timed out waiting for " + what);
            }
            Thread.sleep(50);
        }
    }

    private static URI uri(int port) {
        return URI.create("tcp://127.0.0.1:" + port);
    }
}
