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

    static byte[] encode(long seq, String type, String json) {
        byte[] typeBytes = type.getBytes(StandardCharsets.US_ASCII);
        if (typeBytes.length == 0 || typeBytes.length > 255 || !isAscii(type)) {
            throw new IllegalArgumentException("event type '" + type + "' cannot be journaled: 1 to 255 ASCII bytes");
        }
        byte[] jsonBytes = json.getBytes(StandardCharsets.UTF_8);
        int payload = 8 + 1 + 1 + typeBytes.length + jsonBytes.length;
        if (payload > MAX_PAYLOAD) {
            throw new IllegalArgumentException("event seq " + seq + " is " + payload
                    + " bytes, above the journal's record limit of " + MAX_PAYLOAD);
        }
        ByteBuffer buf = ByteBuffer.allocate(HEADER_BYTES + payload);
        buf.putInt(payload);
        buf.putInt(crc(buf.array(), 0, 4));
        buf.putInt(0); // payload CRC, filled in below
        buf.putLong(seq);
        buf.put((byte) 0);
        buf.put((byte) typeBytes.length);
        buf.put(typeBytes);
        buf.put(jsonBytes);
        buf.putInt(8, crc(buf.array(), HEADER_BYTES, payload));
        return buf.array();
    }

    /** Marks an encoded record as the last of its commit group (and fixes its payload CRC). */
    static void markGroupEnd(byte[] record) {
        record[FLAGS_AT] |= GROUP_END;
        ByteBuffer.wrap(record).putInt(8, crc(record, HEADER_BYTES, record.length - HEADER_BYTES));
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
