package org.touchmove.hal.serial;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Bytes in, frames out (docs/serial-protocol.md). Pure apart from logging: time arrives with the
 * bytes. A frame is delivered only if its CRC is right, its payload is well formed and its sequence
 * number is not behind; damaged input is counted, logged and skipped, and the decoder re-synchronises
 * on the next sync byte after the start of the damaged frame (so a good frame hidden inside a
 * truncated one is still found). Nothing is ever guessed or repaired.
 */
public final class FrameDecoder {

    private static final Logger log = LoggerFactory.getLogger(FrameDecoder.class);

    private final String source;
    private final long frameTimeoutNanos;

    private byte[] buf = new byte[256];
    private int start;
    private int end;
    /** Stream position of buf[start]. */
    private long position;
    private long partialSince = Long.MIN_VALUE;
    private long damagedUntil = -1;
    private boolean damagePending;
    private int expectedSequence = -1;

    private long frames;
    private long corrupt;
    private long truncated;
    private long lost;
    private long outOfOrder;
    private long malformed;
    private long unknownType;
    private long skippedBytes;
    private long bytes;

    /**
     * @param source            names the link in log lines
     * @param frameTimeoutNanos a frame still incomplete this long after its first bytes is truncated
     */
    public FrameDecoder(String source, long frameTimeoutNanos) {
        if (frameTimeoutNanos <= 0) {
            throw new IllegalArgumentException("frame timeout must be positive, got " + frameTimeoutNanos);
        }
        this.source = source;
        this.frameTimeoutNanos = frameTimeoutNanos;
    }

    public List<DecodedFrame> feed(byte[] data, long nowNanos) {
        return feed(data, 0, data.length, nowNanos);
    }

    /** Appends {@code length} bytes received at {@code nowNanos} and returns the frames they complete. */
    public synchronized List<DecodedFrame> feed(byte[] data, int offset, int length, long nowNanos) {
        append(data, offset, length);
        bytes += length;
        List<DecodedFrame> out = new ArrayList<>();
        while (step(nowNanos, out)) {
            // keep going while bytes are consumed
        }
        compact();
        return out;
    }

    /** Checks the time-out of a pending partial frame when no bytes arrived. */
    public List<DecodedFrame> poll(long nowNanos) {
        return feed(new byte[0], 0, 0, nowNanos);
    }

    /**
     * Forgets buffered bytes and the sequence (after the port was reopened). A frame the old opening cut
     * short (the cable pulled mid-frame) is counted as truncated, and bytes before it as skipped.
     */
    public synchronized void reset() {
        int sync = start;
        while (sync < end && (buf[sync] & 0xFF) != FrameFormat.SYNC) {
            sync++;
        }
        skippedBytes += sync - start;
        if (sync < end && position + (sync - start) >= damagedUntil) {
            truncated++;
            log.warn("{}: frame at byte {} was cut short when the port closed", source, position + (sync - start));
        }
        damagedUntil = -1;
        position += end - start;
        start = 0;
        end = 0;
        partialSince = Long.MIN_VALUE;
        damagePending = false;
        expectedSequence = -1;
    }

    public synchronized DecoderStats stats() {
        return new DecoderStats(frames, corrupt, truncated, lost, outOfOrder, malformed, unknownType, skippedBytes, bytes);
    }

    /** One decoding step; returns false when it needs more bytes. */
    private boolean step(long now, List<DecodedFrame> out) {
        int sync = start;
        while (sync < end && (buf[sync] & 0xFF) != FrameFormat.SYNC) {
            sync++;
        }
        if (sync > start) {
            int skipped = sync - start;
            skippedBytes += skipped;
            log.debug("{}: skipped {} bytes looking for a sync byte", source, skipped);
            consume(skipped);
        }
        int available = end - start;
        if (available == 0) {
            partialSince = Long.MIN_VALUE;
            return false;
        }
        if (available < FrameFormat.HEADER_BYTES) {
            return waitedTooLong(now, available);
        }
        int length = buf[start + 3] & 0xFF;
        if (length > FrameFormat.MAX_PAYLOAD) {
            damaged(FrameFormat.HEADER_BYTES, "length " + length + " exceeds " + FrameFormat.MAX_PAYLOAD);
            return true;
        }
        int total = FrameFormat.HEADER_BYTES + length + FrameFormat.CRC_BYTES;
        if (available < total) {
            return waitedTooLong(now, available);
        }
        int received = (buf[start + total - 2] & 0xFF) << 8 | buf[start + total - 1] & 0xFF;
        int computed = Crc16.compute(buf, start + 1, 3 + length);
        if (received != computed) {
            damaged(total, String.format("CRC %04x, expected %04x", received, computed));
            return true;
        }
        partialSince = Long.MIN_VALUE;
        settleDamage();
        accept(buf[start + 1] & 0xFF, buf[start + 2] & 0xFF,
                Arrays.copyOfRange(buf, start + FrameFormat.HEADER_BYTES, start + FrameFormat.HEADER_BYTES + length),
                out);
        consume(total);
        return true;
    }

