package org.touchmove.firmware.journal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Locale;

/**
 * The file operations durability rests on, each followed by the fsyncs that make it survive a power cut: a file's
 * data ({@code fsync} of the file) and its name ({@code fsync} of the directory that holds it: a created, renamed or
 * deleted name lives in the directory, and without the directory's fsync a rename can be lost after a power cut,
 * see docs/journal.md "Directory fsync"). Used by the journal and by the sequence file.
 *
 * <p>The fsyncs themselves go through {@link Syncs}, so a test can observe every call that was made.
 */
public final class Durable {

    /** The two fsync primitives. */
    public interface Syncs {

        /** Forces a file's data and metadata to the device. */
        void forceFile(FileChannel channel, Path file) throws IOException;

        /** Forces a directory's entries (created, renamed, deleted names) to the device. */
        void forceDirectory(Path directory) throws IOException;
    }

    /** The real fsyncs. */
    public static final Syncs SYSTEM = new Syncs() {
        @Override
        public void forceFile(FileChannel channel, Path file) throws IOException {
            channel.force(true);
        }

        @Override
        public void forceDirectory(Path directory) throws IOException {
            if (WINDOWS) {
                // Windows cannot open a directory as a file; NTFS journals its directory entries itself.
                return;
            }
            try (FileChannel dir = FileChannel.open(directory, StandardOpenOption.READ)) {
                dir.force(true);
            }
        }
    };

    private static final boolean WINDOWS =
            System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("windows");
    private static final Durable SYSTEM_DURABLE = new Durable(SYSTEM);

    private final Syncs syncs;

    public Durable(Syncs syncs) {
        this.syncs = syncs;
    }

    public static Durable system() {
        return SYSTEM_DURABLE;
    }

    /** fsync of a file's data. */
    public void force(FileChannel channel, Path file) throws IOException {
        syncs.forceFile(channel, file);
    }

    /** Creates the directory and any missing parents; each new directory's parent is fsync'd. */
    public void createDirectories(Path directory) throws IOException {
        Path dir = directory.toAbsolutePath();
        if (Files.isDirectory(dir)) {
            return;
        }
        Path parent = dir.getParent();
        if (parent != null) {
            createDirectories(parent);
        }
        Files.createDirectory(dir);
        if (parent != null) {
            syncs.forceDirectory(parent);
        }
    }

    /** Creates a new, empty file for writing and fsyncs its directory, so the name survives a power cut. */
    public FileChannel createFile(Path file) throws IOException {
        Path abs = file.toAbsolutePath();
        FileChannel channel = FileChannel.open(abs, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE,
                StandardOpenOption.READ);
        try {
            syncs.forceDirectory(abs.getParent());
        } catch (IOException e) {
            channel.close();
            throw e;
        }
        return channel;
    }

    /**
     * Replaces {@code file} with {@code content} atomically: a temporary file beside it is written and fsync'd, renamed
     * over {@code file}, and the directory is fsync'd so the rename itself is durable.
     */
    public void replace(Path file, byte[] content) throws IOException {
        Path abs = file.toAbsolutePath();
        Path dir = abs.getParent();
        createDirectories(dir);
        Path tmp = dir.resolve(abs.getFileName() + ".tmp");
        try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            ByteBuffer buf = ByteBuffer.wrap(content);
            while (buf.hasRemaining()) {
                ch.write(buf);
            }
            syncs.forceFile(ch, tmp);
        }
        Files.move(tmp, abs, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        syncs.forceDirectory(dir);
    }

    /** Cuts a file to {@code size} bytes and fsyncs it. */
    public void truncate(FileChannel channel, Path file, long size) throws IOException {
        channel.truncate(size);
        syncs.forceFile(channel, file);
    }

    /** Deletes a file and fsyncs its directory, so the deletion is not undone by a power cut. */
    public void delete(Path file) throws IOException {
        Path abs = file.toAbsolutePath();
        Files.delete(abs);
        syncs.forceDirectory(abs.getParent());
    }
}
