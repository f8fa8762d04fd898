package org.touchmove.firmware.publish;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A sequence counter that survives restarts: the last issued number is written (temp file, fsync,
 * atomic rename) <em>before</em> it is handed out, so a crash can skip a number but never reuse one.
 * Format of the file: the decimal number and a newline (docs/events.md, "Sequence file").
 */
public final class PersistentSequenceCounter implements SequenceCounter {

    private static final Logger log = LoggerFactory.getLogger(PersistentSequenceCounter.class);

    private final Path file;
    private long last;

    public PersistentSequenceCounter(Path file) {
        this.file = file;
        this.last = read(file);
        log.info("event sequence file={} last={}", file, last);
    }

    private static long read(Path file) {
        if (!Files.exists(file)) {
            return 0;
        }
        String text;
        try {
            text = Files.readString(file, StandardCharsets.US_ASCII).trim();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read event sequence file " + file, e);
        }
        try {
            long value = Long.parseLong(text);
            if (value < 0) {
                throw new NumberFormatException("negative");
            }
            return value;
        } catch (NumberFormatException e) {
            // Never guess a sequence number: a reused one would make consumers drop real events.
            throw new IllegalStateException("event sequence file " + file + " is corrupt ('" + text
                    + "'); restore it or write a number above the last published seq", e);
        }
    }

    @Override
    public synchronized long next() {
        long candidate = last + 1;
        write(candidate);
        last = candidate;
        return candidate;
    }

    private void write(long value) {
        try {
            Path dir = file.toAbsolutePath().getParent();
            Files.createDirectories(dir);
            Path tmp = dir.resolve(file.getFileName() + ".tmp");
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING)) {
                ch.write(ByteBuffer.wrap((value + "\n").getBytes(StandardCharsets.US_ASCII)));
                ch.force(true);
            }
            Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot persist event sequence " + value + " to " + file, e);
        }
    }
}
