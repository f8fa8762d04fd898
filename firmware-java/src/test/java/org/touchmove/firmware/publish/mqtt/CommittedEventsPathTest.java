package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.firmware.publish.mqtt.Fixtures.WAIT;
import static org.touchmove.firmware.publish.mqtt.Fixtures.await;
import static org.touchmove.firmware.publish.mqtt.Fixtures.oneTo;
import static org.touchmove.firmware.publish.mqtt.Fixtures.root;
import static org.touchmove.firmware.publish.mqtt.Fixtures.settings;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.command.CommandReply;
import org.touchmove.firmware.journal.EventLog;
import org.touchmove.firmware.journal.StoredEvent;

/**
 * The move's path from a commit to the broker (docs/performance.md, "Move latency"): the committing thread sends the
 * events it just committed when no publishing work is running, the snapshots follow once the broker acknowledged
 * them, and {@link MqttBoardPublisher#idle()} says when nothing is in flight. Over TCP to the embedded broker.
 */
class CommittedEventsPathTest {

    private static final String BOARD = "b-hot";
    private static final String EVENTS = root(BOARD) + "events";
    private static final String PGN = root(BOARD) + "state/pgn";
    private static final CommandHandler NO_COMMANDS = (id, json, at) -> CommandReply.refused(id, "none", null);

    @TempDir
    Path tmp;

    @Test
    void theCommittingThreadSendsWhatItCommittedAndTheSnapshotsFollowTheAcknowledgement() throws Exception {
        InMemoryEventLog log = new InMemoryEventLog(BOARD);
        ReadingThreads journal = new ReadingThreads(log);
        try (EmbeddedBroker broker = EmbeddedBroker.start(0);
                Subscriber sub = Subscriber.connect(broker.uri(), "sub", EVENTS, PGN)) {
            MqttBoardPublisher publisher = MqttBoardPublisher.start(settings(Files.createDirectories(tmp.resolve("s")),
                    broker.uri()), BOARD, journal, new FakeSnapshots(log), NO_COMMANDS);
            try {
                assertThat(publisher.awaitConnected(WAIT)).isTrue();
                await("idle after connecting", WAIT, publisher::idle);
                for (int i = 1; i <= 20; i++) {
                    long seq = i;
                    Thread committer = new Thread(log::append, "committer-" + i);
                    committer.start();
                    committer.join();
                    await("event " + seq, WAIT, () -> sub.dedupedSeqs(EVENTS).contains(seq));
                    await("idle after event " + seq, WAIT, publisher::idle);
                    // The publisher was idle when the commit came: the committing thread read and sent the event.
                    assertThat(journal.readerOf(seq)).isEqualTo("committer-" + i);
                    await("snapshot at " + seq, WAIT,
                            () -> sub.on(PGN).stream().anyMatch(r -> r.payload().contains("\"seq\":" + seq + ",")));
                }
                assertThat(sub.dedupedSeqs(EVENTS)).isEqualTo(oneTo(20));
                // Every snapshot arrived after the event it reflects (it is published once that event is acknowledged).
                List<Subscriber.Received> all = sub.received();
                for (int i = 0; i < all.size(); i++) {
                    Subscriber.Received r = all.get(i);
                    long seq = r.topic().equals(PGN) ? Subscriber.seq(r.payload()) : 0;
                    if (seq > 0) { // the snapshot at seq 0 (no event yet) was published on connecting
                        assertThat(all.subList(0, i).stream().filter(e -> e.topic().equals(EVENTS))
                                .map(e -> Subscriber.seq(e.payload()))).as("events before the snapshot at %d", seq)
                                .contains(seq);
                    }
                }
            } finally {
                publisher.close();
            }
        }
    }

    @Test
    void notIdleWhileCommittedEventsWaitForTheBroker() throws Exception {
        InMemoryEventLog log = new InMemoryEventLog(BOARD);
        log.append();
        log.append();
        try (EmbeddedBroker broker = EmbeddedBroker.start(0)) {
            java.net.URI nowhere = java.net.URI.create("tcp://127.0.0.1:1"); // refused at once
            MqttBoardPublisher offline = MqttBoardPublisher.start(settings(Files.createDirectories(tmp.resolve("a")),
                    nowhere), BOARD, log, new FakeSnapshots(log), NO_COMMANDS);
            try {
                assertThat(offline.idle()).isFalse();
            } finally {
                offline.close();
            }
            MqttBoardPublisher online = MqttBoardPublisher.start(settings(Files.createDirectories(tmp.resolve("b")),
                    broker.uri()), BOARD, log, new FakeSnapshots(log), NO_COMMANDS);
            try {
                await("idle once both events are acknowledged", WAIT, online::idle);
                assertThat(online.acknowledgedSeq()).isEqualTo(2);
            } finally {
                online.close();
            }
        }
    }

    /** Which thread read each event from the journal first. */
    private static final class ReadingThreads implements EventLog {
        private final EventLog journal;
        private final Map<Long, String> readers = new ConcurrentHashMap<>();

        ReadingThreads(EventLog journal) {
            this.journal = journal;
        }

        String readerOf(long seq) {
            return readers.get(seq);
        }

        @Override
        public long lastDurableSeq() {
            return journal.lastDurableSeq();
        }

        @Override
        public List<StoredEvent> readAfter(long afterSeq, int max) {
            List<StoredEvent> read = journal.readAfter(afterSeq, max);
            String thread = Thread.currentThread().getName();
            read.forEach(e -> readers.putIfAbsent(e.seq(), thread));
            return read;
        }

        @Override
        public void addCommitListener(Runnable listener) {
            journal.addCommitListener(listener);
        }

        @Override
        public void removeCommitListener(Runnable listener) {
            journal.removeCommitListener(listener);
        }
    }
}
