package org.touchmove.firmware.journal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.CopyOnWriteArrayList;
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
 *
 * <p>The journal is the write side and the board's one handle; its parts: {@link SegmentDirectory} (the lock, the
 * segment files and their recovery), {@link CommitGroup} (what waits for the next commit) and {@link JournalReader}
 * (what readers see).
 */
public final class EventJournal implements EventLog, AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(EventJournal.class);
    /**
     * How many of the last committed events readers get from memory instead of the segment file: a publisher tailing
     * the journal reads each commit group right after it was made durable, so the last few groups cover it.
     */
    static final int RECENT_EVENTS = 8;

    private final String boardId;
    private final Path directory;
    private final JournalOptions options;
    private final Durable durable;
    private final SegmentDirectory files;
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();

    // Write side: the owner thread only.
    private final CommitGroup pending;
    private long lastAppendedSeq;
    private FileChannel active;
    private SegmentInfo activeInfo;
    private String failure;
    private boolean closed;

    // Read side: immutable snapshots, replaced after each commit.
    private final JournalReader reader;

    private EventJournal(String boardId, Path directory, JournalOptions options, Durable durable) {
        this.boardId = boardId;
        this.directory = directory;
        this.options = options;
        this.durable = durable;
        this.files = new SegmentDirectory(boardId, directory, durable);
        this.pending = new CommitGroup(boardId);
        this.reader = new JournalReader(boardId, new JournalReader.View(List.of(), 0, 0, List.of()));
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
        files.open();
        SegmentDirectory.Recovered found = files.recover();
        List<SegmentInfo> segments = found.segments();
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
        reader.show(new JournalReader.View(segments, last, found.currentGameSeq(), List.of()));
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
        PathStamps.Recorder stamps = PathStamps.recorder();
        long encodeStart = stamps == null ? 0 : System.nanoTime();
        String json = EventJson.write(event);
        pending.add(new StoredEvent(event.seq(), event.type(), json), CommitUrgency.of(event.body()), event.monoMs());
        lastAppendedSeq = event.seq();
        if (stamps != null) {
            stamps.encoded(event.seq(), encodeStart, System.nanoTime());
        }
    }

    /** Whether an appended event must be committed before the current step ends (CommitUrgency.NOW). */
    public boolean hasUrgentPending() {
        return pending.hasUrgent();
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
        return pending.deadline(options.tickCommitInterval());
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
        PathStamps.Recorder stamps = PathStamps.recorder();
        long commitStart = stamps == null ? 0 : System.nanoTime();
        long written = 0;
        long firstSeq = pending.firstSeq();
        JournalReader.View before = reader.view();
        List<SegmentInfo> segments = new ArrayList<>(before.segments());
        long currentGame = pending.currentGameSeq(before.currentGameSeq());
        ByteBuffer buf = pending.records();
        try {
            // A group is never split over two segments: recovery cuts an unfinished group in the last one.
            if (active == null || (activeInfo.bytes() > 0
                    && activeInfo.bytes() + buf.remaining() > options.segmentBytes())) {
                startSegment(pending.firstSeq(), segments);
            }
            long position = activeInfo.bytes();
            while (buf.hasRemaining()) {
                position += active.write(buf, position);
            }
            written = stamps == null ? 0 : System.nanoTime();
            durable.force(active, activeInfo.path());
            activeInfo = new SegmentInfo(activeInfo.path(), activeInfo.firstSeq(), lastAppendedSeq, position);
            segments.set(segments.size() - 1, activeInfo);
        } catch (IOException e) {
            failure = e.toString();
            throw new UncheckedIOException("board " + boardId + ": journal commit of seq " + pending.firstSeq()
                    + ".." + lastAppendedSeq + " failed in " + directory + "; reopen the journal to recover", e);
        }
        if (stamps != null) {
            stamps.committed(firstSeq, lastAppendedSeq, commitStart, written, System.nanoTime());
        }
        reader.show(new JournalReader.View(List.copyOf(segments), lastAppendedSeq, currentGame,
                pending.recentAfter(before.recent(), RECENT_EVENTS)));
        pending.clear();
        for (Runnable listener : listeners) {
            try {
                listener.run();
            } catch (RuntimeException e) {
                // The events are durable whatever one listener does; the others must still be told.
                log.error("board {}: a journal commit listener failed", boardId, e);
            }
        }
        if (stamps != null) {
            stamps.told(lastDurableSeq(), System.nanoTime());
        }
        // Housekeeping after the listeners (which send the events just made durable): not on the move's path.
        applyRetention();
    }

    private void startSegment(long firstSeq, List<SegmentInfo> segments) throws IOException {
        if (active != null) {
            active.close();
        }
        active = null;
        active = files.create(firstSeq);
        activeInfo = new SegmentInfo(files.path(firstSeq), firstSeq, firstSeq - 1, 0);
        segments.add(activeInfo);
    }

    /** Deletes the oldest segments while the journal is too large; never the current game's nor the active one. */
    private void applyRetention() {
        JournalReader.View v = reader.view();
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
            reader.show(new JournalReader.View(List.copyOf(segments.subList(drop, segments.size())),
                    v.lastDurableSeq(), v.currentGameSeq(), v.recent()));
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
        return reader.lastDurableSeq();
    }

    @Override
    public List<StoredEvent> readAfter(long afterSeq, int max) {
        return reader.readAfter(afterSeq, max);
    }

    /**
     * The committed events of the current game: from the last {@code new-game} event on, in order; empty when the
     * journal holds no new game. The runtime resumes a game from this after a restart.
     */
    public List<StoredEvent> currentGame() {
        return reader.currentGame();
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

    /** Closes the segment being written and then the lock (closing the directory releases it). */
    private void closeChannels() throws IOException {
        try {
            if (active != null) {
                active.close();
            }
        } finally {
            files.close();
        }
    }
}
