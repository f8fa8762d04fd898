package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.touchmove.firmware.publish.mqtt.Fixtures.WAIT;
import static org.touchmove.firmware.publish.mqtt.Fixtures.await;
import static org.touchmove.firmware.publish.mqtt.Fixtures.oneTo;
import static org.touchmove.firmware.publish.mqtt.Fixtures.root;
import static org.touchmove.firmware.publish.mqtt.Fixtures.settings;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.command.CommandReply;

/**
 * Boards sharing one connection ({@link MqttBrokerLink}) over the embedded broker, through a proxy that can cut it:
 * each board's events on its own topic in order with its own cursor, its own snapshots and status; a command reaches
 * only its board; a lost connection publishes the link's will and every board resumes from its cursor.
 */
class MqttBrokerLinkTest {

    private static final List<String> BOARDS = List.of("b-1", "b-2", "b-3");
    private static final String LINK_STATUS = "touchmove/v1/links/room-1/status";

    @TempDir
    Path tmp;

    private final List<String> handled = new CopyOnWriteArrayList<>();
    private final List<InMemoryEventLog> journals = new ArrayList<>();
    private final List<MqttBoardPublisher> boards = new ArrayList<>();
    private EmbeddedBroker broker;
    private TcpProxy proxy;
    private MqttBrokerLink link;
    private Subscriber watcher;

    @BeforeEach
    void start() throws Exception {
        broker = EmbeddedBroker.start(0);
        proxy = new TcpProxy(broker.uri().getPort());
        watcher = Subscriber.connect(broker.uri(), "watcher", "touchmove/v1/boards/#", "touchmove/v1/links/#");
        link = MqttBrokerLink.start(settings(tmp, proxy.uri()), "room-1", 2);
        for (String id : BOARDS) {
            InMemoryEventLog journal = new InMemoryEventLog(id);
            journals.add(journal);
            boards.add(link.attach(id, tmp.resolve(id), journal, new FakeSnapshots(journal), (cid, json, at) -> {
                handled.add(id + " " + cid);
                return CommandReply.accepted(cid, "{\"board\":\"" + id + "\"}");
            }));
        }
        for (MqttBoardPublisher b : boards) {
            assertThat(b.awaitConnected(WAIT)).isTrue();
        }
    }

    @AfterEach
    void stop() throws Exception {
        watcher.close();
        link.close();
        proxy.close();
        broker.close();
    }

    @Test
    void eachBoardKeepsItsTopicsCursorAndStatusOnOneConnection() throws Exception {
        for (int i = 0; i < 200; i++) {
            journals.get(i % 3).append();
        }
        for (int i = 0; i < 3; i++) {
            int b = i;
            String events = root(BOARDS.get(b)) + "events";
            long n = journals.get(b).lastDurableSeq();
            await(BOARDS.get(b) + " events", WAIT, () -> watcher.on(events).size() >= n);
            assertThat(watcher.on(events).stream().map(r -> Subscriber.seq(r.payload())).toList()).isEqualTo(oneTo(n));
            assertThat(watcher.on(events)).allMatch(r -> r.payload().contains("\"boardId\":\"" + BOARDS.get(b) + "\""));
            await("cursor of " + BOARDS.get(b), WAIT, () -> boards.get(b).acknowledgedSeq() == n);
            assertThat(watcher.on(root(BOARDS.get(b)) + "status").get(0).payload())
                    .startsWith("{\"v\":1,\"type\":\"status\",\"boardId\":\"" + BOARDS.get(b) + "\",\"state\":\"online\"")
                    .endsWith(",\"link\":\"room-1\"}"); // which link's status says whether to believe it
            String snapshot = root(BOARDS.get(b)) + "state/position";
            await(BOARDS.get(b) + " snapshot", WAIT, () -> watcher.on(snapshot).stream()
                    .anyMatch(r -> Subscriber.seq(r.payload()) == n));
        }
        assertThat(watcher.on(LINK_STATUS).get(0).payload())
                .startsWith("{\"v\":1,\"type\":\"link-status\",\"linkId\":\"room-1\",\"state\":\"online\",\"reason\":null,\"ts\":");

        boards.get(1).close();
        await("b-2 offline", WAIT, () -> last(root("b-2") + "status").contains("\"shutdown\""));
        assertThat(last(root("b-2") + "status")).endsWith(",\"link\":\"room-1\"}");
        assertThat(Files.readString(tmp.resolve("b-2").resolve(AckCursor.FILE_NAME)))
                .isEqualTo(journals.get(1).lastDurableSeq() + "\n");
        journals.get(0).append(); // the others go on on the same connection
        await("b-1 after b-2 left", WAIT,
                () -> watcher.on(root("b-1") + "events").size() == journals.get(0).lastDurableSeq());
        assertThat(last(root("b-1") + "status")).contains("\"online\"");
    }

