package org.touchmove.firmware.journal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.touchmove.firmware.journal.JournalEvents.BOARD;
import static org.touchmove.firmware.journal.JournalEvents.move;
import static org.touchmove.firmware.journal.JournalEvents.newGame;
import static org.touchmove.firmware.journal.JournalEvents.tick;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.EventJson;

/**
 * Each state a crash or damage can leave: a torn last record (every length), an unfinished commit group, an unfilled
 * tail, a flipped bit, a truncated or missing segment. Record boundaries are computed here from the format (docs/journal.md), not taken
 * from the journal's reader.
 */
class JournalRecoveryTest {

    private static final JournalOptions SMALL = JournalOptions.DEFAULT.withSegmentBytes(1024);
    @TempDir
    Path root;

    private final ListAppender<ILoggingEvent> logged = new ListAppender<>();
    private Logger journalLogger;
    private int cases;

    @BeforeEach
    void captureLog() {
        journalLogger = (Logger) LoggerFactory.getLogger(EventJournal.class);
        logged.start();
        journalLogger.addAppender(logged);
        journalLogger.setAdditive(false); // the cuts this test provokes are asserted, not printed (issue 23)
    }

    @AfterEach
    void releaseLog() {
        journalLogger.detachAppender(logged);
        journalLogger.setAdditive(true);
    }

    /** The events 1..count of a game: a new game, then moves and ticks. */
    private static List<Event> game(int count) {
        List<Event> events = new ArrayList<>();
        events.add(newGame(1, 0));
        for (long seq = 2; seq <= count; seq++) {
            events.add(seq % 3 == 0 ? tick(seq, seq * 1000) : move(seq, seq * 1000));
        }
        return events;
    }

    /** Writes the events in groups of three into a fresh state directory; returns it. */
    private Path written(List<Event> events, JournalOptions options) {
        Path stateDir = root.resolve("case-" + cases++);
        try (EventJournal journal = EventJournal.open(stateDir, BOARD, options)) {
            for (int i = 0; i < events.size(); i++) {
                journal.append(events.get(i));
                if (i % 3 == 2) {
                    journal.commit();
                }
            }
        }
        return stateDir;
    }

    /** A record's length by the format: 12 header bytes, seq, type length, type, JSON. */
    private static int recordBytes(Event e) {
        return 12 + 8 + 1 + 1 + e.type().length() + EventJson.write(e).getBytes(StandardCharsets.UTF_8).length;
    }

    private static List<Path> segments(Path stateDir) throws IOException {
        try (Stream<Path> files = Files.list(stateDir.resolve(BOARD).resolve("journal"))) {
            return files.filter(p -> p.toString().endsWith(".seg")).sorted().toList();
        }
    }

    private static List<StoredEvent> readAll(Path stateDir, JournalOptions options) {
        try (EventJournal journal = EventJournal.open(stateDir, BOARD, options)) {
            return journal.readAfter(0, Integer.MAX_VALUE);
        }
    }

    private static void assertExactly(List<StoredEvent> stored, List<Event> expected) {
        assertThat(stored).hasSize(expected.size());
        for (int i = 0; i < expected.size(); i++) {
            assertThat(stored.get(i).seq()).isEqualTo(expected.get(i).seq());
            assertThat(stored.get(i).json()).isEqualTo(EventJson.write(expected.get(i)));
        }
    }

