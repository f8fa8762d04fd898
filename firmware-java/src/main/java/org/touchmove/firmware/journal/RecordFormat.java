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
 * 20      1     length T of the event type
 * 21      T     the event type, ASCII (e.g. "move")
 * 21+T    rest  the event's JSON line, UTF-8, exactly as EventJson writes it (no newline)
 * </pre>
 */
final class RecordFormat {

    static final int HEADER_BYTES = 12;
    /** seq, the type's length, a type of one byte and the shortest JSON object {@code {}}. */
    static final int MIN_PAYLOAD = 8 + 1 + 1 + 2;
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
        int payload = 8 + 1 + typeBytes.length + jsonBytes.length;
        if (payload > MAX_PAYLOAD) {
            throw new IllegalArgumentException("event seq " + seq + " is " + payload
                    + " bytes, above the journal's record limit of " + MAX_PAYLOAD);
        }
        ByteBuffer buf = ByteBuffer.allocate(HEADER_BYTES + payload);
        buf.putInt(payload);
        buf.putInt(crc(buf.array(), 0, 4));
        buf.putInt(0); // payload CRC, filled in below
        buf.putLong(seq);
        buf.put((byte) typeBytes.length);
        buf.put(typeBytes);
        buf.put(jsonBytes);
        buf.putInt(8, crc(buf.array(), HEADER_BYTES, payload));
        return buf.array();
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
