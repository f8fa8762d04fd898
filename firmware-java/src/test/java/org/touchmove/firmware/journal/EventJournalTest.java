package org.touchmove.firmware.journal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.touchmove.firmware.journal.JournalEvents.BOARD;
import static org.touchmove.firmware.journal.JournalEvents.appendGroup;
import static org.touchmove.firmware.journal.JournalEvents.move;
import static org.touchmove.firmware.journal.JournalEvents.newGame;
import static org.touchmove.firmware.journal.JournalEvents.tick;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.EventJson;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.touchmove.hal.testing.LogCapture;

class EventJournalTest {

    /** The warnings this test provokes on purpose: asserted here, not printed (issue 23). */
    @RegisterExtension
    final LogCapture log = LogCapture.of(EventJournal.class);

    private static final JournalOptions SMALL = JournalOptions.DEFAULT.withSegmentBytes(1024);

    @TempDir
    Path stateDir;

    private EventJournal open(JournalOptions options) {
        return EventJournal.open(stateDir, BOARD, options);
    }

    private static List<Long> seqs(List<StoredEvent> events) {
        return events.stream().map(StoredEvent::seq).toList();
    }

    private static List<Long> range(long from, long to) {
        return LongStream.rangeClosed(from, to).boxed().toList();
    }

    private List<Path> segments() throws Exception {
        try (Stream<Path> files = Files.list(stateDir.resolve(BOARD).resolve("journal"))) {
            return files.filter(p -> p.toString().endsWith(".seg")).sorted().toList();
        }
    }

    @Test
    void committedEvents_readBackAcrossSegments_asTheExactJsonLines() throws Exception {
        List<Event> written = new ArrayList<>();
        try (EventJournal journal = open(SMALL)) {
            for (int group = 0; group < 12; group++) {
                for (int i = 0; i <= group % 5; i++) {
                    Event e = move(journal.nextSeq(), 1000L * written.size());
                    written.add(e);
                    journal.append(e);
                }
                journal.commit();
            }
            assertThat(segments()).hasSizeGreaterThan(2);
            List<StoredEvent> all = journal.readAfter(0, 1000);
            assertThat(seqs(all)).isEqualTo(range(1, written.size()));
            for (int i = 0; i < written.size(); i++) {
                assertThat(all.get(i).json()).isEqualTo(EventJson.write(written.get(i)));
                assertThat(all.get(i).type()).isEqualTo("move");
            }
            assertThat(seqs(journal.readAfter(17, 5))).isEqualTo(range(18, 22));
            assertThat(journal.readAfter(written.size(), 10)).isEmpty();
            assertThat(journal.readAfter(0, 0)).isEmpty();

            // A consumer that tails in small steps sees every event once, in order.
            List<Long> tailed = new ArrayList<>();
            long cursor = 0;
            List<StoredEvent> batch;
            while (!(batch = journal.readAfter(cursor, 3)).isEmpty()) {
                batch.forEach(e -> tailed.add(e.seq()));
                cursor = batch.get(batch.size() - 1).seq();
            }
            assertThat(tailed).isEqualTo(range(1, written.size()));
        }
    }

    @Test
    void appendedEvents_areInvisibleUntilCommitted_andListenersRunAfterThey() {
        try (EventJournal journal = open(JournalOptions.DEFAULT)) {
            List<Long> seenByListener = new ArrayList<>();
            journal.addCommitListener(() -> seenByListener.add(journal.lastDurableSeq()));
            journal.append(newGame(1, 0));
            journal.append(move(2, 10));
            assertThat(journal.readAfter(0, 10)).isEmpty();
            assertThat(journal.lastDurableSeq()).isZero();
            assertThat(journal.nextSeq()).isEqualTo(3);
            journal.commit();
            assertThat(seqs(journal.readAfter(0, 10))).containsExactly(1L, 2L);
            assertThat(seenByListener).containsExactly(2L);
            journal.commit(); // nothing pending: no listener call
            assertThat(seenByListener).containsExactly(2L);
        }
    }

    @Test
    void aFailingListener_doesNotKeepTheOthersFromBeingTold() {
        try (EventJournal journal = open(JournalOptions.DEFAULT)) {
            List<String> told = new ArrayList<>();
            journal.addCommitListener(() -> {
                throw new IllegalStateException("listener bug");
            });
            Runnable second = () -> told.add("second");
            journal.addCommitListener(second);
            appendGroup(journal, 2);
            assertThat(told).containsExactly("second");
            journal.removeCommitListener(second);
            appendGroup(journal, 1);
            assertThat(told).containsExactly("second");
        }
        String failed = "ERROR board " + BOARD + ": a journal commit listener failed"
                + " | java.lang.IllegalStateException: listener bug";
        assertThat(log.warnings()).as("once per commit").containsExactly(failed, failed);
    }