    private void accept(int typeCode, int sequence, byte[] payload, List<DecodedFrame> out) {
        if (!sequenceAccepted(typeCode, sequence)) {
            return;
        }
        FrameType type = FrameType.ofCode(typeCode);
        if (type == null) {
            unknownType++;
            log.warn("{}: dropped frame #{} of unknown type 0x{}", source, sequence, Integer.toHexString(typeCode));
            return;
        }
        Frame frame;
        try {
            frame = PayloadCodec.decode(type, payload);
        } catch (IllegalArgumentException e) {
            malformed++;
            log.warn("{}: dropped malformed frame #{}: {}", source, sequence, e.getMessage());
            return;
        }
        frames++;
        out.add(new DecodedFrame(sequence, frame));
    }

    private boolean sequenceAccepted(int typeCode, int sequence) {
        if (typeCode == FrameType.HELLO.code() || expectedSequence < 0) {
            expectedSequence = (sequence + 1) & 0xFF;
            return true;
        }
        int delta = (sequence - expectedSequence) & 0xFF;
        if (delta >= 128) {
            outOfOrder++;
            log.warn("{}: dropped frame #{}, expected #{} (stale or repeated)", source, sequence, expectedSequence);
            return false;
        }
        if (delta > 0) {
            lost += delta;
            log.warn("{}: {} frame(s) lost before #{}", source, delta, sequence);
        }
        expectedSequence = (sequence + 1) & 0xFF;
        return true;
    }

    /** A frame starting at buf[start] and claiming {@code span} bytes is damaged: count it once, skip its sync. */
    private void damaged(int span, String why) {
        if (position >= damagedUntil) {
            corrupt++;
            damagePending = true;
            log.warn("{}: damaged frame at byte {}: {}", source, position, why);
        }
        damagedUntil = Math.max(damagedUntil, position + span);
        consume(1);
    }

    /**
     * A good frame starting inside the last damaged one means that one was cut short. Either way the damage
     * ends where the good frame starts: a damaged frame after it is a new one, and counted.
     */
    private void settleDamage() {
        if (damagePending && position < damagedUntil) {
            corrupt--;
            truncated++;
            log.warn("{}: the damaged frame before byte {} was truncated", source, position);
        }
        damagePending = false;
        damagedUntil = Math.min(damagedUntil, position);
    }

    private boolean waitedTooLong(long now, int available) {
        int good = goodFrameFollows();
        if (good >= 0) {
            // A complete, CRC-valid frame starts after this sync byte: the head frame was cut short there.
            // Its damage ends where that frame starts, so a damaged frame after the good one is still counted.
            if (position >= damagedUntil) {
                truncated++;
                log.warn("{}: frame at byte {} was cut short by the next frame", source, position);
            }
            damagePending = false;
            damagedUntil = Math.max(damagedUntil, position + (good - start));
            partialSince = Long.MIN_VALUE;
            consume(1);
            return true;
        }
        if (partialSince == Long.MIN_VALUE) {
            partialSince = now;
            return false;
        }
        if (now - partialSince < frameTimeoutNanos) {
            return false;
        }
        if (position >= damagedUntil) {
            truncated++;
            log.warn("{}: frame at byte {} stopped after {} bytes", source, position, available);
        }
        damagePending = false;
        damagedUntil = Math.max(damagedUntil, position + available);
        partialSince = Long.MIN_VALUE;
        consume(1);
        return true;
    }

    /** The buffer index of the first complete, CRC-valid frame after buf[start], or -1. */
    private int goodFrameFollows() {
        for (int j = start + 1; j + FrameFormat.HEADER_BYTES + FrameFormat.CRC_BYTES <= end; j++) {
            if ((buf[j] & 0xFF) != FrameFormat.SYNC) {
                continue;
            }
            int length = buf[j + 3] & 0xFF;
            int total = FrameFormat.HEADER_BYTES + length + FrameFormat.CRC_BYTES;
            if (length <= FrameFormat.MAX_PAYLOAD && j + total <= end) {
                int received = (buf[j + total - 2] & 0xFF) << 8 | buf[j + total - 1] & 0xFF;
                if (received == Crc16.compute(buf, j + 1, 3 + length)) {
                    return j;
                }
            }
        }
        return -1;
    }

    private void consume(int n) {
        start += n;
        position += n;
    }

    private void append(byte[] data, int offset, int length) {
        if (end + length > buf.length) {
            compact();
            if (end + length > buf.length) {
                buf = Arrays.copyOf(buf, Math.max(buf.length * 2, end + length));
            }
        }
        System.arraycopy(data, offset, buf, end, length);
        end += length;
    }

    private void compact() {
        if (start > 0) {
            System.arraycopy(buf, start, buf, 0, end - start);
            end -= start;
            start = 0;
        }
    }
}
