package org.touchmove.firmware.journal;

import java.time.Duration;

/**
 * How a board's journal is laid out and when it commits (docs/journal.md).
 *
 * @param segmentBytes       a segment is closed and a new one started once it holds this many bytes
 * @param retentionBytes     old segments are deleted while the journal is larger than this; the segment holding the
 *                           current game and the segment being written are never deleted
 * @param tickCommitInterval the longest a clock tick may wait for the next commit (it rides on the next group)
 */
public record JournalOptions(long segmentBytes, long retentionBytes, Duration tickCommitInterval) {

    /** 1 MiB segments (about 5,000 events), 64 MiB per board, ticks committed within 1 s. */
    public static final JournalOptions DEFAULT = new JournalOptions(1L << 20, 64L << 20, Duration.ofSeconds(1));

    public JournalOptions {
        if (segmentBytes < 64) {
            throw new IllegalArgumentException("journal segment size must be at least 64 bytes, got " + segmentBytes);
        }
        if (retentionBytes < segmentBytes) {
            throw new IllegalArgumentException("journal retention size (" + retentionBytes
                    + " bytes) must be at least one segment (" + segmentBytes + " bytes)");
        }
        if (tickCommitInterval == null || tickCommitInterval.isNegative()) {
            throw new IllegalArgumentException("journal tick commit interval must be zero or positive, got "
                    + tickCommitInterval);
        }
    }

    public JournalOptions withSegmentBytes(long bytes) {
        return new JournalOptions(bytes, Math.max(retentionBytes, bytes), tickCommitInterval);
    }

    public JournalOptions withRetentionBytes(long bytes) {
        return new JournalOptions(segmentBytes, bytes, tickCommitInterval);
    }

    public JournalOptions withTickCommitInterval(Duration interval) {
        return new JournalOptions(segmentBytes, retentionBytes, interval);
    }
}