    @Test
    void seq_keepsRisingAcrossReopen() {
        try (EventJournal journal = open(SMALL)) {
            appendGroup(journal, 30);
        }
        try (EventJournal journal = open(SMALL)) {
            assertThat(journal.lastDurableSeq()).isEqualTo(30);
            assertThat(journal.nextSeq()).isEqualTo(31);
            appendGroup(journal, 3);
        }
        try (EventJournal journal = open(SMALL)) {
            assertThat(seqs(journal.readAfter(0, 100))).isEqualTo(range(1, 33));
        }
    }

    @Test
    void close_commitsWhatIsPending() {
        try (EventJournal journal = open(JournalOptions.DEFAULT)) {
            journal.append(tick(1, 0));
        }
        try (EventJournal journal = open(JournalOptions.DEFAULT)) {
            assertThat(seqs(journal.readAfter(0, 10))).containsExactly(1L);
        }
    }

    @Test
    void legacySequenceFile_isHonouredOnFirstStart_soNoNumberIsReused() throws Exception {
        Path seqFile = stateDir.resolve(BOARD).resolve("seq");
        Files.createDirectories(seqFile.getParent());
        Files.writeString(seqFile, "41\n");
        try (EventJournal journal = open(JournalOptions.DEFAULT)) {
            assertThat(journal.nextSeq()).isEqualTo(42);
            assertThat(journal.lastDurableSeq()).isEqualTo(41);
            appendGroup(journal, 2);
            assertThat(seqs(journal.readAfter(0, 10))).containsExactly(42L, 43L);
        }
        assertThat(segments()).extracting(p -> p.getFileName().toString())
                .containsExactly("00000000000000000042.seg");
        // Once the journal holds events it is the source of seq; the old file is no longer read.
        Files.writeString(seqFile, "7\n");
        try (EventJournal journal = open(JournalOptions.DEFAULT)) {
            assertThat(journal.nextSeq()).isEqualTo(44);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"+42\n", "-1\n", "\u0664\u0662\n", "12x\n", "42 \n", " 42\n", "", "\n", "4\n2\n",
            "9223372036854775808\n", "00000000000000000001\n"})
    void corruptLegacySequenceFile_isAnErrorNamingTheFile(String content) throws Exception {
        Path seqFile = stateDir.resolve(BOARD).resolve("seq");
        Files.createDirectories(seqFile.getParent());
        Files.writeString(seqFile, content);
        assertThatThrownBy(() -> open(JournalOptions.DEFAULT))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining(seqFile.toString())
                .hasMessageContaining("corrupt");
    }

    @Test
    void seq_refusesToPassLongMaxValue() throws Exception {
        Path seqFile = stateDir.resolve(BOARD).resolve("seq");
        Files.createDirectories(seqFile.getParent());
        Files.writeString(seqFile, (Long.MAX_VALUE - 1) + "\n");
        try (EventJournal journal = open(JournalOptions.DEFAULT)) {
            assertThat(journal.nextSeq()).isEqualTo(Long.MAX_VALUE);
            journal.append(move(Long.MAX_VALUE, 0));
            journal.commit();
            assertThatThrownBy(journal::nextSeq)
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining(BOARD).hasMessageContaining(String.valueOf(Long.MAX_VALUE));
            assertThatThrownBy(() -> journal.append(move(Long.MIN_VALUE, 0)))
                    .isInstanceOf(IllegalStateException.class);
        }
        try (EventJournal journal = open(JournalOptions.DEFAULT)) {
            assertThat(seqs(journal.readAfter(0, 10))).containsExactly(Long.MAX_VALUE);
            assertThatThrownBy(journal::nextSeq).isInstanceOf(IllegalStateException.class);
        }
    }

    @Test
    void append_refusesAWrongSeqOrAnotherBoardsEvent() {
        try (EventJournal journal = open(JournalOptions.DEFAULT)) {
            assertThatThrownBy(() -> journal.append(move(2, 0)))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("seq 2").hasMessageContaining("seq 1 is next");
            Event other = new Event("board-8", "g", 1, JournalEvents.START, 0, move(1, 0).body());
            assertThatThrownBy(() -> journal.append(other))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("board-8");
            assertThat(journal.pendingCount()).isZero();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"", ".", "..", "a/b", "a\\b"})
    void aBoardIdThatCannotNameADirectory_isRefused(String boardId) {
        assertThatThrownBy(() -> EventJournal.open(stateDir, boardId, JournalOptions.DEFAULT))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("board id");
    }

