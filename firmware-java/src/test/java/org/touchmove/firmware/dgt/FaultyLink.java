package org.touchmove.firmware.dgt;

import java.io.IOException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import org.touchmove.hal.dgt.DgtLink;
import org.touchmove.hal.dgt.wire.DgtBytes;

/** The emulation's end of the line, with faults a test switches on: a cut message, a lost ack, noise. */
final class FaultyLink implements DgtLink {

    private final DgtLink line;
    private final AtomicBoolean cutNextMessage = new AtomicBoolean();
    private final AtomicBoolean loseNextAck = new AtomicBoolean();
    final AtomicInteger cut = new AtomicInteger();
    final AtomicInteger lost = new AtomicInteger();

    FaultyLink(DgtLink line) {
        this.line = line;
    }

    void cutNextMessage() {
        cutNextMessage.set(true);
    }

    void loseNextAck() {
        loseNextAck.set(true);
    }

    /** Bytes on the line that belong to no message. */
    void noise(byte... bytes) throws IOException {
        line.write(bytes);
    }

    @Override
    public int read(byte[] buffer) throws IOException {
        return line.read(buffer);
    }

    @Override
    public void write(byte[] bytes) throws IOException {
        boolean commandAck = (bytes[0] & 0xFF) == DgtBytes.MSG_BWTIME && (bytes[3] & 0x0F) == DgtBytes.ACK_MARKER
                && bytes[5] != (DgtBytes.ACK_BUTTON_PRESSED & 0x7F);
        if (commandAck && loseNextAck.compareAndSet(true, false)) {
            lost.incrementAndGet();
            return;
        }
        if (cutNextMessage.compareAndSet(true, false)) {
            cut.incrementAndGet();
            byte[] head = new byte[Math.max(1, bytes.length - 2)];
            System.arraycopy(bytes, 0, head, 0, head.length);
            line.write(head);
            return;
        }
        line.write(bytes);
    }

    @Override
    public String name() {
        return "faulty " + line.name();
    }

    @Override
    public void close() {
        line.close();
    }
}
