package org.touchmove.firmware.journal;

/**
 * One intact record as read from a segment.
 *
 * @param offset where the record starts in its file
 * @param bytes  the record's whole length, header included
 */
record JournalRecord(long offset, int bytes, long seq, String type, String json) {

    long end() {
        return offset + bytes;
    }

    StoredEvent toStored() {
        return new StoredEvent(seq, type, json);
    }
}
