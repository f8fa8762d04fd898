package org.touchmove.firmware.journal;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A consumer tails the journal on its own thread while the board commits: it sees every event once, in order. */
class JournalConcurrentReadTest {

    private static final int EVENTS = 3000;

    @TempDir
    Path stateDir;

    @Test
    void aTailingReader_seesEveryCommittedEventOnce_neverAnUncommittedOne() throws Exception {
        JournalOptions options = JournalOptions.DEFAULT.withSegmentBytes(2048);
        try (EventJournal journal = EventJournal.open(stateDir, JournalEvents.BOARD, options,
                JournalEvents.NO_FSYNC)) {
            List<Long> seen = new ArrayList<>();
            AtomicReference<Throwable> readerFailure = new AtomicReference<>();
            Thread reader = new Thread(() -> {
                try {
                    long cursor = 0;
                    while (cursor < EVENTS) {
                        long durable = journal.lastDurableSeq();
                        for (StoredEvent e : journal.readAfter(cursor, 7)) {
                            if (e.seq() != cursor + 1) {
                                throw new AssertionError("seq " + e.seq() + " after " + cursor);
                            }
                            if (e.seq() > journal.lastDurableSeq()) {
                                throw new AssertionError("seq " + e.seq() + " read before it was committed");
                            }
                            if (!e.json().contains("\"seq\":" + e.seq() + ",")) {
                                throw new AssertionError("record " + e.seq() + " carries " + e.json());
                            }
                            seen.add(e.seq());
                            cursor = e.seq();
                        }
                        if (cursor == durable) {
                            Thread.onSpinWait();
                        }
                    }
                } catch (Throwable t) {
                    readerFailure.set(t);
                }
            }, "journal-reader");
            reader.start();
            Random random = new Random(7);
            while (journal.nextSeq() <= EVENTS) {
                int group = (int) Math.min(1 + random.nextInt(10), EVENTS - journal.nextSeq() + 1);
                JournalEvents.appendGroup(journal, group);
            }
            reader.join(60_000);
            assertThat(reader.isAlive()).isFalse();
            assertThat(readerFailure.get()).isNull();
            assertThat(seen).hasSize(EVENTS);
            assertThat(seen.get(EVENTS - 1)).isEqualTo(EVENTS);
        }
    }
}
