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
 */
final class CommitGroup {

    /** A group is written with one buffer; a runtime commits at least every second, far below this. */
    private static final long MAX_GROUP_BYTES = 64L << 20;
    private static final String NEW_GAME = "new-game";

    private record Pending(StoredEvent event, long monoMs, byte[] record) {
    }

    private final String boardId;
    private final List<Pending> pending = new ArrayList<>();
    private int urgent;
    private long bytes;

    CommitGroup(String boardId) {
        this.boardId = boardId;
    }

    /** Adds an event and its encoded record; refused when the group would outgrow one write. */
    void add(StoredEvent event, CommitUrgency urgency, long monoMs, byte[] record) {
        if (bytes + record.length > MAX_GROUP_BYTES) {
            throw new IllegalStateException("board " + boardId + ": " + pending.size() + " events (" + bytes
                    + " bytes) wait for a commit; commit before appending more");
        }
        bytes += record.length;
        pending.add(new Pending(event, monoMs, record));
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

    /** The group's records in one buffer, the last marked as the end of its group (recovery cuts an unfinished one). */
    ByteBuffer records() {
        RecordFormat.markGroupEnd(pending.get(pending.size() - 1).record());
        int total = 0;
        for (Pending p : pending) {
            total += p.record().length;
        }
        ByteBuffer buf = ByteBuffer.allocate(total);
        for (Pending p : pending) {
            buf.put(p.record());
        }
        return buf.flip();
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
        bytes = 0;
    }
}
