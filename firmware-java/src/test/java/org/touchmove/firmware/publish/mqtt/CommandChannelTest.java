package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.firmware.publish.mqtt.Fixtures.WAIT;
import static org.touchmove.firmware.publish.mqtt.Fixtures.await;
import static org.touchmove.firmware.publish.mqtt.Fixtures.root;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.eclipse.paho.client.mqttv3.MqttAsyncClient;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.command.CommandReply;

/** The command channel alone, replying on a real broker over TCP: applied once, answered on cmd/reply. */
class CommandChannelTest {

    private static final String BOARD = "b-3";
    private static final String REPLY = root(BOARD) + "cmd/reply";

    private final List<String> handled = new CopyOnWriteArrayList<>();
    private EmbeddedBroker broker;
    private MqttAsyncClient client;
    private Subscriber arbiter;
    private CommandChannel channel;

    @BeforeEach
    void connect() throws Exception {
        broker = EmbeddedBroker.start(0);
        client = new MqttAsyncClient(broker.uri().toString(), "board-" + BOARD, new MemoryPersistence());
        client.connect().waitForCompletion(WAIT.toMillis());
        arbiter = Subscriber.connect(broker.uri(), "arbiter", REPLY);
        CommandHandler runtime = (id, json, at) -> {
            handled.add(id);
            return CommandReply.accepted(id, "{\"phase\":\"playing\"}");
        };
        channel = new CommandChannel(BOARD, new CommandGate(runtime, Clock.systemUTC(), Duration.ofSeconds(60)),
                Runnable::run, new Topics(root(BOARD)), new Payloads(BOARD), Clock.systemUTC());
    }

    @AfterEach
    void stop() throws Exception {
        try {
            arbiter.close();
            client.disconnect().waitForCompletion(WAIT.toMillis());
            client.close();
        } finally {
            broker.close();
        }
    }

    @Test
    void aCommandIsAppliedAndAnswered() throws Exception {
        channel.replyOn(client);
        channel.received(ArbiterCommandsTest.command("c-1", "start", Instant.now()), false);
        await("the reply", WAIT, () -> !arbiter.on(REPLY).isEmpty());
        assertThat(arbiter.on(REPLY).get(0).payload()).contains("\"boardId\":\"b-3\"", "\"id\":\"c-1\"",
                "\"status\":\"accepted\"", "\"state\":{\"phase\":\"playing\"}");
        assertThat(handled).containsExactly("c-1");
    }

    @Test
    void aRetainedCommandIsRefusedAndNeverApplied() throws Exception {
        channel.replyOn(client);
        channel.received(ArbiterCommandsTest.command("c-2", "start", Instant.now()), true);
        await("the reply", WAIT, () -> !arbiter.on(REPLY).isEmpty());
        assertThat(arbiter.on(REPLY).get(0).payload()).contains("\"id\":\"c-2\"", "\"status\":\"refused\"",
                "\"reason\":\"malformed: a command must not be retained\"");
        assertThat(handled).isEmpty();
    }

    @Test
    void withoutAConnectionTheReplyIsDroppedAndSaidSo() throws Exception {
        Logger logger = (Logger) LoggerFactory.getLogger(CommandChannel.class);
        ListAppender<ILoggingEvent> logged = new ListAppender<>();
        logged.start();
        logger.addAppender(logged);
        try {
            channel.replyOn(null);
            channel.received(ArbiterCommandsTest.command("c-3", "start", Instant.now()), false);
        } finally {
            logger.detachAppender(logged);
        }
        assertThat(handled).containsExactly("c-3");
        assertThat(logged.list).extracting(ILoggingEvent::getFormattedMessage).containsExactly(
                "mqtt board b-3: reply to command c-3 not sent, no connection (a retry with the same id gets it)");
        // Answered once a connection is up: the repeat gets the same reply, without applying it again.
        channel.replyOn(client);
        channel.received(ArbiterCommandsTest.command("c-3", "start", Instant.now()), false);
        await("the reply", WAIT, () -> !arbiter.on(REPLY).isEmpty());
        assertThat(arbiter.on(REPLY).get(0).payload()).contains("\"id\":\"c-3\"", "\"status\":\"accepted\"");
        assertThat(handled).containsExactly("c-3");
    }
}
