package org.touchmove.firmware.journal;

/**
 * One intact record as read from a segment.
 *
 * @param offset   where the record starts in its file
 * @param bytes    the record's whole length, header included
 * @param groupEnd whether it is the last record of its commit group
 */
record JournalRecord(long offset, int bytes, long seq, String type, String json, boolean groupEnd) {

    long end() {
        return offset + bytes;
    }

    StoredEvent toStored() {
        return new StoredEvent(seq, type, json);
    }
}
