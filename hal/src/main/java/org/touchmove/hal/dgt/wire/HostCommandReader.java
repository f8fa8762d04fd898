package org.touchmove.hal.dgt.wire;

import java.util.ArrayList;
import java.util.List;

/**
 * Cuts the host's byte stream into commands, board side: one byte per board request, a whole
 * {@code 2B size ...} frame per clock command. Not thread-safe: one reader thread feeds it.
 */
public final class HostCommandReader {

    /** Larger than any clock frame; a bigger size byte is noise. */
    private static final int MAX_CLOCK_BODY = 0x20;

    private byte[] body;
    private int filled;
    private boolean awaitingSize;

    public List<HostCommand> feed(byte[] bytes, int offset, int length) {
        List<HostCommand> out = new ArrayList<>();
        for (int i = offset; i < offset + length; i++) {
            accept(bytes[i] & 0xFF, out);
        }
        return out;
    }

    private void accept(int b, List<HostCommand> out) {
        if (awaitingSize) {
            awaitingSize = false;
            if (b < 3 || b > MAX_CLOCK_BODY) {
                out.add(new UnknownCommand(DgtBytes.CLOCK_MESSAGE, "clock frame size " + b));
                return;
            }
            body = new byte[b];
            filled = 0;
            return;
        }
        if (body != null) {
            body[filled++] = (byte) b;
            if (filled == body.length) {
                out.add(HostCommandCodec.decodeClockBody(body));
                body = null;
            }
            return;
        }
        if (b == DgtBytes.CLOCK_MESSAGE) {
            awaitingSize = true;
            return;
        }
        BoardRequest request = BoardRequest.ofWire(b);
        out.add(request != null ? request : new UnknownCommand(b, String.format("byte %02X", b)));
    }
}
