package org.touchmove.firmware.journal;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32C;

/**
 * The frame of one journal record (docs/journal.md, "Record format"), big-endian:
 *
 * <pre>
 * offset  size  field
 * 0       4     payload length L (bytes from offset 12 to the record's end)
 * 4       4     CRC32C of bytes 0..3 (the length), so a damaged length is told from a torn write
 * 8       4     CRC32C of the payload (bytes 12..12+L-1)
 * 12      8     seq
 * 20      1     flags: bit 0 set on the last record of a commit group, other bits 0
 * 21      1     length T of the event type
 * 22      T     the event type, ASCII (e.g. "move")
 * 22+T    rest  the event's JSON line, UTF-8, exactly as EventJson writes it (no newline)
 * </pre>
 */
final class RecordFormat {

    static final int HEADER_BYTES = 12;
    /** seq, flags, the type's length, a type of one byte and the shortest JSON object {@code {}}. */
    static final int MIN_PAYLOAD = 8 + 1 + 1 + 1 + 2;
    /** Flag bit: the record ends its commit group; records after the last such one belong to an unfinished commit. */
    static final int GROUP_END = 1;
    private static final int FLAGS_AT = HEADER_BYTES + 8;
    /** An event is a few hundred bytes; a length above this can only be damage. */
    static final int MAX_PAYLOAD = 1 << 20;

    private RecordFormat() {
    }

    /** One record in an array of its own: {@link #length} bytes, as {@link #encode(long, String, String, ByteBuffer)}. */
    static byte[] encode(long seq, String type, String json) {
        ByteBuffer buf = ByteBuffer.allocate(length(seq, type, json));
        encode(seq, type, json, buf);
        return buf.array();
    }

    /**
     * The bytes of the record of an event, header included.
     *
     * @throws IllegalArgumentException if the type is not 1 to 255 ASCII characters, or the record would pass
     *                                  {@link #MAX_PAYLOAD}
     */
    static int length(long seq, String type, String json) {
        if (type.isEmpty() || type.length() > 255 || !isAscii(type)) {
            throw new IllegalArgumentException("event type '" + type + "' cannot be journaled: 1 to 255 ASCII bytes");
        }
        int jsonBytes = isAscii(json) ? json.length() : json.getBytes(StandardCharsets.UTF_8).length;
        long payload = 8L + 1 + 1 + type.length() + jsonBytes;
        if (payload > MAX_PAYLOAD) {
            throw new IllegalArgumentException("event seq " + seq + " is " + payload
                    + " bytes, above the journal's record limit of " + MAX_PAYLOAD);
        }
        return HEADER_BYTES + (int) payload;
    }

    /**
     * Writes the record of an event at {@code out}'s position ({@link #length} bytes, which {@code out} must have room
     * for; a heap buffer) and moves the position past it. An ASCII event line (nearly every one) goes in character by
     * character, with no byte array of its own: the record is written straight into its commit group's buffer
     * (docs/performance.md, issue 31).
     */
    static void encode(long seq, String type, String json, ByteBuffer out) {
        int length = length(seq, type, json);
        int at = out.position();
        int payload = length - HEADER_BYTES;
        out.putInt(payload);
        out.putInt(crc(out.array(), out.arrayOffset() + at, 4));
        out.putInt(0); // payload CRC, filled in below
        out.putLong(seq);
        out.put((byte) 0);
        out.put((byte) type.length());
        putAscii(out, type);
        if (isAscii(json)) {
            putAscii(out, json);
        } else {
            out.put(json.getBytes(StandardCharsets.UTF_8));
        }
        out.putInt(at + 8, crc(out.array(), out.arrayOffset() + at + HEADER_BYTES, payload));
    }

    /** Marks an encoded record as the last of its commit group (and fixes its payload CRC). */
    static void markGroupEnd(byte[] record) {
        markGroupEnd(record, 0, record.length);
    }

    /** Marks the record at {@code offset} in {@code bytes}, {@code length} bytes long, as the last of its group. */
    static void markGroupEnd(byte[] bytes, int offset, int length) {
        bytes[offset + FLAGS_AT] |= GROUP_END;
        ByteBuffer.wrap(bytes).putInt(offset + 8, crc(bytes, offset + HEADER_BYTES, length - HEADER_BYTES));
    }

    private static void putAscii(ByteBuffer out, String text) {
        for (int i = 0; i < text.length(); i++) {
            out.put((byte) text.charAt(i));
        }
    }

    static int crc(byte[] bytes, int offset, int length) {
        CRC32C crc = new CRC32C();
        crc.update(bytes, offset, length);
        return (int) crc.getValue();
    }

    private static boolean isAscii(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) > 0x7f) {
                return false;
            }
        }
        return true;
    }
}