    @Test
    void aCommandReachesOnlyItsBoardAndIsAnsweredOnItsTopic() throws Exception {
        // The command for no board of the link goes first, on the same connection: the link reads its commands in
        // order and handles them one at a time on one thread, so a wrong dispatch of c-2 would be handled, and
        // answered on the link's connection, before c-1. Once c-1's reply is here, it would show (issue 23: by
        // construction, not by a pause).
        watcher.publish(root("b-9") + "cmd", ArbiterCommandsTest.command("c-2", "start", Instant.now()), false);
        watcher.publish(root("b-3") + "cmd", ArbiterCommandsTest.command("c-1", "start", Instant.now()), false);
        await("reply", WAIT, () -> !watcher.on(root("b-3") + "cmd/reply").isEmpty());
        assertThat(watcher.on(root("b-3") + "cmd/reply").get(0).payload()).contains("\"boardId\":\"b-3\"",
                "\"id\":\"c-1\"", "\"status\":\"accepted\"", "\"state\":{\"board\":\"b-3\"}");
        assertThat(handled).containsExactly("b-3 c-1");
        assertThat(watcher.on(root("b-1") + "cmd/reply")).isEmpty();
    }

    @Test
    void aLostConnectionPublishesTheLinkWillAndEveryBoardResumesFromItsCursor() throws Exception {
        for (int i = 0; i < 30; i++) {
            journals.get(i % 3).append();
        }
        await("first events", WAIT, () -> boards.stream().allMatch(b -> b.acknowledgedSeq() == 10));
        proxy.cut();
        await("the link's will", WAIT, () -> last(LINK_STATUS).contains("\"reason\":\"lost\""));
        assertThat(last(LINK_STATUS)).isEqualTo(
                "{\"v\":1,\"type\":\"link-status\",\"linkId\":\"room-1\",\"state\":\"offline\",\"reason\":\"lost\"}");
        for (int i = 0; i < 30; i++) {
            journals.get(i % 3).append();
        }
        await("reconnected", WAIT, () -> last(LINK_STATUS).contains("\"online\""));
        for (int b = 0; b < 3; b++) {
            String events = root(BOARDS.get(b)) + "events";
            await(BOARDS.get(b) + " all events", WAIT, () -> watcher.dedupedSeqs(events).size() == 20);
            assertThat(watcher.dedupedSeqs(events)).isEqualTo(oneTo(20));
        }
    }

    @Test
    void aBoardRepublishesOnRequestWhileTheOthersGoOn() throws Exception {
        for (int i = 0; i < 10; i++) {
            journals.get(0).append();
        }
        String events = root("b-1") + "events";
        await("b-1 events", WAIT, () -> boards.get(0).acknowledgedSeq() == 10);
        boards.get(0).republishFrom(4);
        journals.get(1).append();
        await("the copies", WAIT, () -> watcher.on(events).size() == 17);
        assertThat(watcher.on(events).stream().map(r -> Subscriber.seq(r.payload())).toList().subList(10, 17))
                .containsExactly(4L, 5L, 6L, 7L, 8L, 9L, 10L);
        await("b-2 meanwhile", WAIT, () -> watcher.on(root("b-2") + "events").size() == 1);
    }

