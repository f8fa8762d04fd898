package org.touchmove.firmware.cli;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;

/** Stdout as lines, as a command prints them, for a test that reads them while the command runs. */
final class LineQueue extends OutputStream {

    private final BlockingQueue<String> lines;
    private final ByteArrayOutputStream line = new ByteArrayOutputStream();

    LineQueue(BlockingQueue<String> lines) {
        this.lines = lines;
    }

    @Override
    public synchronized void write(int b) {
        if (b == '\n') {
            lines.add(line.toString(StandardCharsets.UTF_8));
            line.reset();
        } else {
            line.write(b);
        }
    }
}
