package org.touchmove.firmware.publish;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.journal.Durable;
import org.touchmove.firmware.journal.SequenceFile;

/**
 * A sequence counter that survives restarts: the last issued number is written (temp file, fsync, atomic rename,
 * fsync of the directory) <em>before</em> it is handed out, so a crash or a power cut can skip a number but never
 * reuse one. Format of the file: the decimal number and a newline (docs/events.md, "Sequence file"). The boards' way
 * before the event journal numbered events; kept (test tooling) for the journal bench's comparison of costs.
 */
public final class PersistentSequenceCounter implements SequenceCounter {

    private static final Logger log = LoggerFactory.getLogger(PersistentSequenceCounter.class);

    private final Path file;
    private final Durable durable;
    private long last;

    public PersistentSequenceCounter(Path file) {
        this(file, Durable.system());
    }

    /** With the fsyncs going through {@code durable} (tests observe them). */
    public PersistentSequenceCounter(Path file, Durable durable) {
        this.file = file;
        this.durable = durable;
        this.last = SequenceFile.read(file).orElse(0);
        log.info("event sequence file={} last={}", file, last);
    }

    @Override
    public synchronized long next() {
        if (last == Long.MAX_VALUE) {
            throw new IllegalStateException("event sequence file " + file + " has reached " + Long.MAX_VALUE
                    + ", the largest seq; no further event can be numbered");
        }
        long candidate = last + 1;
        try {
            durable.replace(file, (candidate + "\n").getBytes(StandardCharsets.US_ASCII));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot persist event sequence " + candidate + " to " + file, e);
        }
        last = candidate;
        return candidate;
    }
}
