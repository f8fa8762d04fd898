package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.firmware.publish.mqtt.Fixtures.WAIT;
import static org.touchmove.firmware.publish.mqtt.Fixtures.await;
import static org.touchmove.firmware.publish.mqtt.Fixtures.root;
import static org.touchmove.firmware.publish.mqtt.Fixtures.settings;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.command.CommandReply;

/** The arbiter channel over the embedded broker: one reply per command id; refusals never reach the runtime. */
class ArbiterCommandsTest {

    private static final String BOARD = "b-1";
    private static final String CMD = root(BOARD) + "cmd";
    private static final String REPLY = root(BOARD) + "cmd/reply";

    @TempDir
    Path tmp;

    private final List<String> handled = new CopyOnWriteArrayList<>();
    private EmbeddedBroker broker;
    private MqttBoardPublisher publisher;
    private Subscriber arbiter;

    @BeforeEach
    void start() throws Exception {
        broker = EmbeddedBroker.start(0);
        InMemoryEventLog journal = new InMemoryEventLog(BOARD);
        CommandHandler runtime = (id, json, at) -> {
            handled.add(json);
            return json.contains("\"name\":\"start\"") ? CommandReply.accepted(id, "{\"phase\":\"playing\"}")
                    : CommandReply.refused(id, "unknown command", null);
        };
        publisher = MqttBoardPublisher.start(settings(tmp, broker.uri()), BOARD, journal, new FakeSnapshots(journal),
                runtime);
        assertThat(publisher.awaitConnected(WAIT)).isTrue();
        // Both subscriptions are in place here: the board is connected only after its SUBACK, and the arbiter's
        // Subscriber returns once subscribed (LastingSubscription.start), so no pause is needed (issue 23).
        arbiter = Subscriber.connect(broker.uri(), "arbiter", REPLY);
    }

    @AfterEach
    void stop() throws Exception {
        arbiter.close();
        publisher.close();
        broker.close();
    }

    @Test
    void aCommandIsAppliedOnceAndAnsweredWithTheState() throws Exception {
        arbiter.publish(CMD, command("c-1", "start", Instant.now()), false);
        List<Subscriber.Received> replies = replies(1);
        assertThat(replies.get(0).payload()).startsWith("{\"v\":1,\"type\":\"cmd-reply\",\"boardId\":\"b-1\","
                + "\"id\":\"c-1\",\"status\":\"accepted\",\"reason\":null,\"state\":{\"phase\":\"playing\"},\"ts\":");
        assertThat(replies.get(0).retained()).isFalse();

        arbiter.publish(CMD, command("c-1", "start", Instant.now()), false); // delivered twice (QoS 1 may do so)
        replies = replies(2);
        assertThat(replies.get(1).payload()).contains("\"id\":\"c-1\"", "\"status\":\"accepted\"");
        assertThat(handled).hasSize(1);
    }

    @Test
    void aStaleCommandIsRefusedAndNeverReachesTheRuntime() throws Exception {
        arbiter.publish(CMD, command("c-2", "start", Instant.now().minusSeconds(120)), false);
        String reply = replies(1).get(0).payload();
        assertThat(reply).contains("\"id\":\"c-2\"", "\"status\":\"refused\"", "\"reason\":\"stale: issued ");
        assertThat(handled).isEmpty();
    }

    @Test
    void malformedCommandsAreRefusedWithTheReason() throws Exception {
        arbiter.publish(CMD, "start the clock please", false);
        arbiter.publish(CMD, "{\"name\":\"start\",\"issuedAt\":\"" + Instant.now() + "\"}", false);
        arbiter.publish(CMD, "{\"id\":\"c-3\",\"name\":\"start\",\"issuedAt\":\"yesterday\"}", false);
        List<Subscriber.Received> replies = replies(3);
        assertThat(replies.get(0).payload()).contains("\"id\":null", "\"reason\":\"malformed: not valid JSON");
        assertThat(replies.get(1).payload()).contains("\"id\":null", "\"reason\":\"malformed: id is missing\"");
        assertThat(replies.get(2).payload()).contains("\"id\":\"c-3\"",
                "\"reason\":\"malformed: issuedAt 'yesterday' is not an ISO-8601 instant\"");
        assertThat(handled).isEmpty();
    }

    @Test
    void aRefusalFromTheRuntimeIsPassedOn() throws Exception {
        arbiter.publish(CMD, command("c-4", "fly", Instant.now()), false);
        assertThat(replies(1).get(0).payload()).contains("\"status\":\"refused\"", "\"reason\":\"unknown command\"",
                "\"state\":null");
        assertThat(handled).hasSize(1);
    }

    @Test
    void aCommandForAnotherBoardIsNotApplied() throws Exception {
        arbiter.publish(root("b-2") + "cmd", command("c-5", "start", Instant.now()), false);
        arbiter.publish(CMD, command("c-6", "fly", Instant.now()), false);
        // By construction, not by a pause: c-5 went first on the same connection, and the board handles its commands
        // one at a time in the order they arrive, replying in that order; had c-5 been applied, its reply would be
        // the first (issue 23).
        assertThat(replies(1).get(0).payload()).contains("\"id\":\"c-6\"");
        assertThat(arbiter.on(REPLY)).hasSize(1);
        assertThat(handled).hasSize(1).allMatch(json -> json.contains("c-6"));
    }

    private List<Subscriber.Received> replies(int n) throws InterruptedException {
        await(n + " replies", WAIT, () -> arbiter.on(REPLY).size() >= n,
                () -> arbiter.on(REPLY).toString());
        return arbiter.on(REPLY);
    }

    static String command(String id, String name, Instant issuedAt) {
        return "{\"id\":\"" + id + "\",\"name\":\"" + name + "\",\"issuedAt\":\"" + issuedAt + "\"}";
    }
}
