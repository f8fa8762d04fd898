package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.firmware.publish.mqtt.Fixtures.await;
import static org.touchmove.firmware.publish.mqtt.Fixtures.root;
import static org.touchmove.firmware.publish.mqtt.Fixtures.settings;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.command.CommandReply;

/**
 * The board runtime makes a commit durable, which wakes the publisher, and updates its state view just after
 * (BoardRuntime: durable first, then the observers). A publisher that looked in between built the set before the
 * commit and took it for current at the commit's seq, so the game's last set (the last move, the result) was never
 * published: a demo's retained {@code state/pgn} stayed without them under load. Here the view is held behind the
 * journal by hand, on a real broker.
 */
class SnapshotsBehindTheJournalTest {

    private static final String BOARD = "b-behind";
    private static final String ROOT = root(BOARD);

    @TempDir
    Path dir;

    /** A state view the test moves by hand; counts how often the publisher read it. */
    private static final class HeldView implements StateSnapshots {
        final AtomicLong seq = new AtomicLong();
        final AtomicInteger reads = new AtomicInteger();

        @Override
        public Optional<Snapshot> current() {
            reads.incrementAndGet();
            long s = seq.get();
            return Optional.of(new Snapshot(s, "{\"atSeq\":" + s + "}", "{\"atSeq\":" + s + "}",
                    "{\"atSeq\":" + s + "}", "[Result \"*\"]\n\n" + s + " *\n"));
        }
    }

    @Test
    void theSetIsPublishedOnceTheViewHasCaughtUpWithNoFurtherCommit() throws Exception {
        InMemoryEventLog journal = new InMemoryEventLog(BOARD);
        HeldView view = new HeldView();
        for (int i = 0; i < 3; i++) {
            journal.append();
        }
        view.seq.set(2); // seq 3 is durable, the view has not taken it in yet
        try (EmbeddedBroker broker = EmbeddedBroker.start(0);
                Subscriber sub = Subscriber.connect(broker.uri(), "sub", ROOT + "state/#", ROOT + "events")) {
            MqttBoardPublisher publisher = MqttBoardPublisher.start(settings(dir, broker.uri()), BOARD, journal, view,
                    (id, json, at) -> CommandReply.refused(id, "no commands here", null));
            try {
                await("3 events", Duration.ofSeconds(60), () -> sub.dedupedSeqs(ROOT + "events").size() == 3);
                await("the view read", Duration.ofSeconds(60), () -> view.reads.get() > 0);
                view.seq.set(3); // the runtime's view catches up; no commit follows (the game is over)
                await("the set of seq 3 on every retained topic", Duration.ofSeconds(60), () -> List.of("game",
                        "position", "clock", "pgn").stream().allMatch(t -> sub.on(ROOT + "state/" + t).stream()
                        .anyMatch(m -> Subscriber.seq(m.payload()) == 3)));
                assertThat(sub.on(ROOT + "state/pgn")).as("never a set behind its events' commit")
                        .allMatch(m -> Subscriber.seq(m.payload()) == 3);
            } finally {
                publisher.close();
            }
        }
    }
}
