package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.touchmove.firmware.publish.mqtt.Fixtures.WAIT;
import static org.touchmove.firmware.publish.mqtt.Fixtures.await;
import static org.touchmove.firmware.publish.mqtt.Fixtures.root;
import static org.touchmove.firmware.publish.mqtt.Fixtures.settings;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.command.CommandReply;

/**
 * A refused subscription (SUBACK 0x80, what a NATS cluster answers on a JetStream consumer time-out) is a failed
 * connection for every client: the board's, the link's and the subscribers' (the hub's). Each says so (log, and the
 * retained status for the board and the link), connects again after its back-off, and then answers commands.
 */
class SubscriptionRefusedTest {

    private static final String BOARD = "b-9";
    private static final String ROOT = root(BOARD);

    @TempDir
    Path tmp;

    private EmbeddedBroker broker;
    private SubackRefusingProxy proxy;
    private Subscriber watcher;
    private final List<String> handled = new CopyOnWriteArrayList<>();
    private final ListAppender<ILoggingEvent> logged = new ListAppender<>();

    @BeforeEach
    void start() throws Exception {
        broker = EmbeddedBroker.start(0);
        proxy = new SubackRefusingProxy(broker.uri().getPort(), 2);
        watcher = Subscriber.connect(broker.uri(), "watcher", "touchmove/v1/boards/#", "touchmove/v1/links/#");
        logged.start();
        for (Class<?> c : List.of(BrokerDialer.class, MqttBrokerLink.class, LastingSubscription.class)) {
            ((Logger) LoggerFactory.getLogger(c)).addAppender(logged);
        }
    }

    @AfterEach
    void stop() throws Exception {
        for (Class<?> c : List.of(BrokerDialer.class, MqttBrokerLink.class, LastingSubscription.class)) {
            ((Logger) LoggerFactory.getLogger(c)).detachAppender(logged);
        }
        watcher.close();
        proxy.close();
        broker.close();
    }

    @Test
    void aRefusalNamesEachRefusedFilter() {
        assertThatThrownBy(() -> SubscriptionRefused.check(new int[] {1, 0x80}, "a/cmd", "a/status"))
                .isInstanceOf(SubscriptionRefused.class)
                .hasMessage("the broker refused the subscription to a/status (SUBACK 0x80)");
        assertThatThrownBy(() -> SubscriptionRefused.check(new int[] {1}, "a/cmd", "a/status"))
                .hasMessageContaining("a/status");
    }

    @Test
    void aBoardWhoseCommandSubscriptionIsRefusedSaysSoConnectsAgainAndAnswers() throws Exception {
        InMemoryEventLog journal = new InMemoryEventLog(BOARD);
        MqttBoardPublisher board = MqttBoardPublisher.start(settings(tmp, proxy.uri()), BOARD, journal,
                new FakeSnapshots(journal), this::accept);
        try {
            connected(board);
            assertThat(proxy.refused()).isEqualTo(2);
            // Waited for, not read at once: the watcher gets the status through the broker, on its own thread, and
            // may not have it yet when the board is connected again (issue 23).
            await("the offline status for the refusal", WAIT, () -> watcher.on(ROOT + "status").stream()
                    .anyMatch(r -> r.payload().contains("\"state\":\"offline\",\"reason\":\"subscription_refused\"")));
            await("online after the refusals", WAIT, () -> last(ROOT + "status").contains("online"));
            assertThat(messages()).anyMatch(m -> m.startsWith("mqtt board " + BOARD + " cannot connect to "
                    + proxy.uri() + ": the broker refused the subscription to " + ROOT + "cmd, " + ROOT + "status"));
            answersACommand(ROOT);
        } finally {
            board.close();
        }
    }

