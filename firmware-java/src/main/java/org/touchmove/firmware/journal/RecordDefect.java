package org.touchmove.firmware.journal;

/**
 * Why the bytes at {@code offset} are not an intact record.
 *
 * @param offset where the damaged record starts
 * @param kind   what is wrong
 * @param end    where the damaged record would end by its length field (for a payload CRC mismatch), else -1
 */
record RecordDefect(long offset, Kind kind, long end, String detail) {

    enum Kind {
        /** Fewer than the 12 header bytes before the end of the file. */
        PARTIAL_HEADER,
        /** The length field does not match its CRC. */
        HEADER_CRC,
        /** The length field is intact but outside the possible range. */
        BAD_LENGTH,
        /** The record's length runs past the end of the file. */
        PARTIAL_RECORD,
        /** The payload does not match its CRC. */
        PAYLOAD_CRC,
        /** CRCs match but the payload is not a seq, a type and JSON. */
        BAD_CONTENT
    }
}
