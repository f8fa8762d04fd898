package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.firmware.publish.mqtt.Fixtures.WAIT;
import static org.touchmove.firmware.publish.mqtt.Fixtures.await;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/**
 * The embedded broker (Moquette 0.17) after a client broke one of its session loops: a PUBACK right behind the
 * client's DISCONNECT makes the loop release a message already released, and the loop thread ends. Without
 * {@link SessionLoopKeeper} every client id on that loop then waits for a CONNACK that never comes (CI saw a board do
 * so for a whole minute after its refused subscription, issue 23's SubscriptionRefusedTest). Each test first checks
 * that its loop did fail: if a newer Moquette no longer fails, the test says so rather than pass on nothing.
 */
class SessionLoopKeeperTest {

    /** Moquette's own loop (it logs the failing command at WARN) and the keeper. */
    private static final List<String> LOGGERS = List.of("io.moquette.broker.SessionEventLoop",
            SessionLoopKeeper.class.getName());

    /** Moquette 0.17 runs one session loop per processor. */
    private static final int LOOPS = Runtime.getRuntime().availableProcessors();
    /** Tries to break a loop; a try that did not break it is seen within {@link #ATTEMPT_WAIT}, or seen late. */
    private static final int ATTEMPTS = 20;
    private static final Duration ATTEMPT_WAIT = Duration.ofSeconds(2);

    private final ListAppender<ILoggingEvent> logged = new ListAppender<>();
    private EmbeddedBroker broker;

    @BeforeEach
    void start() {
        logged.start();
        LOGGERS.forEach(name -> ((Logger) LoggerFactory.getLogger(name)).addAppender(logged));
        broker = EmbeddedBroker.start(0);
    }

    @AfterEach
    void stop() {
        broker.close();
        LOGGERS.forEach(name -> ((Logger) LoggerFactory.getLogger(name)).detachAppender(logged));
    }

    @Test
    void aClientWhoseLoopFailedConnectsAgainAndIsServed() throws Exception {
        for (int round = 1; round <= 2; round++) { // the second time, the fresh loop fails and is kept as well
            breakLoopOf("victim");
            assertServed("victim");
        }
        await("every ended loop restarted", WAIT, () -> restarts() == ended());
    }

    @Test
    void everyLoopFailedAndEveryClientIdIsStillServed() throws Exception {
        List<String> victims = new ArrayList<>();
        for (int loop = 0; loop < LOOPS; loop++) {
            String id = idOnLoop(loop);
            victims.add(id);
            breakLoopOf(id);
        }
        assertThat(Set.copyOf(failures())).hasSize(LOOPS);
        for (String id : victims) {
            assertServed(id);
        }
        for (int i = 0; i < 2 * LOOPS; i++) {
            assertServed("other-" + i);
        }
        await("every ended loop restarted", WAIT, () -> restarts() == ended());
    }

    /**
     * Breaks the session loop of {@code clientId}: subscribes it to a topic, has another client publish QoS 1 there,
     * and answers with DISCONNECT and PUBACK in one segment. The PUBACK fails the loop only when the broker reads it
     * after it handled the DISCONNECT, which is nearly always: tried again until Moquette logs that loop's failure.
     */
    private void breakLoopOf(String clientId) throws Exception {
        String loop = "Session Executor " + Math.abs(clientId.hashCode()) % LOOPS;
        long before = failuresOf(loop);
        for (int attempt = 1; attempt <= ATTEMPTS; attempt++) {
            String topic = "loop/" + clientId;
            try (RawMqttClient victim = connected(clientId); RawMqttClient sender = connected(clientId + "-sender")) {
                victim.send(victim.subscribe(topic));
                victim.await(RawMqttClient.SUBACK);
                sender.send(sender.publish(topic, "x"));
                sender.await(RawMqttClient.PUBACK);
                int id = victim.await(RawMqttClient.PUBLISH).publishId();
                victim.send(RawMqttClient.disconnect(), RawMqttClient.puback(id));
            }
            long end = System.nanoTime() + ATTEMPT_WAIT.toNanos();
            while (System.nanoTime() < end) {
                if (failuresOf(loop) > before) {
                    return;
                }
                Thread.sleep(10); // waiting for the broker's log line, not for time to pass
            }
        }
        throw new AssertionError(loop + " of " + clientId + " did not fail in " + ATTEMPTS + " attempts: a Moquette"
                + " that no longer fails this way needs no SessionLoopKeeper (docs/mqtt.md); failures: " + failures());
    }

    /** {@code clientId} gets its CONNACK and SUBACK, and a QoS 1 message published to its topic. */
    private void assertServed(String clientId) throws Exception {
        String topic = "served/" + clientId;
        try (RawMqttClient c = connected(clientId); RawMqttClient sender = connected(clientId + "-check")) {
            c.send(c.subscribe(topic));
            c.await(RawMqttClient.SUBACK);
            sender.send(sender.publish(topic, "hello " + clientId));
            RawMqttClient.Packet got = c.await(RawMqttClient.PUBLISH);
            assertThat(new String(got.body(), StandardCharsets.UTF_8)).endsWith("hello " + clientId);
            c.send(RawMqttClient.puback(got.publishId()), RawMqttClient.disconnect());
        }
    }

    /**
     * A raw client past its CONNACK and the PUBACK of a first QoS 1 message: only then may it subscribe on Moquette
     * 0.17, which drops a SUBSCRIBE read before it marked the connection connected (docs/mqtt.md); our board waits
     * for its online status's PUBACK for the same reason.
     */
    private RawMqttClient connected(String clientId) throws Exception {
        RawMqttClient c = RawMqttClient.connect(broker.uri(), clientId, WAIT);
        try {
            c.await(RawMqttClient.CONNACK);
            c.send(c.publish("hello/" + clientId, "1"));
            c.await(RawMqttClient.PUBACK);
            return c;
        } catch (java.io.IOException e) {
            c.close();
            throw new AssertionError("no CONNACK or PUBACK for " + clientId + " (its session loop is not running): "
                    + e, e);
        }
    }

    /** A client id Moquette 0.17 routes to session loop {@code loop} of {@code loops}: |hashCode| mod loops. */
    private static String idOnLoop(int loop) {
        for (int i = 0; ; i++) {
            String id = "victim-" + i;
            if (Math.abs(id.hashCode()) % LOOPS == loop) {
                return id;
            }
        }
    }

    /**
     * The loop of each command that failed in a session loop, in order, as Moquette itself logs them ("SessionEventLoop
     * Session Executor N reached exception ..."); each such loop thread then ends.
     */
    private List<String> failures() {
        synchronized (logged) {
            return logged.list.stream().filter(e -> e.getLoggerName().equals(LOGGERS.get(0))
                    && e.getFormattedMessage().contains("reached exception in processing command"))
                    .map(e -> String.valueOf(e.getArgumentArray()[0])).toList();
        }
    }

    private long failuresOf(String loop) {
        return failures().stream().filter(loop::equals).count();
    }

    /** Loops ended by a failure, as the keeper logs them (a failure inside a failing command is logged twice above). */
    private long ended() {
        return messages().stream().filter(m -> m.startsWith("embedded broker: session loop Session Executor ")
                && m.endsWith(" failed")).count();
    }

    /** The keeper's restarts logged so far. */
    private long restarts() {
        return messages().stream().filter(m -> m.startsWith("embedded broker: session loop Session Executor ")
                && m.contains(" restarted; ")).count();
    }

    private List<String> messages() {
        synchronized (logged) {
            return logged.list.stream().map(ILoggingEvent::getFormattedMessage).toList();
        }
    }
}