    @Test
    void aLinkWhoseSubscriptionIsRefusedSaysSoConnectsAgainAndItsBoardsAnswer() throws Exception {
        String linkStatus = "touchmove/v1/links/room-9/status";
        try (MqttBrokerLink link = MqttBrokerLink.start(settings(tmp, proxy.uri()), "room-9", 1)) {
            InMemoryEventLog journal = new InMemoryEventLog(BOARD);
            MqttBoardPublisher board = link.attach(BOARD, tmp.resolve(BOARD), journal, new FakeSnapshots(journal),
                    this::accept);
            connected(board);
            assertThat(proxy.refused()).isEqualTo(2);
            await("the link's offline status for the refusal", WAIT, () -> watcher.on(linkStatus).stream()
                    .anyMatch(r -> r.payload().contains("\"state\":\"offline\",\"reason\":\"subscription_refused\"")));
            await("the link online", WAIT, () -> last(linkStatus).contains("online"));
            assertThat(messages()).anyMatch(m -> m.startsWith("mqtt link room-9 cannot connect to " + proxy.uri()
                    + ": the broker refused the subscription to touchmove/v1/boards/+/cmd"));
            answersACommand(ROOT);
            board.close();
        }
    }

    @Test
    void aSubscriberWhoseSubscriptionIsRefusedConnectsAgain() throws Exception {
        List<String> got = new CopyOnWriteArrayList<>();
        try (LastingSubscription s = LastingSubscription.start(
                LastingSubscription.Options.of(proxy.uri(), "hub-like").withKeepAlive(5),
                (topic, payload, retained) -> got.add(payload), WAIT,
                ROOT + "events", ROOT + "status")) {
            assertThat(s.isConnected()).isTrue();
            assertThat(proxy.refused()).isEqualTo(2);
            assertThat(s.connections()).isEqualTo(1);
            assertThat(s.lastFailure()).get().isInstanceOf(SubscriptionRefused.class);
            assertThat(messages()).anyMatch(m -> m.startsWith("mqtt subscriber hub-like: cannot connect and subscribe"
                    + " to " + proxy.uri()) && m.contains("refused the subscription to " + ROOT + "events"));
            await("an event through the subscription", WAIT, () -> {
                try {
                    watcher.publish(ROOT + "events", "e-1", false);
                } catch (org.eclipse.paho.client.mqttv3.MqttException e) {
                    throw new AssertionError(e);
                }
                return got.contains("e-1");
            });
        }
    }

    /**
     * Waits (up to {@link Fixtures#WAIT}, a bound for a hung test only) for the board to be connected; if it is not, the
     * failure says what the proxy saw and what the publisher logged, so a failure in CI tells its cause.
     */
    private void connected(MqttBoardPublisher board) throws InterruptedException {
        assertThat(board.awaitConnected(WAIT)).as("connected after the refusals; SUBACKs refused %d, granted %d; logged:"
                + " %s", proxy.refused(), proxy.granted(), messages()).isTrue();
    }

    private CommandReply accept(String id, String json, Instant at) {
        handled.add(id);
        return CommandReply.accepted(id, "{\"phase\":\"playing\"}");
    }

    private void answersACommand(String root) throws Exception {
        await("the command answered", WAIT, () -> {
            try {
                watcher.publish(root + "cmd", ArbiterCommandsTest.command("c-1", "start", Instant.now()), false);
            } catch (org.eclipse.paho.client.mqttv3.MqttException e) {
                throw new AssertionError(e);
            }
            return watcher.on(root + "cmd/reply").stream().anyMatch(r -> r.payload().contains("\"id\":\"c-1\""));
        });
        assertThat(handled).contains("c-1");
    }

    private String last(String topic) {
        List<Subscriber.Received> got = watcher.on(topic);
        return got.isEmpty() ? "" : got.get(got.size() - 1).payload();
    }

    /**
     * Read under the appender's lock (AppenderBase.doAppend holds it while adding): the board's threads may log while
     * the test reads, and a scan of the list then failed with a ConcurrentModificationException (issue 23).
     */
    private List<String> messages() {
        synchronized (logged) {
            return logged.list.stream().map(ILoggingEvent::getFormattedMessage).toList();
        }
    }
}