    @Test
    void aSecondWriterOnTheSameBoard_isRefused_untilTheFirstCloses() {
        try (EventJournal first = open(JournalOptions.DEFAULT)) {
            appendGroup(first, 1);
            assertThatThrownBy(() -> open(JournalOptions.DEFAULT))
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining(BOARD).hasMessageContaining("in use");
            appendGroup(first, 1);
        }
        try (EventJournal again = open(JournalOptions.DEFAULT)) {
            assertThat(again.nextSeq()).isEqualTo(3);
        }
    }

    @Test
    void aFailedFsync_showsNothing_andStopsTheJournalUntilReopened() {
        boolean[] failing = {false};
        Durable flaky = new Durable(new Durable.Syncs() {
            @Override
            public void forceFile(java.nio.channels.FileChannel channel, Path file) throws java.io.IOException {
                if (failing[0]) {
                    throw new java.io.IOException("EIO (test)");
                }
            }

            @Override
            public void forceDirectory(Path directory) {
            }
        });
        List<Long> told = new ArrayList<>();
        try (EventJournal journal = EventJournal.open(stateDir, BOARD, JournalOptions.DEFAULT, flaky)) {
            journal.addCommitListener(() -> told.add(journal.lastDurableSeq()));
            appendGroup(journal, 2);
            failing[0] = true;
            journal.append(move(3, 3000));
            assertThatThrownBy(journal::commit)
                    .isInstanceOf(java.io.UncheckedIOException.class)
                    .hasMessageContaining(BOARD).hasMessageContaining("seq 3..3").hasMessageContaining("reopen");
            assertThat(journal.lastDurableSeq()).isEqualTo(2);
            assertThat(seqs(journal.readAfter(0, 10))).containsExactly(1L, 2L);
            assertThat(told).containsExactly(2L);
            assertThatThrownBy(() -> journal.append(move(4, 4000)))
                    .isInstanceOf(IllegalStateException.class).hasMessageContaining("failed");
        }
        try (EventJournal journal = open(JournalOptions.DEFAULT)) {
            // Whether the failed commit's bytes reached the disk is unknown; the journal holds whole groups only.
            assertThat(journal.lastDurableSeq()).isBetween(2L, 3L);
            assertThat(seqs(journal.readAfter(0, 10))).isEqualTo(range(1, journal.lastDurableSeq()));
        }
    }

    @Test
    void groupCommit_forcesOncePerCommit_andANewSegmentAlsoForcesItsDirectory() {
        RecordingSyncs syncs = new RecordingSyncs();
        try (EventJournal journal = EventJournal.open(stateDir, BOARD, JournalOptions.DEFAULT, new Durable(syncs))) {
            syncs.takeCalls();
            appendGroup(journal, 1);
            // The first commit creates the segment: its name is made durable before its data.
            assertThat(syncs.takeCalls()).containsExactly("dir journal", "file 00000000000000000001.seg");
            appendGroup(journal, 8);
            assertThat(syncs.takeCalls()).containsExactly("file 00000000000000000001.seg");
            appendGroup(journal, 64);
            assertThat(syncs.takeCalls()).containsExactly("file 00000000000000000001.seg");
            journal.commit();
            assertThat(syncs.takeCalls()).isEmpty();
        }
    }

    @Test
    void opening_createsTheDirectoriesDurably() {
        RecordingSyncs syncs = new RecordingSyncs();
        try (EventJournal journal = EventJournal.open(stateDir, BOARD, JournalOptions.DEFAULT, new Durable(syncs))) {
            assertThat(syncs.calls).containsExactly("dir " + stateDir.getFileName(), "dir " + BOARD);
        }
    }

    @Test
    void commitUrgency_ticksMayWaitForTheInterval_theGameRecordMayNot() {
        JournalOptions options = JournalOptions.DEFAULT.withTickCommitInterval(Duration.ofMillis(1000));
        try (EventJournal journal = open(options)) {
            assertThat(journal.commitDeadline()).isEmpty();
            assertThat(journal.commitDue(Long.MAX_VALUE)).isFalse();
            journal.append(tick(1, 5_000));
            journal.append(tick(2, 5_600));
            assertThat(journal.hasUrgentPending()).isFalse();
            assertThat(journal.commitDeadline()).hasValue(6_000);
            assertThat(journal.commitDue(5_999)).isFalse();
            assertThat(journal.commitDue(6_000)).isTrue();
            journal.append(move(3, 5_700));
            assertThat(journal.hasUrgentPending()).isTrue();
            assertThat(journal.commitDue(5_700)).isTrue();
            journal.commit();
            assertThat(journal.hasUrgentPending()).isFalse();
            assertThat(journal.pendingCount()).isZero();
        }
    }