    @Test
    void theLinkStatusLivesBesideTheBoardsUnderAnyRoot() {
        assertThat(MqttBrokerLink.statusTopic(settings(tmp, broker.uri()), "room-1")).isEqualTo(LINK_STATUS);
        assertThat(MqttBrokerLink.linksRoot("club/touchmove/v1/boards/")).isEqualTo("club/touchmove/v1/links/");
        assertThat(MqttBrokerLink.linksRoot("tm/board-")).isEqualTo("tm/links/");
        assertThat(MqttBrokerLink.linksRoot("boards/")).isEqualTo("links/");
        MqttSettings d = settings(tmp, broker.uri());
        MqttSettings onLinks = new MqttSettings(d.brokerUris(), "tm/links/{boardId}/", d.clientId(), "", "",
                d.caFile(), d.clientCertFile(), d.clientKeyFile(), tmp, d.keepAlive(), d.connectTimeout(),
                d.inFlightWindow(), d.reconnectMin(), d.reconnectMax(), d.maxCommandAge());
        assertThatThrownBy(() -> MqttBrokerLink.start(onLinks, "room-2", 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("publishes its status under tm/links/, which must not be the boards' own level");
    }

    @Test
    void aBoardIdIsAttachedOnce() {
        assertThatThrownBy(() -> link.attach("b-1", tmp.resolve("again"), new InMemoryEventLog("b-1"),
                new FakeSnapshots(new InMemoryEventLog("b-1")), (id, json, at) -> null))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("already on mqtt link room-1");
    }

    /**
     * close() closes the boards it finds, then the connection: a board attached meanwhile was on no list, never closed
     * (no offline status, its cursor not written) though attach() had accepted it. Held inside one board's close (its
     * journal's listener removal waits), an attach must be refused.
     */
    @Test
    void aBoardAttachedWhileTheLinkClosesIsRefused() throws Exception {
        java.util.concurrent.CountDownLatch inClose = new java.util.concurrent.CountDownLatch(1);
        java.util.concurrent.CountDownLatch goOn = new java.util.concurrent.CountDownLatch(1);
        InMemoryEventLog inner = new InMemoryEventLog("b-4");
        org.touchmove.firmware.journal.EventLog held = new org.touchmove.firmware.journal.EventLog() {
            @Override
            public long lastDurableSeq() {
                return inner.lastDurableSeq();
            }

            @Override
            public List<org.touchmove.firmware.journal.StoredEvent> readAfter(long afterSeq, int max) {
                return inner.readAfter(afterSeq, max);
            }

            @Override
            public void addCommitListener(Runnable listener) {
                inner.addCommitListener(listener);
            }

            @Override
            public void removeCommitListener(Runnable listener) {
                inner.removeCommitListener(listener);
                inClose.countDown();
                try {
                    goOn.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        };
        link.attach("b-4", tmp.resolve("b-4"), held, new FakeSnapshots(inner), (id, json, at) -> null);
        Thread closer = new Thread(link::close, "link-closer");
        closer.start();
        try {
            assertThat(inClose.await(WAIT.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS)).isTrue();
            assertThatThrownBy(() -> link.attach("b-5", tmp.resolve("b-5"), new InMemoryEventLog("b-5"),
                    new FakeSnapshots(new InMemoryEventLog("b-5")), (id, json, at) -> null))
                    .isInstanceOf(IllegalStateException.class).hasMessageContaining("mqtt link room-1 is closed");
        } finally {
            goOn.countDown();
            closer.join(WAIT.toMillis());
        }
        assertThat(closer.isAlive()).isFalse();
    }

    private String last(String topic) {
        List<Subscriber.Received> on = watcher.on(topic);
        return on.isEmpty() ? "" : on.get(on.size() - 1).payload();
    }
}
