package org.touchmove.firmware.journal;

import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

/**
 * The events appended since the last commit, written together with one write and one fsync (docs/journal.md, "Group
 * commit"): their encoded records, how urgent the commit is ({@link CommitUrgency}), and by when it is due. Owned by
 * the journal's writing thread.
 *
 * <p>The records are encoded straight into one buffer kept from group to group, the one the commit writes: an array
 * per record and another to join them were most of the journal's garbage on a move (docs/performance.md, issue 31).
 */
final class CommitGroup {

    /** A group is written with one buffer; a runtime commits at least every second, far below this. */
    private static final long MAX_GROUP_BYTES = 64L << 20;
    /**
     * The buffer a group starts with, kept between groups: a move's group is a few records of a few hundred bytes, and a
     * server may run thousands of boards.
     */
    private static final int KEPT_BUFFER_BYTES = 1 << 10;
    /** A buffer grown past this for a large group is not kept after it. */
    private static final int MAX_KEPT_BUFFER_BYTES = 8 << 10;
    private static final String NEW_GAME = "new-game";

    private record Pending(StoredEvent event, long monoMs) {
    }

    private final String boardId;
    private final List<Pending> pending = new ArrayList<>();
    private ByteBuffer records = ByteBuffer.allocate(KEPT_BUFFER_BYTES);
    /** Where the last record starts in {@link #records}. */
    private int lastRecordAt;
    private int urgent;

    CommitGroup(String boardId) {
        this.boardId = boardId;
    }

    /**
     * Adds an event and encodes its record ({@link RecordFormat}); refused when the group would outgrow one write.
     *
     * @throws IllegalArgumentException if the event cannot be a record (its type, its size)
     */
    void add(StoredEvent event, CommitUrgency urgency, long monoMs) {
        int length = RecordFormat.length(event.seq(), event.type(), event.json());
        int bytes = records.position();
        if ((long) bytes + length > MAX_GROUP_BYTES) {
            throw new IllegalStateException("board " + boardId + ": " + pending.size() + " events (" + bytes
                    + " bytes) wait for a commit; commit before appending more");
        }
        if (records.remaining() < length) {
            ByteBuffer larger = ByteBuffer.allocate((int) Math.min(Integer.MAX_VALUE - 8,
                    Math.max((long) bytes + length, 2L * records.capacity())));
            larger.put(records.flip());
            records = larger;
        }
        lastRecordAt = bytes;
        RecordFormat.encode(event.seq(), event.type(), event.json(), records);
        pending.add(new Pending(event, monoMs));
        if (urgency == CommitUrgency.NOW) {
            urgent++;
        }
    }

    boolean isEmpty() {
        return pending.isEmpty();
    }

    int size() {
        return pending.size();
    }

    boolean hasUrgent() {
        return urgent > 0;
    }

    long firstSeq() {
        return pending.get(0).event().seq();
    }

    /**
     * The monotonic time by which the group must be committed: its oldest event's time if one is urgent, else the
     * oldest event's time plus the tick commit interval; empty when nothing is pending.
     */
    OptionalLong deadline(Duration tickCommitInterval) {
        if (pending.isEmpty()) {
            return OptionalLong.empty();
        }
        long oldest = pending.get(0).monoMs();
        return OptionalLong.of(urgent > 0 ? oldest : oldest + tickCommitInterval.toMillis());
    }

    /** The seq of the group's last new-game event, else {@code before}. */
    long currentGameSeq(long before) {
        long current = before;
        for (Pending p : pending) {
            if (NEW_GAME.equals(p.event().type())) {
                current = p.event().seq();
            }
        }
        return current;
    }

    /**
     * The group's records in one buffer, the last marked as the end of its group (recovery cuts an unfinished one): a
     * view of the group's own buffer, good until {@link #clear()}.
     */
    ByteBuffer records() {
        RecordFormat.markGroupEnd(records.array(), lastRecordAt, records.position() - lastRecordAt);
        return records.duplicate().flip();
    }

    /** The last {@code max} committed events once this group is committed: its tail after what was recent. */
    List<StoredEvent> recentAfter(List<StoredEvent> before, int max) {
        int fromGroup = Math.min(pending.size(), max);
        int fromBefore = Math.min(before.size(), max - fromGroup);
        StoredEvent[] recent = new StoredEvent[fromBefore + fromGroup];
        for (int i = 0; i < fromBefore; i++) {
            recent[i] = before.get(before.size() - fromBefore + i);
        }
        for (int i = 0; i < fromGroup; i++) {
            recent[fromBefore + i] = pending.get(pending.size() - fromGroup + i).event();
        }
        return List.of(recent);
    }

    /** Empties the group after its commit. */
    void clear() {
        pending.clear();
        urgent = 0;
        lastRecordAt = 0;
        if (records.capacity() > MAX_KEPT_BUFFER_BYTES) {
            records = ByteBuffer.allocate(KEPT_BUFFER_BYTES);
        } else {
            records.clear();
        }
    }
}