    private static void truncate(Path file, long size) throws IOException {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE)) {
            ch.truncate(size);
        }
    }

    private static void flipBit(Path file, long offset, int bit) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        bytes[(int) offset] ^= (byte) (1 << bit);
        Files.write(file, bytes);
    }

    /** Where the record of {@code events.get(index)} starts. */
    private static long startOf(List<Event> events, int index) {
        return events.subList(0, index).stream().mapToLong(JournalRecoveryTest::recordBytes).sum();
    }

    @Test
    void tornLastRecord_cutsItsWholeCommitGroup_atEveryLength_andNothingElseChanges() throws IOException {
        // Groups: 1..3 and 4..6. A torn record of the second group means its commit never returned: 4..6 go.
        List<Event> events = game(6);
        Path pristine = written(events, JournalOptions.DEFAULT);
        Path segment = segments(pristine).get(0);
        byte[] original = Files.readAllBytes(segment);
        long groupStart = startOf(events, 3);
        long lastStart = startOf(events, 5);
        int last = recordBytes(events.get(5));
        assertThat(original.length).isEqualTo(lastStart + last);
        // Every length of the last record (0 included: a cut between records of the group), and one cut in the
        // group's first record.
        List<Long> cuts = new ArrayList<>(List.of(groupStart + 17));
        for (long kept = 0; kept < last; kept++) {
            cuts.add(lastStart + kept);
        }
        for (long cut : cuts) {
            Path stateDir = root.resolve("cut-" + cut);
            Path file = stateDir.resolve(BOARD).resolve("journal").resolve(segment.getFileName());
            Files.createDirectories(file.getParent());
            Files.write(file, java.util.Arrays.copyOf(original, (int) cut));
            logged.list.clear();

            try (EventJournal journal = EventJournal.open(stateDir, BOARD, JournalOptions.DEFAULT, JournalEvents.NO_FSYNC)) {
                assertExactly(journal.readAfter(0, 100), events.subList(0, 3));
                assertThat(journal.lastDurableSeq()).as("file cut at %d", cut).isEqualTo(3);
                assertThat(journal.nextSeq()).isEqualTo(4);
                assertThat(journal.currentGame()).hasSize(3);
            }
            assertThat(Files.readAllBytes(file)).as("file cut at %d", cut)
                    .isEqualTo(java.util.Arrays.copyOf(original, (int) groupStart));
            long cutAt = cut;
            assertThat(logged.list).anySatisfy(e -> {
                assertThat(e.getLevel()).isEqualTo(Level.WARN);
                assertThat(e.getFormattedMessage()).as("file cut at %d", cutAt).contains(BOARD)
                        .contains(file.toString()).contains("offset " + groupStart);
            });
            // The cut journal goes on where it ended: the same events again give the same bytes.
            try (EventJournal journal = EventJournal.open(stateDir, BOARD, JournalOptions.DEFAULT, JournalEvents.NO_FSYNC)) {
                events.subList(3, 6).forEach(journal::append);
                journal.commit();
                assertExactly(journal.readAfter(0, 100), events);
            }
            assertThat(Files.readAllBytes(file)).isEqualTo(original);
        }
    }

    @Test
    void aCutAtTheEndOfACommitGroup_isAValidJournal() throws IOException {
        List<Event> events = game(6);
        Path stateDir = written(events, JournalOptions.DEFAULT);
        Path file = segments(stateDir).get(0);
        truncate(file, startOf(events, 3));
        logged.list.clear();
        assertExactly(readAll(stateDir, JournalOptions.DEFAULT), events.subList(0, 3));
        assertThat(logged.list).noneMatch(e -> e.getLevel() == Level.WARN);
    }

    @Test
    void aTailTheCrashNeverFilled_zeros_isCutOff() throws IOException {
        List<Event> events = game(6);
        Path stateDir = written(events, JournalOptions.DEFAULT);
        Path file = segments(stateDir).get(0);
        long size = Files.size(file);
        Files.write(file, new byte[4096], StandardOpenOption.APPEND);
        assertExactly(readAll(stateDir, JournalOptions.DEFAULT), events);
        assertThat(Files.size(file)).isEqualTo(size);
    }

    @Test
    void aLastRecordWhoseBytesDidNotAllReachTheDisk_isCutOff() throws IOException {
        List<Event> events = game(6);
        Path stateDir = written(events, JournalOptions.DEFAULT);
        Path file = segments(stateDir).get(0);
        long size = Files.size(file);
        // The end of the last record's JSON never reached the disk (zeros where a page was not written).
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE)) {
            ch.write(java.nio.ByteBuffer.allocate(10), size - 10);
        }
        assertExactly(readAll(stateDir, JournalOptions.DEFAULT), events.subList(0, 3));
        assertThat(Files.size(file)).isEqualTo(startOf(events, 3));
    }

    @Test
    void aFlippedBitInAnyRecordButTheLast_isReportedWithFileAndOffset_andNothingIsChanged() throws IOException {
        List<Event> events = game(6);
        Path stateDir = written(events, JournalOptions.DEFAULT);
        Path file = segments(stateDir).get(0);
        byte[] original = Files.readAllBytes(file);
        long recordStart = 0;
        for (int r = 0; r < 5; r++) {
            int bytes = recordBytes(events.get(r));
            // Every byte of the first record and of one in the unfinished-looking last group; every 7th elsewhere.
            int step = r == 0 || r == 4 ? 1 : 7;
            for (long offset = recordStart; offset < recordStart + bytes; offset += step) {
                flipBit(file, offset, (int) (offset % 8));
                long expectedOffset = recordStart;
                assertThatThrownBy(() -> EventJournal.open(stateDir, BOARD, JournalOptions.DEFAULT))
                        .as("bit flipped at offset %d", offset)
                        .isInstanceOfSatisfying(JournalCorruptException.class, e -> {
                            assertThat(e.file()).isEqualTo(file);
                            assertThat(e.offset()).isEqualTo(expectedOffset);
                        })
                        .hasMessageContaining(file.toString()).hasMessageContaining("offset " + expectedOffset)
                        .hasMessageContaining(BOARD);
                assertThat(Files.readAllBytes(file)).isNotEqualTo(original).hasSize(original.length);
                Files.write(file, original);
            }
            recordStart += bytes;
        }
        assertExactly(readAll(stateDir, JournalOptions.DEFAULT), events);
    }

    @Test
    void aFlippedBitInTheLastRecordOfAnEarlierSegment_isDamageNotATornTail() throws IOException {
        List<Event> events = game(40);
        Path stateDir = written(events, SMALL);
        List<Path> segments = segments(stateDir);
        assertThat(segments).hasSizeGreaterThan(2);
        Path first = segments.get(0);
        long size = Files.size(first);
        flipBit(first, size - 3, 2);
        assertThatThrownBy(() -> readAll(stateDir, SMALL))
                .isInstanceOf(JournalCorruptException.class).hasMessageContaining(first.toString());
        assertThat(Files.size(first)).isEqualTo(size);
    }

    @Test
    void anEarlierSegmentCutMidRecord_isReported() throws IOException {
        List<Event> events = game(40);
        Path stateDir = written(events, SMALL);
        Path first = segments(stateDir).get(0);
        long size = Files.size(first);
        truncate(first, size - 5);
        assertThatThrownBy(() -> readAll(stateDir, SMALL))
                .isInstanceOfSatisfying(JournalCorruptException.class,
                        e -> assertThat(e.file()).isEqualTo(first))
                .hasMessageContaining("offset");
        assertThat(Files.size(first)).isEqualTo(size - 5);
    }

    @Test
    void anEarlierSegmentCutAtARecordBoundary_isReported() throws IOException {
        List<Event> events = game(40);
        Path stateDir = written(events, SMALL);
        List<Path> segments = segments(stateDir);
        Path first = segments.get(0);
        long firstOfSecond = Long.parseLong(segments.get(1).getFileName().toString().substring(0, 20));
        long size = Files.size(first);
        long cutTo = size - recordBytes(events.get((int) firstOfSecond - 2));
        truncate(first, cutTo);
        assertThatThrownBy(() -> readAll(stateDir, SMALL))
                .isInstanceOfSatisfying(JournalCorruptException.class, e -> {
                    assertThat(e.file()).isEqualTo(first);
                    assertThat(e.offset()).isLessThan(cutTo);
                })
                .hasMessageContaining("truncated");
    }

    @Test
    void anEarlierSegmentCutByAWholeGroup_isReportedAsAGap() throws IOException {
        List<Event> events = game(40);
        JournalOptions twoGroups = JournalOptions.DEFAULT.withSegmentBytes(2048);
        Path stateDir = written(events, twoGroups);
        List<Path> segments = segments(stateDir);
        Path first = segments.get(0);
        long firstOfSecond = Long.parseLong(segments.get(1).getFileName().toString().substring(0, 20));
        assertThat(firstOfSecond).isEqualTo(7);
        // The last group of the first segment (seq 4..6) is gone; the segment still ends with a group end.
        truncate(first, startOf(events, 3));
        assertThatThrownBy(() -> readAll(stateDir, twoGroups))
                .isInstanceOfSatisfying(JournalCorruptException.class,
                        e -> assertThat(e.file()).isEqualTo(segments.get(1)))
                .hasMessageContaining("missing or truncated");
    }

    @Test
    void aMissingSegment_isReportedAsAGap() throws IOException {
        Path stateDir = written(game(40), SMALL);
        List<Path> segments = segments(stateDir);
        Files.delete(segments.get(1));
        assertThatThrownBy(() -> readAll(stateDir, SMALL))
                .isInstanceOfSatisfying(JournalCorruptException.class,
                        e -> assertThat(e.file()).isEqualTo(segments.get(2)))
                .hasMessageContaining("missing or truncated");
    }

    @Test
    void anEarlierSegmentTruncatedToNothing_isReported() throws IOException {
        Path stateDir = written(game(40), SMALL);
        List<Path> segments = segments(stateDir);
        truncate(segments.get(1), 0);
        assertThatThrownBy(() -> readAll(stateDir, SMALL))
                .isInstanceOfSatisfying(JournalCorruptException.class,
                        e -> assertThat(e.file()).isEqualTo(segments.get(1)))
                .hasMessageContaining("empty segment");
    }

    @Test
    void anIntactRecordOutOfSequence_isReported_notRenumbered() throws IOException {
        List<Event> events = game(6);
        Path stateDir = written(events, JournalOptions.DEFAULT);
        Path file = segments(stateDir).get(0);
        long size = Files.size(file);
        byte[] stray = RecordFormat.encode(99, "move", EventJson.write(move(99, 0)));
        Files.write(file, stray, StandardOpenOption.APPEND);
        assertThatThrownBy(() -> readAll(stateDir, JournalOptions.DEFAULT))
                .isInstanceOfSatisfying(JournalCorruptException.class, e -> assertThat(e.offset()).isEqualTo(size))
                .hasMessageContaining("seq 99").hasMessageContaining("seq 7");
    }

    @Test
    void aSegmentNamedSeqZero_isReported() throws IOException {
        Path stateDir = written(game(3), JournalOptions.DEFAULT);
        Path bad = stateDir.resolve(BOARD).resolve("journal").resolve("00000000000000000000.seg");
        Files.createFile(bad);
        assertThatThrownBy(() -> readAll(stateDir, JournalOptions.DEFAULT))
                .isInstanceOfSatisfying(JournalCorruptException.class, e -> assertThat(e.file()).isEqualTo(bad));
    }

    @Test
    void aSegmentCreatedButNeverWritten_beforeTheCrash_isWhereTheJournalGoesOn() throws IOException {
        List<Event> events = game(6);
        Path stateDir = written(events, JournalOptions.DEFAULT);
        Path empty = stateDir.resolve(BOARD).resolve("journal").resolve(SegmentInfo.fileName(7));
        Files.createFile(empty);
        try (EventJournal journal = EventJournal.open(stateDir, BOARD, JournalOptions.DEFAULT)) {
            assertThat(journal.nextSeq()).isEqualTo(7);
            journal.append(move(7, 7000));
            journal.commit();
        }
        assertThat(Files.size(empty)).isEqualTo(recordBytes(move(7, 7000)));
        assertThat(readAll(stateDir, JournalOptions.DEFAULT)).extracting(StoredEvent::seq)
                .containsExactly(1L, 2L, 3L, 4L, 5L, 6L, 7L);
    }
}
