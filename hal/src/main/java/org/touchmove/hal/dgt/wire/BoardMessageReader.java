package org.touchmove.hal.dgt.wire;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Cuts the board's byte stream into messages. Any byte with bit 7 set starts a message, so a frame
 * broken by a lost or corrupted byte is dropped and reading resumes at the next id byte; a frame
 * whose data does not fit its id is dropped too. Not thread-safe: one reader thread feeds it.
 */
public final class BoardMessageReader {

    private static final Logger log = LoggerFactory.getLogger(BoardMessageReader.class);

    private final ByteArrayOutputStream pending = new ByteArrayOutputStream();
    private int expectedLength = -1;
    private long messages;
    private long brokenFrames;
    private long strayBytes;
    private String lastRejection;

    /** Feeds bytes and returns the messages they complete, in order. */
    public List<BoardMessage> feed(byte[] bytes, int offset, int length) {
        List<BoardMessage> out = new ArrayList<>();
        for (int i = offset; i < offset + length; i++) {
            accept(bytes[i] & 0xFF, out);
        }
        return out;
    }

    private void accept(int b, List<BoardMessage> out) {
        if ((b & DgtBytes.MESSAGE_BIT) != 0) {
            if (pending.size() > 0) {
                // a new id byte inside a frame: the frame lost bytes
                rejected(String.format("message %02X cut short after %d of %s bytes by the next id byte %02X",
                        pending.toByteArray()[0] & 0xFF, pending.size(),
                        expectedLength < 0 ? "its" : Integer.toString(expectedLength), b));
            }
            pending.reset();
            pending.write(b);
            expectedLength = -1;
            return;
        }
        if (pending.size() == 0) {
            strayBytes++; // a data byte between frames: skipped until the next id byte
            return;
        }
        pending.write(b);
        if (pending.size() == 3) {
            byte[] h = pending.toByteArray();
            expectedLength = (h[1] & 0x7F) << 7 | h[2] & 0x7F;
            if (expectedLength < 3) {
                rejected(String.format("message %02X claims %d bytes, fewer than its 3-byte header",
                        h[0] & 0xFF, expectedLength));
                pending.reset();
                return;
            }
        }
        if (expectedLength >= 3 && pending.size() == expectedLength) {
            byte[] frame = pending.toByteArray();
            pending.reset();
            expectedLength = -1;
            byte[] data = new byte[frame.length - 3];
            System.arraycopy(frame, 3, data, 0, data.length);
            try {
                out.add(BoardMessageCodec.decode(frame[0] & 0xFF, data));
                messages++;
            } catch (IllegalArgumentException e) {
                // well framed but impossible content: dropped, counted
                rejected(String.format("message %02X dropped: %s", frame[0] & 0xFF, e.getMessage()));
            }
        }
    }

    private void rejected(String reason) {
        brokenFrames++;
        lastRejection = reason;
        log.debug("broken DGT frame: {}", reason);
    }

    /** Why the last broken frame was dropped (for the log of whoever reads the board), or null if none was. */
    public String lastRejection() {
        return lastRejection;
    }

    /** Forgets a partial frame (after a reconnect). */
    public void reset() {
        pending.reset();
        expectedLength = -1;
    }

    public long messages() {
        return messages;
    }

    /** Frames dropped because a byte was lost, corrupted or the content did not fit the id. */
    public long brokenFrames() {
        return brokenFrames;
    }

    /** Data bytes seen outside any frame and skipped. */
    public long strayBytes() {
        return strayBytes;
    }
}
