package org.touchmove.firmware.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/**
 * Output held back until {@link #release()}: what is written before goes to memory, then out in one piece, and
 * later writes pass straight through. {@code touchmove run} holds its topic printer's lines until it has said where
 * the board is served ({@code livechess ws://...} is the second line, as documented), since the board's first
 * retained messages may reach the printer before that line is printed.
 */
final class HeldOutput extends OutputStream {

    private final OutputStream out;
    private ByteArrayOutputStream held = new ByteArrayOutputStream();

    HeldOutput(OutputStream out) {
        this.out = out;
    }

    @Override
    public synchronized void write(int b) throws IOException {
        if (held != null) {
            held.write(b);
        } else {
            out.write(b);
        }
    }

    @Override
    public synchronized void write(byte[] b, int off, int len) throws IOException {
        if (held != null) {
            held.write(b, off, len);
        } else {
            out.write(b, off, len);
        }
    }

    @Override
    public synchronized void flush() throws IOException {
        if (held == null) {
            out.flush();
        }
    }

    /** Writes what was held and lets everything after it through. */
    synchronized void release() throws IOException {
        if (held != null) {
            held.writeTo(out);
            held = null;
            out.flush();
        }
    }
}
