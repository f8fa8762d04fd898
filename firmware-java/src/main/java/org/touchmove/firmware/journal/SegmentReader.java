package org.touchmove.firmware.journal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;

/**
 * Reads the records of one segment file in order, from a record boundary up to a byte limit, checking each frame
 * (RecordFormat). Stops at the first defect; it never skips over damage.
 */
final class SegmentReader {

    private final FileChannel channel;
    private final long limit;
    private long position;
    private byte[] buf;
    private long bufStart;
    private int bufLength;
    private RecordDefect defect;

    SegmentReader(FileChannel channel, long start, long limit) {
        this.channel = channel;
        this.position = start;
        this.limit = limit;
        // No more than there is to read: a publisher tailing the journal reads a few hundred bytes per call, many
        // times a second per board, and a fixed 64 KiB buffer each time was most of a thousand boards' garbage.
        this.buf = new byte[(int) Math.max(RecordFormat.HEADER_BYTES, Math.min(64 * 1024, limit - start))];
    }

    long position() {
        return position;
    }

    /** The defect that stopped the reader, or null if it ended cleanly (or has not ended). */
    RecordDefect defect() {
        return defect;
    }

    /** The next intact record, or null at the end of the data or at a defect ({@link #defect()}). */
    JournalRecord next() throws IOException {
        if (defect != null || position >= limit) {
            return null;
        }
        long start = position;
        if (limit - start < RecordFormat.HEADER_BYTES) {
            return stop(start, RecordDefect.Kind.PARTIAL_HEADER, -1,
                    (limit - start) + " bytes where a 12-byte record header should be");
        }
        int at = fill(start, RecordFormat.HEADER_BYTES);
        int length = readInt(at);
        int lengthCrc = readInt(at + 4);
        int payloadCrc = readInt(at + 8);
        if (RecordFormat.crc(buf, at, 4) != lengthCrc) {
            return stop(start, RecordDefect.Kind.HEADER_CRC, -1, "the length field does not match its CRC");
        }
        if (length < RecordFormat.MIN_PAYLOAD || length > RecordFormat.MAX_PAYLOAD) {
            return stop(start, RecordDefect.Kind.BAD_LENGTH, -1, "record length " + length + " is impossible");
        }
        long end = start + RecordFormat.HEADER_BYTES + length;
        if (end > limit) {
            return stop(start, RecordDefect.Kind.PARTIAL_RECORD, -1,
                    "the record needs " + (RecordFormat.HEADER_BYTES + length) + " bytes, the file has "
                            + (limit - start) + " left");
        }
        at = fill(start, RecordFormat.HEADER_BYTES + length);
        int payload = at + RecordFormat.HEADER_BYTES;
        if (RecordFormat.crc(buf, payload, length) != payloadCrc) {
            return stop(start, RecordDefect.Kind.PAYLOAD_CRC, end, "the payload does not match its CRC");
        }
        long seq = ByteBuffer.wrap(buf, payload, 8).getLong();
        int flags = buf[payload + 8] & 0xff;
        int typeLength = buf[payload + 9] & 0xff;
        int jsonLength = length - 10 - typeLength;
        if ((flags & ~RecordFormat.GROUP_END) != 0 || typeLength == 0 || jsonLength < 2) {
            return stop(start, RecordDefect.Kind.BAD_CONTENT, end, "flags " + flags + " and type length "
                    + typeLength + " are impossible");
        }
        String type = new String(buf, payload + 10, typeLength, StandardCharsets.US_ASCII);
        String json = new String(buf, payload + 10 + typeLength, jsonLength, StandardCharsets.UTF_8);
        position = end;
        return new JournalRecord(start, (int) (end - start), seq, type, json,
                (flags & RecordFormat.GROUP_END) != 0);
    }

    private JournalRecord stop(long offset, RecordDefect.Kind kind, long end, String detail) {
        defect = new RecordDefect(offset, kind, end, detail);
        return null;
    }

    /** Makes bytes [from, from+n) available in {@code buf}; returns the index of {@code from} in it. */
    private int fill(long from, int n) throws IOException {
        if (from >= bufStart && from + n <= bufStart + bufLength) {
            return (int) (from - bufStart);
        }
        if (buf.length < n) {
            buf = new byte[Math.max(n, buf.length * 2)];
        }
        int want = (int) Math.min(buf.length, limit - from);
        ByteBuffer target = ByteBuffer.wrap(buf, 0, want);
        long pos = from;
        while (target.hasRemaining()) {
            int read = channel.read(target, pos);
            if (read < 0) {
                throw new IOException("file ended at offset " + pos + " while its size was " + limit);
            }
            pos += read;
        }
        bufStart = from;
        bufLength = want;
        return 0;
    }

    private int readInt(int at) {
        return ((buf[at] & 0xff) << 24) | ((buf[at + 1] & 0xff) << 16) | ((buf[at + 2] & 0xff) << 8)
                | (buf[at + 3] & 0xff);
    }

    /** Whether every byte in [from, to) is zero: space a file system allocated but the crash never filled. */
    static boolean allZero(FileChannel channel, long from, long to) throws IOException {
        ByteBuffer chunk = ByteBuffer.allocate(8192);
        long pos = from;
        while (pos < to) {
            chunk.clear();
            chunk.limit((int) Math.min(chunk.capacity(), to - pos));
            int read = channel.read(chunk, pos);
            if (read < 0) {
                return true;
            }
            for (int i = 0; i < read; i++) {
                if (chunk.get(i) != 0) {
                    return false;
                }
            }
            pos += read;
        }
        return true;
    }
}
