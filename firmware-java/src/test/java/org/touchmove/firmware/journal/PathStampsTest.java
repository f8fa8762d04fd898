package org.touchmove.firmware.journal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.firmware.journal.JournalEvents.BOARD;
import static org.touchmove.firmware.journal.JournalEvents.move;
import static org.touchmove.firmware.journal.JournalEvents.tick;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The journal's stage stamps for the latency bench (docs/performance.md, "Stage by stage"): each appended event's
 * encoding, and each commit group's start, write and fsync in that order, before the commit listeners run, and the end of those
 * listeners; nothing
 * when no recorder is installed.
 */
class PathStampsTest {

    @TempDir
    Path stateDir;

    @AfterEach
    void off() {
        PathStamps.install(null);
    }

    @Test
    void stampsEachEncodingAndEachGroupBeforeItsListeners() {
        List<String> seen = new ArrayList<>();
        PathStamps.install(new PathStamps.Recorder() {
            @Override
            public void encoded(long seq, long startNanos, long endNanos) {
                assertThat(endNanos).isGreaterThanOrEqualTo(startNanos);
                seen.add("encoded " + seq);
            }

            @Override
            public void committed(long firstSeq, long lastSeq, long startNanos, long writtenNanos, long forcedNanos) {
                assertThat(writtenNanos).isGreaterThanOrEqualTo(startNanos);
                assertThat(forcedNanos).isGreaterThanOrEqualTo(writtenNanos);
                seen.add("committed " + firstSeq + ".." + lastSeq);
            }

            @Override
            public void told(long lastSeq, long endNanos) {
                seen.add("told " + lastSeq);
            }
        });
        try (EventJournal journal = EventJournal.open(stateDir, BOARD, JournalOptions.DEFAULT)) {
            journal.addCommitListener(() -> seen.add("listener"));
            journal.append(tick(1, 0));
            journal.append(move(2, 10));
            journal.commit();
            journal.append(move(3, 20));
            journal.commit();
        }
        assertThat(seen).containsExactly("encoded 1", "encoded 2", "committed 1..2", "listener", "told 2",
                "encoded 3", "committed 3..3", "listener", "told 3");
    }

    @Test
    void stampsNothingWithoutARecorder() {
        PathStamps.install(null);
        try (EventJournal journal = EventJournal.open(stateDir, BOARD, JournalOptions.DEFAULT)) {
            journal.append(move(1, 0));
            journal.commit();
            assertThat(journal.lastDurableSeq()).isEqualTo(1);
        }
        assertThat(PathStamps.recorder()).isNull();
    }
}
