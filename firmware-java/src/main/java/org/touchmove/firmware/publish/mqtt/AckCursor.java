package org.touchmove.firmware.publish.mqtt;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The highest {@code seq} the broker has acknowledged (PUBACK) with every event before it: where publishing resumes
 * after an outage or a restart. File {@code <stateDir>/mqtt-acked-seq}: the decimal number and a newline, replaced
 * durably (temp file, fsync, rename, fsync of the directory).
 *
 * <p>Writes happen on a thread of their own, always of the newest value, and at most once per
 * {@link #OWN_WRITE_INTERVAL_NANOS}: a write is two fsyncs, which must neither hold up publishing nor, one per
 * PUBACK, crowd the disk the journal's commit fsyncs on (on ext4 they share its journal; an SD card also wears). A
 * cursor that lags on disk only means a few events are sent again after a crash (consumers drop them by seq); it can
 * never run ahead of an acknowledgement, because only {@link #advance} moves it and the publisher calls that on
 * PUBACK. A {@link #flush} or a close writes the newest value at once.
 * The boards of one {@link MqttBrokerLink} share one writer thread instead
 * ({@link #open(Path, ScheduledExecutorService)}): each board's newest value, at most once per
 * {@link #SHARED_WRITE_INTERVAL_NANOS}, so a thousand boards cost one thread, not a thousand, and their fsyncs do not
 * crowd the disk that their journals fsync on (the cursor then lags by up to that interval: a second more of events
 * sent again after a crash, never one skipped).
 */
final class AckCursor implements AutoCloseable {

    static final String FILE_NAME = "mqtt-acked-seq";
    private static final Logger log = LoggerFactory.getLogger(AckCursor.class);

    private final Path file;
    /** The cursor's own writer thread, or null when {@link #shared} writes. */
    private final Thread writer;
    /** A board's cursor on its own writer is written at most this often (the first write after a pause at once). */
    static final long OWN_WRITE_INTERVAL_NANOS = 1_000_000_000L;
    /** A board's cursor on a shared writer is written at most this often. */
    static final long SHARED_WRITE_INTERVAL_NANOS = 10_000_000_000L;

    /** The writer shared by the boards of a link, or null. */
    private final ScheduledExecutorService shared;
    private long lastWriteNanos = System.nanoTime() - SHARED_WRITE_INTERVAL_NANOS;
    private long wanted;
    private long stored;
    private boolean closed;
    private boolean writeQueued;
    /** A flush waits: the own writer writes at once instead of at the end of its interval. */
    private boolean flushWanted;
    private int writes;

    private AckCursor(Path file, long value, ScheduledExecutorService shared) {
        this.file = file;
        this.wanted = value;
        this.stored = value;
        this.shared = shared;
        if (shared == null) {
            this.writer = new Thread(this::writeLoop, "mqtt-cursor-" + file.getParent().getFileName());
            this.writer.setDaemon(true);
            this.writer.start();
        } else {
            this.writer = null;
        }
    }

    /** Opens (or creates at 0) the cursor of a board's state directory, written by a thread of its own. */
    static AckCursor open(Path stateDir) {
        return open(stateDir, null);
    }

    /** As {@link #open(Path)}, written by {@code writer} (shared by many cursors), or a thread of its own if null. */
    static AckCursor open(Path stateDir, ScheduledExecutorService writer) {
        Path file = stateDir.resolve(FILE_NAME);
        long value = read(file);
        log.info("mqtt acknowledged cursor file={} seq={}", file, value);
        return new AckCursor(file, value, writer);
    }

    static long read(Path file) {
        if (!Files.exists(file)) {
            return 0;
        }
        String text;
        try {
            text = Files.readString(file, StandardCharsets.US_ASCII).trim();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the MQTT cursor " + file, e);
        }
        try {
            long value = Long.parseLong(text);
            if (value < 0) {
                throw new NumberFormatException("negative");
            }
            return value;
        } catch (NumberFormatException e) {
            // Never guess forward: that would skip events. Deleting the file re-sends the whole journal.
            throw new IllegalStateException("the MQTT cursor " + file + " is corrupt ('" + text
                    + "'); delete it to publish the journal again from its start", e);
        }
    }

    /** The value publishing resumes from (acknowledged, perhaps not yet on disk). */
    synchronized long value() {
        return wanted;
    }

    /** Moves the cursor forward (never back) after a PUBACK; the write follows on the writer thread. */
    synchronized void advance(long seq) {
        if (seq > wanted) {
            wanted = seq;
            notifyAll();
            if (shared != null && !writeQueued && !closed) {
                writeQueued = true;
                long wait = lastWriteNanos + SHARED_WRITE_INTERVAL_NANOS - System.nanoTime();
                try {
                    shared.schedule(this::writeShared, Math.max(0, wait), TimeUnit.NANOSECONDS);
                } catch (RejectedExecutionException e) {
                    writeQueued = false;
                    log.warn("MQTT cursor {}: the shared writer is stopped; seq {} not written", file, seq);
                }
            }
        }
    }

    /** One turn of the shared writer: the newest value, once. */
    private void writeShared() {
        long value;
        synchronized (this) {
            writeQueued = false;
            if (stored >= wanted) {
                return;
            }
            value = wanted;
            lastWriteNanos = System.nanoTime();
        }
        try {
            write(file, value);
        } catch (IOException e) {
            // The cursor only lags; the next advance tries again, and a restart sends some events again.
            log.error("cannot write the MQTT cursor {} (seq {}); the next acknowledgement tries again", file, value, e);
            return;
        }
        synchronized (this) {
            stored = Math.max(stored, value);
            writes++;
            notifyAll();
        }
    }

    /** How many times the file was written (for the tests of the write interval). */
    synchronized int writes() {
        return writes;
    }

    /** Waits until the newest value is on disk. */
    synchronized void flush() throws InterruptedException {
        if (shared != null && stored < wanted) {
            // Now, not at the end of the interval (a queued write then finds nothing left); also retries a failed one.
            try {
                shared.execute(this::writeShared);
            } catch (RejectedExecutionException e) {
                log.warn("MQTT cursor {}: the shared writer is stopped; seq {} not written", file, wanted);
                return;
            }
        }
        flushWanted = true;
        notifyAll();
        long end = System.nanoTime() + 10_000_000_000L;
        while (stored < wanted && (writer == null ? System.nanoTime() - end < 0 : writer.isAlive())) {
            wait(100);
        }
    }

    @Override
    public void close() {
        try {
            flush();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            log.warn("interrupted while writing the MQTT cursor {}; it may lag (events are sent again)", file);
        }
        synchronized (this) {
            closed = true;
            notifyAll();
        }
        if (writer == null) {
            return;
        }
        try {
            writer.join(2000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void writeLoop() {
        while (true) {
            long value;
            synchronized (this) {
                while (stored >= wanted && !closed) {
                    try {
                        wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                if (stored >= wanted) {
                    return;
                }
                long due = lastWriteNanos + OWN_WRITE_INTERVAL_NANOS;
                long left;
                while (!closed && !flushWanted && (left = due - System.nanoTime()) > 0) {
                    try {
                        TimeUnit.NANOSECONDS.timedWait(this, left);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                flushWanted = false;
                lastWriteNanos = System.nanoTime();
                value = wanted;
            }
            try {
                write(file, value);
            } catch (IOException e) {
                // The cursor only lags; publishing goes on and a restart sends some events again.
                log.error("cannot write the MQTT cursor {} (seq {}); will retry", file, value, e);
                synchronized (this) {
                    try {
                        wait(1000);
                    } catch (InterruptedException ie) {
                        return;
                    }
                }
                continue;
            }
            synchronized (this) {
                stored = value;
                writes++;
                notifyAll();
            }
        }
    }

    static void write(Path file, long value) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        if (!Files.isDirectory(dir)) {
            Files.createDirectories(dir); // only when missing: it throws (and catches) an exception on every call
        }
        Path tmp = dir.resolve(file.getFileName() + ".tmp");
        try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            ch.write(ByteBuffer.wrap((value + "\n").getBytes(StandardCharsets.US_ASCII)));
            ch.force(true);
        }
        Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        // The rename is durable only once the directory entry is: fsync the directory (works on Linux).
        try (FileChannel d = FileChannel.open(dir, StandardOpenOption.READ)) {
            d.force(true);
        }
    }
}
