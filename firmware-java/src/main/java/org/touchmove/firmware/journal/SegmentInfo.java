package org.touchmove.firmware.journal;

import java.nio.file.Path;

/**
 * One segment file as the readers see it: only committed (fsync'd) bytes.
 *
 * @param firstSeq the seq of its first record, also its file name
 * @param lastSeq  the seq of its last committed record; {@code firstSeq - 1} while it holds none
 * @param bytes    its committed length
 */
record SegmentInfo(Path path, long firstSeq, long lastSeq, long bytes) {

    static String fileName(long firstSeq) {
        return String.format("%020d.seg", firstSeq);
    }

    boolean contains(long seq) {
        return seq >= firstSeq && seq <= lastSeq;
    }
}
