package org.touchmove.firmware.journal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.EventJson;

/**
 * A board's append-only event journal in {@code <state.dir>/<board.id>/journal/} (docs/journal.md).
 *
 * <p>The board's runtime thread owns the write side: {@link #nextSeq()}, {@link #append(Event)} (buffers) and
 * {@link #commit()} (writes the buffered records and fsyncs once for the whole group, then tells the commit
 * listeners). Any thread may read: {@link #readAfter(long, int)}, {@link #currentGame()}, {@link #lastDurableSeq()}
 * see committed records only.
 *
 * <p>On open, a torn last record (an unfinished write cut by a crash) is cut off and logged at WARN; damage anywhere
 * else stops the open with a {@link JournalCorruptException} naming file and offset.
 */
public final class EventJournal implements EventLog, AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(EventJournal.class);
    private static final Pattern SEGMENT_NAME = Pattern.compile("(\\d{20})\\.seg");
    private static final String NEW_GAME = "new-game";
    /**
     * How many of the last committed events readers get from memory instead of the segment file: a publisher tailing
     * the journal reads each commit group right after it was made durable, so the last few groups cover it.
     */
    static final int RECENT_EVENTS = 8;
    /** A commit group is written with one buffer; a runtime commits at least every second, far below this. */
    private static final long MAX_GROUP_BYTES = 64L << 20;

    private final String boardId;
    private final Path directory;
    private final JournalOptions options;
    private final Durable durable;
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();

    // Write side: the owner thread only.
    private final List<Pending> pending = new ArrayList<>();
    private int urgentPending;
    private long pendingBytes;
    private long lastAppendedSeq;
    private FileChannel active;
    private FileChannel lockChannel;
    private SegmentInfo activeInfo;
    private String failure;
    private boolean closed;

    // Read side: immutable snapshots, replaced after each commit.
    private volatile View view;
    private volatile Cursor cursor;

    /**
     * What the readers see: committed segments, the last committed seq, where the current game starts, and the last
     * committed events themselves (at most {@link #RECENT_EVENTS}, consecutive, ending at {@code lastDurableSeq}).
     */
    private record View(List<SegmentInfo> segments, long lastDurableSeq, long currentGameSeq,
                        List<StoredEvent> recent) {
    }

    /** Where the record after the last one read starts, so a reader that tails the journal does not rescan. */
    private record Cursor(Path path, long nextSeq, long offset) {
    }

    private record Pending(StoredEvent event, boolean newGame, CommitUrgency urgency, long monoMs, byte[] record) {

        long seq() {
            return event.seq();
        }
    }

    private EventJournal(String boardId, Path directory, JournalOptions options, Durable durable) {
        this.boardId = boardId;
        this.directory = directory;
        this.options = options;
        this.durable = durable;
    }

    public static EventJournal open(Path stateDir, String boardId, JournalOptions options) {
        return open(stateDir, boardId, options, Durable.system());
    }

    /**
     * Opens (creating it if needed) the journal of {@code boardId} under {@code stateDir}, recovering from a crash.
     *
     * @throws JournalCorruptException if a file is damaged where a crash cannot explain it
     * @throws IllegalStateException   if the legacy sequence file is corrupt
     * @throws UncheckedIOException    if the files cannot be read or created
     */
    public static EventJournal open(Path stateDir, String boardId, JournalOptions options, Durable durable) {
        checkBoardId(boardId);
        Path boardDir = stateDir.resolve(boardId);
        EventJournal journal = new EventJournal(boardId, boardDir.resolve("journal"), options, durable);
        try {
            journal.recover(boardDir.resolve("seq"));
        } catch (IOException e) {
            journal.closeQuietlyAfter(e);
            throw new UncheckedIOException("board " + boardId + ": cannot open journal " + journal.directory, e);
        } catch (RuntimeException e) {
            journal.closeQuietlyAfter(e);
            throw e;
        }
        return journal;
    }

    private static void checkBoardId(String boardId) {
        if (boardId == null || boardId.isEmpty() || boardId.equals(".") || boardId.equals("..")
                || boardId.contains("/") || boardId.contains("\\") || boardId.indexOf('\0') >= 0) {
            throw new IllegalArgumentException("board id '" + boardId + "' cannot name a journal directory");
        }
    }

    // ---------------------------------------------------------------------------------------------- recovery

    private void recover(Path legacySeqFile) throws IOException {
        durable.createDirectories(directory);
        lock();
        List<Path> files = segmentFiles();
        List<SegmentInfo> segments = new ArrayList<>();
        long currentGame = 0;
        for (int i = 0; i < files.size(); i++) {
            Path file = files.get(i);
            long firstSeq = firstSeqOf(file);
            boolean last = i == files.size() - 1;
            if (!segments.isEmpty()) {
                SegmentInfo previous = segments.get(segments.size() - 1);
                if (previous.lastSeq() + 1 != firstSeq) {
                    throw new JournalCorruptException(boardId, file, 0, "it starts at seq " + firstSeq + " but "
                            + previous.path().getFileName() + " ends at seq " + previous.lastSeq()
                            + ": a segment is missing or truncated");
                }
            }
            SegmentCheck.Result scan = new SegmentCheck(boardId, durable).check(file, firstSeq, last);
            if (scan.bytes() == 0 && !last) {
                throw new JournalCorruptException(boardId, file, 0, "an empty segment before the last one: its"
                        + " records are lost");
            }
            if (scan.newGameSeq() > 0) {
                currentGame = scan.newGameSeq();
            }
            segments.add(new SegmentInfo(file, firstSeq, scan.lastSeq(), scan.bytes()));
        }
        long last;
        if (segments.isEmpty()) {
            // First start: an existing sequence file (docs/events.md) says which numbers are already used.
            last = SequenceFile.read(legacySeqFile).orElse(0);
            if (last > 0) {
                log.info("board {}: journal {} starts after seq {} from the sequence file {}", boardId, directory,
                        last, legacySeqFile);
            }
        } else {
            last = segments.get(segments.size() - 1).lastSeq();
        }
        lastAppendedSeq = last;
        view = new View(List.copyOf(segments), last, currentGame, List.of());
        if (!segments.isEmpty()) {
            SegmentInfo tail = segments.get(segments.size() - 1);
            if (tail.bytes() < options.segmentBytes()) {
                active = FileChannel.open(tail.path(), StandardOpenOption.WRITE, StandardOpenOption.READ);
                activeInfo = tail;
            }
        }
        applyRetention();
        log.info("board {}: journal {} open, {} segment(s), last seq {}", boardId, directory, segments.size(), last);
    }

    /**
     * One writer per journal: a second controller on the same board id would interleave its records with ours. The
     * lock file's name need not be durable (the kernel drops the lock when the process dies), so no fsync.
     */
    private void lock() throws IOException {
        Path lockFile = directory.resolve("lock");
        lockChannel = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        FileLock lock;
        try {
            lock = lockChannel.tryLock();
        } catch (OverlappingFileLockException e) {
            lock = null;
        }
        if (lock == null) {
            throw new IllegalStateException("board " + boardId + ": journal " + directory + " is in use by another"
                    + " controller (" + lockFile + " is locked); run one controller per board id");
        }
    }

    private List<Path> segmentFiles() throws IOException {
        List<Path> files = new ArrayList<>();
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(directory)) {
            for (Path p : stream) {
                if (SEGMENT_NAME.matcher(p.getFileName().toString()).matches()) {
                    files.add(p);
                }
            }
        }
        files.sort((a, b) -> Long.compare(firstSeqOf(a), firstSeqOf(b)));
        return files;
    }

    private long firstSeqOf(Path file) {
        Matcher m = SEGMENT_NAME.matcher(file.getFileName().toString());
        if (!m.matches()) {
            throw new IllegalArgumentException("not a segment file: " + file);
        }
        long firstSeq;
        try {
            firstSeq = Long.parseLong(m.group(1));
        } catch (NumberFormatException e) {
            firstSeq = 0;
        }
        if (firstSeq < 1) {
            throw new JournalCorruptException(boardId, file, 0, "its name is not a seq from 1 to " + Long.MAX_VALUE);
        }
        return firstSeq;
    }

    // ---------------------------------------------------------------------------------------------- write side

    /** The seq the next appended event must carry: one above the last appended, across restarts. */
    public long nextSeq() {
        if (lastAppendedSeq == Long.MAX_VALUE) {
            throw new IllegalStateException("board " + boardId + ": event seq has reached " + Long.MAX_VALUE
                    + ", the largest the journal can number; no further event can be recorded");
        }
        return lastAppendedSeq + 1;
    }

    /** Buffers an event until the next {@link #commit()}; its seq must be {@link #nextSeq()}. */
    public void append(Event event) {
        checkWritable();
        if (!boardId.equals(event.boardId())) {
            throw new IllegalArgumentException("event of board " + event.boardId() + " appended to the journal of"
                    + " board " + boardId);
        }
        long expected = nextSeq();
        if (event.seq() != expected) {
            throw new IllegalArgumentException("board " + boardId + ": event seq " + event.seq()
                    + " appended where seq " + expected + " is next");
        }
        String json = EventJson.write(event);
        byte[] record = RecordFormat.encode(event.seq(), event.type(), json);
        if (pendingBytes + record.length > MAX_GROUP_BYTES) {
            throw new IllegalStateException("board " + boardId + ": " + pending.size() + " events (" + pendingBytes
                    + " bytes) wait for a commit; commit before appending more");
        }
        pendingBytes += record.length;
        CommitUrgency urgency = CommitUrgency.of(event.body());
        pending.add(new Pending(new StoredEvent(event.seq(), event.type(), json), NEW_GAME.equals(event.type()), urgency,
                event.monoMs(), record));
        if (urgency == CommitUrgency.NOW) {
            urgentPending++;
        }
        lastAppendedSeq = event.seq();
    }

    /** Whether an appended event must be committed before the current step ends (CommitUrgency.NOW). */
    public boolean hasUrgentPending() {
        return urgentPending > 0;
    }

    /** How many events wait for the next commit. */
    public int pendingCount() {
        return pending.size();
    }

    /**
     * The monotonic time (the events' {@code mono}) by which the pending events must be committed: the oldest
     * pending event's time if one is urgent, else the oldest tick's time plus the tick commit interval; empty when
     * nothing is pending.
     */
    public OptionalLong commitDeadline() {
        if (pending.isEmpty()) {
            return OptionalLong.empty();
        }
        long oldest = pending.get(0).monoMs();
        return OptionalLong.of(urgentPending > 0 ? oldest : oldest + options.tickCommitInterval().toMillis());
    }

    /** Whether {@link #commit()} is due at monotonic time {@code nowMonoMs}. */
    public boolean commitDue(long nowMonoMs) {
        OptionalLong deadline = commitDeadline();
        return deadline.isPresent() && nowMonoMs >= deadline.getAsLong();
    }

    /**
     * Writes every pending record with one write into one segment and fsyncs once for the group (a new segment also
     * fsyncs the directory, before its first write), then makes them visible to readers and tells the commit listeners. Nothing
     * pending: nothing happens. A failed write or fsync leaves the journal unusable (the page cache can no longer
     * be trusted after a failed fsync): the board must reopen it, which recovers from what is on disk.
     */
    public void commit() {
        checkWritable();
        if (pending.isEmpty()) {
            return;
        }
        List<SegmentInfo> segments = new ArrayList<>(view.segments());
        long currentGame = view.currentGameSeq();
        RecordFormat.markGroupEnd(pending.get(pending.size() - 1).record());
        int groupBytes = 0;
        for (Pending p : pending) {
            groupBytes += p.record().length;
            if (p.newGame()) {
                currentGame = p.seq();
            }
        }
        try {
            // A group is never split over two segments: recovery cuts an unfinished group in the last one.
            if (active == null || (activeInfo.bytes() > 0
                    && activeInfo.bytes() + groupBytes > options.segmentBytes())) {
                startSegment(pending.get(0).seq(), segments);
            }
            ByteBuffer buf = ByteBuffer.allocate(groupBytes);
            for (Pending p : pending) {
                buf.put(p.record());
            }
            buf.flip();
            long position = activeInfo.bytes();
            while (buf.hasRemaining()) {
                position += active.write(buf, position);
            }
            durable.force(active, activeInfo.path());
            activeInfo = new SegmentInfo(activeInfo.path(), activeInfo.firstSeq(), lastAppendedSeq, position);
            segments.set(segments.size() - 1, activeInfo);
        } catch (IOException e) {
            failure = e.toString();
            throw new UncheckedIOException("board " + boardId + ": journal commit of seq " + pending.get(0).seq()
                    + ".." + lastAppendedSeq + " failed in " + directory + "; reopen the journal to recover", e);
        }
        view = new View(List.copyOf(segments), lastAppendedSeq, currentGame, recentAfter(view.recent()));
        pending.clear();
        urgentPending = 0;
        pendingBytes = 0;
        applyRetention();
        for (Runnable listener : listeners) {
            try {
                listener.run();
            } catch (RuntimeException e) {
                // The events are durable whatever one listener does; the others must still be told.
                log.error("board {}: a journal commit listener failed", boardId, e);
            }
        }
    }

    /** The last committed events once the pending group is committed: the group's tail after what was recent. */
    private List<StoredEvent> recentAfter(List<StoredEvent> before) {
        int fromGroup = Math.min(pending.size(), RECENT_EVENTS);
        int fromBefore = Math.min(before.size(), RECENT_EVENTS - fromGroup);
        StoredEvent[] recent = new StoredEvent[fromBefore + fromGroup];
        for (int i = 0; i < fromBefore; i++) {
            recent[i] = before.get(before.size() - fromBefore + i);
        }
        for (int i = 0; i < fromGroup; i++) {
            recent[fromBefore + i] = pending.get(pending.size() - fromGroup + i).event();
        }
        return List.of(recent);
    }

    private void startSegment(long firstSeq, List<SegmentInfo> segments) throws IOException {
        if (active != null) {
            active.close();
        }
        Path file = directory.resolve(SegmentInfo.fileName(firstSeq));
        active = null;
        active = durable.createFile(file);
        activeInfo = new SegmentInfo(file, firstSeq, firstSeq - 1, 0);
        segments.add(activeInfo);
    }

    /** Deletes the oldest segments while the journal is too large; never the current game's nor the active one. */
    private void applyRetention() {
        View v = view;
        List<SegmentInfo> segments = v.segments();
        long total = 0;
        for (SegmentInfo s : segments) {
            total += s.bytes();
        }
        int keepFrom = segments.size() - 1;
        for (int i = 0; i < segments.size(); i++) {
            if (v.currentGameSeq() > 0 && segments.get(i).contains(v.currentGameSeq())) {
                keepFrom = i;
                break;
            }
        }
        int drop = 0;
        while (total > options.retentionBytes() && drop < keepFrom) {
            SegmentInfo oldest = segments.get(drop);
            try {
                durable.delete(oldest.path());
            } catch (IOException e) {
                // Retention is housekeeping: the journal stays correct, only larger; the next commit tries again.
                log.error("board {}: cannot delete old journal segment {}", boardId, oldest.path(), e);
                break;
            }
            log.info("board {}: journal segment {} (seq {}..{}) rotated out", boardId, oldest.path().getFileName(),
                    oldest.firstSeq(), oldest.lastSeq());
            total -= oldest.bytes();
            drop++;
        }
        if (drop > 0) {
            view = new View(List.copyOf(segments.subList(drop, segments.size())), v.lastDurableSeq(),
                    v.currentGameSeq(), v.recent());
        }
    }

    private void checkWritable() {
        if (closed) {
            throw new IllegalStateException("board " + boardId + ": journal " + directory + " is closed");
        }
        if (failure != null) {
            throw new IllegalStateException("board " + boardId + ": journal " + directory + " failed (" + failure
                    + "); reopen it to recover");
        }
    }

    // ---------------------------------------------------------------------------------------------- read side

    @Override
    public long lastDurableSeq() {
        return view.lastDurableSeq();
    }

    @Override
    public List<StoredEvent> readAfter(long afterSeq, int max) {
        View v = view;
        if (max <= 0 || afterSeq >= v.lastDurableSeq() || v.segments().isEmpty()) {
            return List.of();
        }
        List<StoredEvent> recent = v.recent();
        if (!recent.isEmpty() && afterSeq + 1 >= recent.get(0).seq()
                && afterSeq + 1 >= v.segments().get(0).firstSeq()) {
            // Just committed (and not rotated out): the events the segment holds, without opening and decoding it.
            int from = (int) (afterSeq + 1 - recent.get(0).seq());
            return recent.subList(from, (int) Math.min(recent.size(), from + (long) max));
        }
        List<SegmentInfo> segments = v.segments();
        int first = segmentIndexFor(segments, afterSeq + 1);
        Cursor c = cursor;
        long startOffset = c != null && c.nextSeq() == afterSeq + 1 && c.path().equals(segments.get(first).path())
                ? c.offset() : 0;
        List<StoredEvent> out = new ArrayList<>((int) Math.min(max, Math.min(v.lastDurableSeq() - afterSeq, 1024)));
        JournalRecord lastRead = null;
        Path lastPath = null;
        for (int s = first; s < segments.size() && out.size() < max; s++) {
            SegmentInfo segment = segments.get(s);
            try (FileChannel ch = FileChannel.open(segment.path(), StandardOpenOption.READ)) {
                SegmentReader reader = new SegmentReader(ch, s == first ? startOffset : 0, segment.bytes());
                JournalRecord record;
                while (out.size() < max && (record = reader.next()) != null) {
                    if (record.seq() > afterSeq) {
                        out.add(record.toStored());
                        lastRead = record;
                        lastPath = segment.path();
                    }
                }
                if (reader.defect() != null) {
                    throw new JournalCorruptException(boardId, segment.path(), reader.defect().offset(),
                            reader.defect().detail());
                }
            } catch (NoSuchFileException e) {
                // Rotated out by retention since the snapshot was taken: its events are skipped (EventLog contract).
                log.debug("board {}: journal segment {} rotated out while being read", boardId, segment.path());
            } catch (IOException e) {
                throw new UncheckedIOException("board " + boardId + ": cannot read journal file " + segment.path(), e);
            }
        }
        if (lastRead != null) {
            cursor = new Cursor(lastPath, lastRead.seq() + 1, lastRead.end());
        }
        return out;
    }

    /** The last segment whose first seq is at most {@code seq}, or the first segment. */
    private static int segmentIndexFor(List<SegmentInfo> segments, long seq) {
        int lo = 0;
        int hi = segments.size() - 1;
        int found = 0;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (segments.get(mid).firstSeq() <= seq) {
                found = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return found;
    }

    /**
     * The committed events of the current game: from the last {@code new-game} event on, in order; empty when the
     * journal holds no new game. The runtime resumes a game from this after a restart.
     */
    public List<StoredEvent> currentGame() {
        View v = view;
        if (v.currentGameSeq() == 0) {
            return List.of();
        }
        return readAfter(v.currentGameSeq() - 1, Integer.MAX_VALUE);
    }

    @Override
    public void addCommitListener(Runnable listener) {
        listeners.add(listener);
    }

    @Override
    public void removeCommitListener(Runnable listener) {
        listeners.remove(listener);
    }

    public String boardId() {
        return boardId;
    }

    public Path directory() {
        return directory;
    }

    /** Commits what is pending (unless the journal failed) and closes the segment being written. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        try {
            if (failure == null) {
                commit();
            }
        } finally {
            closed = true;
            try {
                closeChannels();
            } catch (IOException e) {
                throw new UncheckedIOException("board " + boardId + ": cannot close journal " + directory, e);
            }
        }
    }

    private void closeQuietlyAfter(Exception cause) {
        closed = true;
        try {
            closeChannels();
        } catch (IOException e) {
            cause.addSuppressed(e);
        }
    }

    /** Closes the segment being written and then the lock (closing the channel releases it). */
    private void closeChannels() throws IOException {
        try {
            if (active != null) {
                active.close();
            }
        } finally {
            if (lockChannel != null) {
                lockChannel.close();
            }
        }
    }
}
