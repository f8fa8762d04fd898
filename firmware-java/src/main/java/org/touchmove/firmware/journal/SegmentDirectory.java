package org.touchmove.firmware.journal;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A journal's directory on disk (docs/journal.md): its lock (one writer per board), its segment files named by their
 * first seq, and what recovery finds in them when the journal opens. Closing it releases the lock.
 */
final class SegmentDirectory implements AutoCloseable {

    private static final Pattern SEGMENT_NAME = Pattern.compile("(\\d{20})\\.seg");

    private final String boardId;
    private final Path directory;
    private final Durable durable;
    private FileChannel lockChannel;

    /**
     * The segments found on open, each checked, and the seq of the last new-game record among them (0 if none).
     */
    record Recovered(List<SegmentInfo> segments, long currentGameSeq) {
    }

    SegmentDirectory(String boardId, Path directory, Durable durable) {
        this.boardId = boardId;
        this.directory = directory;
        this.durable = durable;
    }

    /** Creates the directory where needed and takes its lock. */
    void open() throws IOException {
        durable.createDirectories(directory);
        lock();
    }

    /**
     * One writer per journal: a second controller on the same board id would interleave its records with ours. The
     * lock file's name need not be durable (the kernel drops the lock when the process dies), so no fsync.
     */
    private void lock() throws IOException {
        Path lockFile = directory.resolve("lock");
        lockChannel = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        FileLock lock;
        try {
            lock = lockChannel.tryLock();
        } catch (OverlappingFileLockException e) {
            lock = null;
        }
        if (lock == null) {
            throw new IllegalStateException("board " + boardId + ": journal " + directory + " is in use by another"
                    + " controller (" + lockFile + " is locked); run one controller per board id");
        }
    }

    /**
     * Checks every segment in seq order: consecutive, each intact ({@link SegmentCheck}: the last one cut back to its
     * last complete commit group), none empty but the last.
     *
     * @throws JournalCorruptException naming the file and offset of damage a crash cannot explain
     */
    Recovered recover() throws IOException {
        List<Path> files = segmentFiles();
        List<SegmentInfo> segments = new ArrayList<>();
        long currentGame = 0;
        for (int i = 0; i < files.size(); i++) {
            Path file = files.get(i);
            long firstSeq = firstSeqOf(file);
            boolean last = i == files.size() - 1;
            if (!segments.isEmpty()) {
                SegmentInfo previous = segments.get(segments.size() - 1);
                if (previous.lastSeq() + 1 != firstSeq) {
                    throw new JournalCorruptException(boardId, file, 0, "it starts at seq " + firstSeq + " but "
                            + previous.path().getFileName() + " ends at seq " + previous.lastSeq()
                            + ": a segment is missing or truncated");
                }
            }
            SegmentCheck.Result scan = new SegmentCheck(boardId, durable).check(file, firstSeq, last);
            if (scan.bytes() == 0 && !last) {
                throw new JournalCorruptException(boardId, file, 0, "an empty segment before the last one: its"
                        + " records are lost");
            }
            if (scan.newGameSeq() > 0) {
                currentGame = scan.newGameSeq();
            }
            segments.add(new SegmentInfo(file, firstSeq, scan.lastSeq(), scan.bytes()));
        }
        return new Recovered(List.copyOf(segments), currentGame);
    }

    /** Creates the segment whose first record will be {@code firstSeq} (its directory fsync'd). */
    FileChannel create(long firstSeq) throws IOException {
        return durable.createFile(path(firstSeq));
    }

    Path path(long firstSeq) {
        return directory.resolve(SegmentInfo.fileName(firstSeq));
    }

    private List<Path> segmentFiles() throws IOException {
        List<Path> files = new ArrayList<>();
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(directory)) {
            for (Path p : stream) {
                if (SEGMENT_NAME.matcher(p.getFileName().toString()).matches()) {
                    files.add(p);
                }
            }
        }
        files.sort((a, b) -> Long.compare(firstSeqOf(a), firstSeqOf(b)));
        return files;
    }

    private long firstSeqOf(Path file) {
        Matcher m = SEGMENT_NAME.matcher(file.getFileName().toString());
        if (!m.matches()) {
            throw new IllegalArgumentException("not a segment file: " + file);
        }
        long firstSeq;
        try {
            firstSeq = Long.parseLong(m.group(1));
        } catch (NumberFormatException e) {
            firstSeq = 0;
        }
        if (firstSeq < 1) {
            throw new JournalCorruptException(boardId, file, 0, "its name is not a seq from 1 to " + Long.MAX_VALUE);
        }
        return firstSeq;
    }

    /** Releases the lock (closing its channel). */
    @Override
    public void close() throws IOException {
        if (lockChannel != null) {
            lockChannel.close();
        }
    }
}