    @Test
    void currentGame_isEverythingFromTheLastNewGame_alsoAfterReopen() {
        try (EventJournal journal = open(SMALL)) {
            journal.append(newGame(1, 0));
            appendGroup(journal, 20);
            journal.append(newGame(22, 30_000));
            journal.append(move(23, 31_000));
            journal.commit();
            journal.append(tick(24, 32_000));
            assertThat(seqs(journal.currentGame())).containsExactly(22L, 23L);
            journal.commit();
            assertThat(seqs(journal.currentGame())).containsExactly(22L, 23L, 24L);
            assertThat(journal.currentGame().get(0).type()).isEqualTo("new-game");
        }
        try (EventJournal journal = open(SMALL)) {
            assertThat(seqs(journal.currentGame())).containsExactly(22L, 23L, 24L);
        }
    }

    @Test
    void currentGame_isEmptyWithoutANewGame() {
        try (EventJournal journal = open(JournalOptions.DEFAULT)) {
            appendGroup(journal, 3);
            assertThat(journal.currentGame()).isEmpty();
        }
    }

    @Test
    void retention_rotatesOldSegmentsOut_butNeverTheCurrentGame() throws Exception {
        JournalOptions options = new JournalOptions(1024, 4096, Duration.ofSeconds(1));
        RecordingSyncs syncs = new RecordingSyncs();
        try (EventJournal journal = EventJournal.open(stateDir, BOARD, options, new Durable(syncs))) {
            journal.append(newGame(1, 0));
            for (int i = 0; i < 40; i++) {
                appendGroup(journal, 3);
            }
            // One long game: nothing of it may go, however large the journal grows.
            assertThat(seqs(journal.readAfter(0, 1000))).isEqualTo(range(1, 121));
            assertThat(totalBytes()).isGreaterThan(4096);

            journal.append(newGame(122, 50_000));
            appendGroup(journal, 3);
            appendGroup(journal, 3);
            List<StoredEvent> kept = journal.readAfter(0, 1000);
            assertThat(kept.get(0).seq()).isGreaterThan(1);
            assertThat(seqs(kept)).isEqualTo(range(kept.get(0).seq(), 128));
            assertThat(seqs(journal.currentGame())).isEqualTo(range(122, 128));
            assertThat(totalBytes()).isLessThanOrEqualTo(4096);
        }
        try (EventJournal journal = open(options)) {
            assertThat(seqs(journal.currentGame())).isEqualTo(range(122, 128));
            assertThat(journal.nextSeq()).isEqualTo(129);
        }
    }

    @Test
    void readAfter_theLastCommittedEventsFromMemoryAreTheSegmentsEvents() throws Exception {
        // Groups of 1 to 5 events over small segments: the recent events span groups and segment boundaries.
        java.util.Map<String, List<StoredEvent>> live = new java.util.LinkedHashMap<>();
        try (EventJournal journal = open(SMALL)) {
            for (int g = 0; g < 30; g++) {
                appendGroup(journal, 1 + g % 5);
                long last = journal.lastDurableSeq();
                for (long after = Math.max(0, last - EventJournal.RECENT_EVENTS - 2); after < last; after++) {
                    for (int max : new int[] {1, 3, 100}) {
                        live.put(after + "/" + max + "/" + last, journal.readAfter(after, max));
                    }
                }
            }
        }
        // Reopened, the journal has nothing in memory: every read comes from the segment files.
        try (EventJournal journal = open(SMALL)) {
            assertThat(segments()).hasSizeGreaterThan(3);
            live.forEach((key, read) -> {
                String[] k = key.split("/");
                long after = Long.parseLong(k[0]);
                int max = Integer.parseInt(k[1]);
                long last = Long.parseLong(k[2]);
                List<StoredEvent> fromFiles = journal.readAfter(after, max).stream()
                        .filter(e -> e.seq() <= last).toList();
                assertThat(read).as("readAfter(%d, %d) when seq %d was the last", after, max, last)
                        .isEqualTo(fromFiles);
            });
        }
    }

    @Test
    void retention_deletesDurably() {
        JournalOptions options = new JournalOptions(256, 512, Duration.ofSeconds(1));
        RecordingSyncs syncs = new RecordingSyncs();
        try (EventJournal journal = EventJournal.open(stateDir, BOARD, options, new Durable(syncs))) {
            for (int i = 0; i < 6; i++) {
                appendGroup(journal, 1);
            }
            syncs.takeCalls();
            appendGroup(journal, 1);
            List<String> calls = syncs.takeCalls();
            // create the new segment (dir), write it (file), delete the oldest (dir)
            assertThat(calls).containsExactly("dir journal", "file 00000000000000000007.seg", "dir journal");
            assertThat(journal.readAfter(0, 100).get(0).seq()).isGreaterThan(1);
        }
    }

    private long totalBytes() throws Exception {
        long total = 0;
        for (Path p : segments()) {
            total += Files.size(p);
        }
        return total;
    }
}
