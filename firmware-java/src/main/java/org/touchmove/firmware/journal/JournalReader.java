package org.touchmove.firmware.journal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The read side of a journal, for any thread: the committed events only, from an immutable {@link View} that the
 * writing thread replaces after each commit and each rotation. The last few committed events come from memory (a
 * publisher tailing the journal reads each group right after its commit); older ones from the segment files, resuming
 * where the last read stopped.
 */
final class JournalReader {

    /** Logged as the journal's: one logger to watch for a board's journal. */
    private static final Logger log = LoggerFactory.getLogger(EventJournal.class);

    /**
     * What the readers see: committed segments, the last committed seq, where the current game starts (0: no game),
     * and the last committed events themselves (at most {@link EventJournal#RECENT_EVENTS}, consecutive, ending at
     * {@code lastDurableSeq}).
     */
    record View(List<SegmentInfo> segments, long lastDurableSeq, long currentGameSeq, List<StoredEvent> recent) {
    }

    /** Where the record after the last one read starts, so a reader that tails the journal does not rescan. */
    private record Cursor(Path path, long nextSeq, long offset) {
    }

    private final String boardId;
    private volatile View view;
    private volatile Cursor cursor;

    JournalReader(String boardId, View view) {
        this.boardId = boardId;
        this.view = view;
    }

    View view() {
        return view;
    }

    /** Replaces what the readers see (the writing thread, after a commit or a rotation). */
    void show(View next) {
        view = next;
    }

    long lastDurableSeq() {
        return view.lastDurableSeq();
    }

    /** Up to {@code max} committed events after {@code afterSeq}, in order (see {@link EventLog#readAfter}). */
    List<StoredEvent> readAfter(long afterSeq, int max) {
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

    /** The committed events from the last new-game event on, in order; empty when there is no game. */
    List<StoredEvent> currentGame() {
        View v = view;
        if (v.currentGameSeq() == 0) {
            return List.of();
        }
        return readAfter(v.currentGameSeq() - 1, Integer.MAX_VALUE);
    }
}
