package org.touchmove.hal.serial;

/**
 * Frames messages for the wire: SYNC, TYPE, SEQ, LEN, payload, CRC-16 (big-endian) over TYPE..payload.
 * Numbers frames 0, 1, ..., 255, 0, ... per sender. Not thread-safe; one per direction.
 */
public final class FrameEncoder {

    private int nextSequence;

    /** Frames {@code frame} with the next sequence number. */
    public byte[] encode(Frame frame) {
        byte[] bytes = encode(frame, nextSequence);
        nextSequence = (nextSequence + 1) & 0xFF;
        return bytes;
    }

    /** The sequence number the next {@link #encode(Frame)} will use. */
    public int nextSequence() {
        return nextSequence;
    }

    /** Starts numbering again from 0 (a device does this after reset, announced by a HELLO frame). */
    public void restartSequence() {
        nextSequence = 0;
    }

    /** Frames {@code frame} with an explicit sequence number (fault injection, replays). */
    public static byte[] encode(Frame frame, int sequence) {
        byte[] payload = PayloadCodec.encode(frame);
        if (payload.length > FrameFormat.MAX_PAYLOAD) {
            throw new IllegalArgumentException(frame.type() + " payload of " + payload.length
                    + " bytes exceeds " + FrameFormat.MAX_PAYLOAD);
        }
        byte[] out = new byte[FrameFormat.HEADER_BYTES + payload.length + FrameFormat.CRC_BYTES];
        out[0] = (byte) FrameFormat.SYNC;
        out[1] = (byte) frame.type().code();
        out[2] = (byte) sequence;
        out[3] = (byte) payload.length;
        System.arraycopy(payload, 0, out, FrameFormat.HEADER_BYTES, payload.length);
        int crc = Crc16.compute(out, 1, 3 + payload.length);
        out[out.length - 2] = (byte) (crc >>> 8);
        out[out.length - 1] = (byte) crc;
        return out;
    }
}
