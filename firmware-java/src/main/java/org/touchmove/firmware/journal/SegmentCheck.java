package org.touchmove.firmware.journal;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Checks one segment file when a journal opens (docs/journal.md, "Recovery"): every record intact and in sequence;
 * the last segment cut back to its last complete commit group; damage anywhere else refused with the file and
 * offset named.
 */
final class SegmentCheck {

    /** Recovery is logged as the journal's: one logger to watch for a board's journal. */
    private static final Logger log = LoggerFactory.getLogger(EventJournal.class);
    private static final String NEW_GAME = "new-game";

    private final String boardId;
    private final Durable durable;

    SegmentCheck(String boardId, Durable durable) {
        this.boardId = boardId;
        this.durable = durable;
    }

    /**
     * What a checked segment holds.
     *
     * @param lastSeq    its last record's seq ({@code firstSeq - 1} when empty)
     * @param bytes      its length after any cut
     * @param newGameSeq the seq of its last new-game record, 0 if none
     */
    record Result(long lastSeq, long bytes, long newGameSeq) {
    }

    /**
     * Checks every record of a segment. The last segment is cut back to the end of its last complete commit group:
     * records of a commit that had not returned (a torn record, or whole records after the last group end) go.
     */
    Result check(Path file, long firstSeq, boolean lastSegment) throws IOException {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            long size = ch.size();
            SegmentReader reader = new SegmentReader(ch, 0, size);
            long expected = firstSeq;
            long newGame = 0;
            long groupEnd = 0;
            long groupEndSeq = firstSeq - 1;
            long newGameAtGroupEnd = 0;
            JournalRecord record;
            while ((record = reader.next()) != null) {
                if (record.seq() != expected) {
                    throw new JournalCorruptException(boardId, file, record.offset(), "record seq " + record.seq()
                            + " where seq " + expected + " should follow");
                }
                if (NEW_GAME.equals(record.type())) {
                    newGame = record.seq();
                }
                if (record.groupEnd()) {
                    groupEnd = record.end();
                    groupEndSeq = record.seq();
                    newGameAtGroupEnd = newGame;
                }
                expected++;
            }
            RecordDefect defect = reader.defect();
            if (defect != null && (!lastSegment || !isTornTail(ch, defect, size))) {
                throw new JournalCorruptException(boardId, file, defect.offset(), defect.detail());
            }
            if (groupEnd < size) {
                if (!lastSegment) {
                    // A commit group never spans two segments, so a complete segment ends with a group end.
                    throw new JournalCorruptException(boardId, file, groupEnd, "the segment ends inside a commit"
                            + " group (seq " + (groupEndSeq + 1) + ".." + (expected - 1) + " have no group end):"
                            + " it was truncated");
                }
                String what = defect != null
                        ? defect.detail() + " at offset " + defect.offset()
                        : "seq " + (groupEndSeq + 1) + ".." + (expected - 1) + " without their group's end";
                durable.truncate(ch, file, groupEnd);
                log.warn("board {}: journal {} ended in a commit that had not completed ({}); cut {} bytes from"
                                + " offset {}, the journal now ends at seq {} (a crash during a commit leaves this;"
                                + " so would damage to the very last record)", boardId, file, what, size - groupEnd,
                        groupEnd, groupEndSeq);
            }
            return new Result(groupEndSeq, groupEnd, newGameAtGroupEnd);
        }
    }

    /**
     * Whether a defect at the end of the last segment is what a crash during a write leaves: a record cut short, a
     * tail the file system allocated but never filled (zeros), or a last record whose bytes did not all reach the
     * disk before the power went. A defect followed by other data is damage, not a crash.
     */
    private static boolean isTornTail(FileChannel ch, RecordDefect defect, long size) throws IOException {
        return switch (defect.kind()) {
            case PARTIAL_HEADER, PARTIAL_RECORD -> true;
            case HEADER_CRC -> SegmentReader.allZero(ch, defect.offset(), size);
            case PAYLOAD_CRC -> SegmentReader.allZero(ch, defect.end(), size);
            case BAD_LENGTH, BAD_CONTENT -> false;
        };
    }
}
