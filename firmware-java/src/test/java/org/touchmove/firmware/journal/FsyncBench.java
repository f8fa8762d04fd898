package org.touchmove.firmware.journal;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.locks.LockSupport;

/**
 * Issue 31's fsync experiment (scripts/bench-fsync, docs/performance.md "Why our fsync costs twice the peer's"): one
 * 300-byte append then an fsync, in several ways, the ways interleaved sample by sample in one run (a loaded machine
 * shifts all of them alike), each sample after a quiet gap. Prints {@code name value unit} lines: p50/p99 per way and
 * the ratio of each way's p50 to the peer's way ({@code grow_force_true}: a growing file, FileChannel.force(true), as
 * the latency bench's FloorProbe does).
 *
 * <p>Usage: {@code scripts/bench-fsync [SAMPLES] [GAP_MS] [DIR]}. The ways:
 * <ul>
 * <li>{@code grow_force_true}: append to a growing file, force(true) (fsync): the peer, and the journal today;
 * <li>{@code grow_force_false}: the same, force(false) (fdatasync; the size still changes, so ext4 still journals it);
 * <li>{@code prealloc_force_true} / {@code prealloc_force_false}: write within a file already written full of zeros
 *     and fsync'd (the size never changes): candidate (a);
 * <li>{@code grow_with_cursor}: the peer's way while another thread replaces a small file durably (write, fsync,
 *     rename, directory fsync), started just before the append: candidate (b), the MQTT cursor in the same ext4 commit;
 * <li>{@code grow_during_cursor}: the same, the append starting 1 ms after the cursor's replacement began (its
 *     fsyncs in flight: the append's fsync waits for that ext4 commit, then its own);
 * <li>{@code grow_with_busy_threads}: the peer's way while two other threads of the process spin (the board's
 *     other threads runnable during its commit; the peer samples after a quiet gap): the thread's wake-up after
 *     the fsync completes, not the file system;
 * <li>{@code grow_with_busy_processes}: the same with two spinning processes instead (other programs' load, the
 *     same amount): tells the process's own threads from the machine's load;
 * <li>{@code grow_page_cross}: each write straddles a 4 KiB page boundary of a growing file: candidate (c);
 * <li>{@code journal_commit}: the board's own {@link EventJournal#commit()} of a move's two events (its one write
 *     and fsync), in a 1 MiB segment as a board's;
 * <li>{@code grow_after_1mib}: the peer's way in a file that already holds 1 MiB: candidate (d), the segment's size;
 * <li>{@code grow_group_bytes}: the peer's way with as many bytes as {@code journal_commit} writes (a move's two
 *     records, 648 bytes): the write's size apart from the journal's code;
 * <li>{@code journal_commit_twin}: {@code journal_commit} in a second journal of its own: the spread between two
 *     identical ways, for judging the others' differences;
 * <li>{@code grow_group_bytes_locked_dir}: {@code grow_group_bytes} in a file made as the journal makes a segment
 *     (created, its directory fsync'd) in a directory holding a locked {@code lock} file, as a journal's does;
 * <li>{@code grow_group_bytes_random}: {@code grow_group_bytes} with new random bytes each time (nothing a storage
 *     layer under the disk could compress or deduplicate); {@code grow_group_journal_bytes}: the same with the bytes a
 *     journal holds (its records, framing and all), slice after slice: the journal's content without its code;
 * <li>{@code journal_commit_prepared}: {@code journal_commit} with the two events appended (encoded) before the quiet
 *     gap, so the sample is the commit alone;
 * <li>{@code dsync_prealloc}: the group written to a preallocated file opened with {@code DSYNC} (one system call
 *     returns once the data is durable);
 * <li>{@code direct_dsync_prealloc}: the same with {@code O_DIRECT}: the 4 KiB blocks holding the group written whole
 *     from an aligned buffer, past the page cache (left out where the file system refuses O_DIRECT).
 * </ul>
 *
 * <p>Beside each way's p95 and p99 over the peer's ({@code fsync_<way>_to_peer_p95}, {@code _to_peer_p99}), a 90 %
 * bootstrap interval of that ratio ({@code _low}, {@code _high}): how far one run's tail can be trusted.
 *
 * <p>{@code journal_commit} is also printed in its parts (from {@link PathStamps}): {@code
 * fsync_journal_commit_before_write_*}, {@code _write_*}, {@code _fsync_*} (the force alone), {@code _after_fsync_*}
 * (the readers' view, the listeners, retention). The environment variable {@code FSYNC_WAYS} (names, comma-separated)
 * runs only those ways beside the peer's, for more samples in the same time. Each round runs the ways in a new random
 * order, so that no way always comes right after another's fsync; {@code FSYNC_ORDER=fixed} keeps the listed order
 * (as runs before 2026-12-04 did). {@code FSYNC_RAW=file} also writes every sample, round by round, to that file.
 */
public final class FsyncBench {
    private static final int RECORD = 300;
    /** {@code journal_commit}'s parts, as {@link PathStamps} splits it. */
    private static final String[] PART_NAMES = {"before_write", "write", "fsync", "after_fsync"};

    private interface Way {
        /** One sample: nanoseconds of the write and the fsync. */
        long sample() throws IOException, InterruptedException;

        /** Done before the quiet gap that precedes the sample (not timed). */
        default void prepare() {
        }
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 1) {
            System.err.println("usage: FsyncBench DIR [SAMPLES] [GAP_MS]");
            System.exit(2);
        }
        Path dir = Files.createDirectories(Path.of(args[0]));
        int samples = args.length > 1 ? Integer.parseInt(args[1]) : 300;
        long gap = (args.length > 2 ? Long.parseLong(args[2]) : 10) * 1_000_000L;
        ByteBuffer record = ByteBuffer.allocate(RECORD);
        Arrays.fill(record.array(), (byte) 'x');

        List<String> names = new ArrayList<>();
        List<Way> ways = new ArrayList<>();
        List<FileChannel> open = new ArrayList<>();

        FileChannel growTrue = channel(dir.resolve("grow-true"), open);
        names.add("grow_force_true");
        ways.add(() -> append(growTrue, record, -1, true));

        FileChannel growFalse = channel(dir.resolve("grow-false"), open);
        names.add("grow_force_false");
        ways.add(() -> append(growFalse, record, -1, false));

        long preBytes = (long) samples * RECORD + (1 << 16);
        FileChannel preTrue = preallocated(dir.resolve("prealloc-true"), preBytes, open);
        long[] preTruePos = {0};
        names.add("prealloc_force_true");
        ways.add(() -> appendAt(preTrue, record, preTruePos, true));

        FileChannel preFalse = preallocated(dir.resolve("prealloc-false"), preBytes, open);
        long[] preFalsePos = {0};
        names.add("prealloc_force_false");
        ways.add(() -> appendAt(preFalse, record, preFalsePos, false));

        FileChannel growCursor = channel(dir.resolve("grow-cursor"), open);
        Path cursor = dir.resolve("cursor");
        names.add("grow_with_cursor");
        ways.add(() -> {
            Thread t = new Thread(() -> {
                try {
                    replace(cursor, "12345\n".getBytes());
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            });
            t.start();
            long took = append(growCursor, record, -1, true);
            t.join();
            return took;
        });

        FileChannel growDuring = channel(dir.resolve("grow-during-cursor"), open);
        Path cursor2 = dir.resolve("cursor2");
        names.add("grow_during_cursor");
        ways.add(() -> {
            Thread t = new Thread(() -> {
                try {
                    replace(cursor2, "12345\n".getBytes());
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            });
            t.start();
            LockSupport.parkNanos(1_000_000L); // the cursor's first fsync is in flight when the append starts
            long took = append(growDuring, record, -1, true);
            t.join();
            return took;
        });

        FileChannel growBusy = channel(dir.resolve("grow-busy"), open);
        names.add("grow_with_busy_threads");
        ways.add(() -> {
            java.util.concurrent.atomic.AtomicBoolean stop = new java.util.concurrent.atomic.AtomicBoolean();
            Thread[] spinners = new Thread[2];
            for (int k = 0; k < spinners.length; k++) {
                spinners[k] = new Thread(() -> {
                    long x = 0;
                    while (!stop.get()) {
                        x += System.nanoTime() & 1; // runnable, as the publisher and subscriber of the previous move
                    }
                    if (x == 42) {
                        System.out.print("");
                    }
                });
                spinners[k].start();
            }
            long took = append(growBusy, record, -1, true);
            stop.set(true);
            for (Thread t : spinners) {
                t.join();
            }
            return took;
        });

        FileChannel growBusyElsewhere = channel(dir.resolve("grow-busy-elsewhere"), open);
        names.add("grow_with_busy_processes");
        ways.add(() -> {
            Process[] spinners = new Process[2];
            for (int k = 0; k < spinners.length; k++) {
                spinners[k] = new ProcessBuilder("sh", "-c", "while :; do :; done").start();
            }
            LockSupport.parkNanos(5_000_000L); // both shells spinning before the sample
            long took = append(growBusyElsewhere, record, -1, true);
            for (Process p : spinners) {
                p.destroyForcibly().waitFor();
            }
            return took;
        });

        FileChannel cross = channel(dir.resolve("grow-cross"), open);
        long[] crossIndex = {1};
        names.add("grow_page_cross");
        ways.add(() -> {
            long at = crossIndex[0]++ * 4096 - RECORD / 2; // straddles the boundary; the file grows by a page each time
            cross.write(ByteBuffer.allocate((int) (at - cross.size())), cross.size()); // data up to it, not a hole
            cross.force(true);
            LockSupport.parkNanos(gap);
            return append(cross, record, at, true);
        });

        FileChannel big = channel(dir.resolve("grow-big"), open);
        big.write(ByteBuffer.wrap(filled(1 << 20)), 0);
        big.force(true);
        names.add("grow_after_1mib");
        ways.add(() -> append(big, record, -1, true));

        int groupBytes = groupBytes(dir.resolve("group-size"));
        ByteBuffer group = ByteBuffer.allocate(groupBytes);
        Arrays.fill(group.array(), (byte) 'g');
        FileChannel growGroup = channel(dir.resolve("grow-group"), open);
        names.add("grow_group_bytes");
        ways.add(() -> append(growGroup, group, -1, true));

        long[] stage = new long[3]; // the last commit's start, written, forced (PathStamps)
        PathStamps.install(new PathStamps.Recorder() {
            @Override
            public void committed(long firstSeq, long lastSeq, long startNanos, long writtenNanos, long forcedNanos) {
                stage[0] = startNanos;
                stage[1] = writtenNanos;
                stage[2] = forcedNanos;
            }
        });
        long[][] parts = new long[4][samples]; // journal_commit: before the write, the write, the fsync, after it
        int[] sampleIndex = {0};
        long[] span = new long[2]; // the last commit's start and end, as commitGroup timed them
        EventJournal journal = openJournal(dir.resolve("journal"));
        names.add("journal_commit");
        ways.add(() -> {
            long took = commitGroup(journal, span);
            int i = sampleIndex[0]++;
            parts[0][i] = stage[0] - span[0];
            parts[1][i] = stage[1] - stage[0];
            parts[2][i] = stage[2] - stage[1];
            parts[3][i] = span[1] - stage[2];
            return took;
        });

        EventJournal twin = openJournal(dir.resolve("journal-twin"));
        names.add("journal_commit_twin");
        ways.add(() -> commitGroup(twin, span)); // the very same sample in a journal of its own

        Path lockedDir = Files.createDirectories(dir.resolve("locked-dir"));
        FileChannel lockFile = FileChannel.open(lockedDir.resolve("lock"), StandardOpenOption.CREATE,
                StandardOpenOption.WRITE);
        open.add(lockFile);
        lockFile.lock(); // released when the channel closes at the end
        FileChannel inLockedDir = Durable.system().createFile(lockedDir.resolve("00000000000000000001.seg"));
        open.add(inLockedDir);
        names.add("grow_group_bytes_locked_dir");
        ways.add(() -> append(inLockedDir, group, -1, true));

        ByteBuffer noise = ByteBuffer.allocate(groupBytes);
        Random noiseSource = new Random(1);
        FileChannel growRandom = channel(dir.resolve("grow-random"), open);
        names.add("grow_group_bytes_random");
        ways.add(new Way() {
            @Override
            public void prepare() {
                noiseSource.nextBytes(noise.array()); // new bytes each time, before the quiet: nothing to compress
            }

            @Override
            public long sample() throws IOException {
                return append(growRandom, noise, -1, true);
            }
        });

        byte[] journalBytes = journalContent(dir.resolve("journal-content"), samples);
        ByteBuffer slice = ByteBuffer.allocate(groupBytes);
        int[] sliceAt = {0};
        FileChannel growJournalBytes = channel(dir.resolve("grow-journal-bytes"), open);
        names.add("grow_group_journal_bytes");
        ways.add(new Way() {
            @Override
            public void prepare() {
                int from = sliceAt[0] % (journalBytes.length - groupBytes);
                System.arraycopy(journalBytes, from, slice.array(), 0, groupBytes);
                sliceAt[0] = from + groupBytes;
            }

            @Override
            public long sample() throws IOException {
                return append(growJournalBytes, slice, -1, true);
            }
        });

        EventJournal prepared = openJournal(dir.resolve("journal-prepared"));
        names.add("journal_commit_prepared");
        ways.add(new Way() {
            @Override
            public void prepare() {
                appendMoveGroup(prepared); // encoded before the quiet, so the sample is the commit alone
            }

            @Override
            public long sample() {
                long start = System.nanoTime();
                prepared.commit();
                return System.nanoTime() - start;
            }
        });

        // O_DSYNC: the write returns once durable (one system call for write and fdatasync), in a preallocated file.
        FileChannel dsync = preallocated(dir.resolve("dsync-prealloc"), preBytes, open, StandardOpenOption.DSYNC);
        long[] dsyncPos = {0};
        names.add("dsync_prealloc");
        ways.add(() -> {
            long start = System.nanoTime();
            group.clear();
            dsyncPos[0] = writeFully(dsync, group, dsyncPos[0]);
            return System.nanoTime() - start;
        });

        // O_DIRECT | O_DSYNC: the 4 KiB block holding the group's end is written whole from an aligned buffer,
        // bypassing the page cache (the device writes it with FUA where it can), in a preallocated file.
        FileChannel direct = directOrNull(dir.resolve("direct-dsync-prealloc"), preBytes, open);
        int block = (int) Files.getFileStore(dir).getBlockSize();
        ByteBuffer aligned = ByteBuffer.allocateDirect(4 * block).alignedSlice(block);
        long[] directPos = {0};
        if (direct != null) {
            names.add("direct_dsync_prealloc");
        }
        Way directWay = () -> {
            long start = System.nanoTime();
            long pos = directPos[0];
            long blockStart = pos - pos % block;
            int inBlock = (int) (pos - blockStart);
            int end = inBlock + groupBytes;
            int length = ((end + block - 1) / block) * block;
            aligned.clear();
            aligned.position(inBlock); // the block's earlier bytes stay as the last write left them
            group.clear();
            aligned.put(group);
            aligned.position(0).limit(length);
            writeFully(direct, aligned, blockStart);
            // keep the last block's bytes at the buffer's start for the next group
            long next = pos + groupBytes;
            int carry = (int) (next % block);
            int lastBlockAt = (int) ((next - next % block) - blockStart);
            for (int i = 0; i < carry; i++) {
                aligned.put(i, aligned.get(lastBlockAt + i));
            }
            directPos[0] = next;
            return System.nanoTime() - start;
        };
        if (direct != null) {
            ways.add(directWay);
        }

        String only = System.getenv("FSYNC_WAYS");
        if (only != null && !only.isBlank()) {
            List<String> wanted = List.of(only.trim().split("\\s*,\\s*"));
            for (String name : wanted) {
                if (!names.contains(name)) {
                    System.err.println("FSYNC_WAYS: no way named '" + name + "'; the ways: " + String.join(",", names));
                    System.exit(2);
                }
            }
            for (int w = ways.size() - 1; w >= 1; w--) { // the peer's way (the first) always runs: the ratios' base
                if (!wanted.contains(names.get(w))) {
                    names.remove(w);
                    ways.remove(w);
                }
            }
        }
        String raw = System.getenv("FSYNC_RAW");
        Path rawFile = raw == null || raw.isBlank() ? null : Path.of(raw.trim()).toAbsolutePath();
        if (rawFile != null && !Files.isDirectory(rawFile.getParent())) {
            System.err.println("FSYNC_RAW: no directory " + rawFile.getParent() + " to write " + rawFile.getFileName()
                    + " in");
            System.exit(2);
        }
        String order = System.getenv().getOrDefault("FSYNC_ORDER", "shuffled").trim();
        if (!order.equals("shuffled") && !order.equals("fixed")) {
            System.err.println("FSYNC_ORDER: 'shuffled' (the default) or 'fixed', got '" + order + "'");
            System.exit(2);
        }
        long seed = System.nanoTime();
        Random shuffle = new Random(seed);
        System.out.println("# a move's group is " + groupBytes + " bytes in the journal");
        System.out.println(order.equals("fixed") ? "# the ways in the listed order each round"
                : "# the ways in a new random order each round (seed " + seed + "): no way always follows another");
        long[][] took = new long[ways.size()][samples];
        List<Integer> round = new ArrayList<>();
        for (int w = 0; w < ways.size(); w++) {
            round.add(w);
        }
        for (int i = 0; i < samples; i++) {
            if (order.equals("shuffled")) {
                Collections.shuffle(round, shuffle);
            }
            for (int w : round) {
                ways.get(w).prepare();
                LockSupport.parkNanos(gap);
                took[w][i] = ways.get(w).sample();
            }
        }
        for (FileChannel c : open) {
            c.close();
        }
        journal.close();
        twin.close();
        prepared.close();
        System.out.println("# " + samples + " samples per way, interleaved, " + gap / 1_000_000 + " ms quiet before each, in "
                + dir);
        double peer = pct(took[0], 0.50);
        for (int w = 0; w < ways.size(); w++) {
            double p50 = pct(took[w], 0.50);
            System.out.printf(Locale.ROOT, "fsync_%s_p50 %.3f ms%n", names.get(w), p50);
            System.out.printf(Locale.ROOT, "fsync_%s_p95 %.3f ms%n", names.get(w), pct(took[w], 0.95));
            System.out.printf(Locale.ROOT, "fsync_%s_p99 %.3f ms%n", names.get(w), pct(took[w], 0.99));
            System.out.printf(Locale.ROOT, "fsync_%s_to_peer_p50 %.2f x%n", names.get(w), p50 / peer);
            if (w > 0) {
                for (double q : new double[] {0.95, 0.99}) {
                    String at = "_to_peer_p" + Math.round(q * 100);
                    double[] ci = ratioInterval(took[w], took[0], q, seed);
                    System.out.printf(Locale.ROOT, "fsync_%s%s %.2f x%n", names.get(w), at,
                            pct(took[w], q) / pct(took[0], q));
                    System.out.printf(Locale.ROOT, "fsync_%s%s_low %.2f x%n", names.get(w), at, ci[0]);
                    System.out.printf(Locale.ROOT, "fsync_%s%s_high %.2f x%n", names.get(w), at, ci[1]);
                }
            }
        }
        for (int k = 0; k < parts.length && names.contains("journal_commit"); k++) {
            for (double q : new double[] {0.50, 0.95, 0.99}) {
                System.out.printf(Locale.ROOT, "fsync_journal_commit_%s_p%d %.3f ms%n", PART_NAMES[k],
                        Math.round(q * 100), pct(parts[k], q));
            }
        }
        if (rawFile != null) { // after the figures: a file that cannot be written loses none of them
            writeRaw(rawFile, names, took, names.contains("journal_commit") ? parts : null);
        }
    }

    /**
     * Every sample, one line per round ({@code round way... } in microseconds), and {@code journal_commit}'s four parts
     * when it ran: where in the run the slow ones fell, and in which part.
     */
    private static void writeRaw(Path file, List<String> names, long[][] took, long[][] parts) throws IOException {
        StringBuilder out = new StringBuilder("round ").append(String.join(" ", names));
        for (int k = 0; parts != null && k < PART_NAMES.length; k++) {
            out.append(" journal_commit_").append(PART_NAMES[k]);
        }
        out.append('\n');
        for (int i = 0; i < took[0].length; i++) {
            out.append(i);
            for (long[] way : took) {
                out.append(' ').append(way[i] / 1_000);
            }
            for (int k = 0; parts != null && k < parts.length; k++) {
                out.append(' ').append(parts[k][i] / 1_000);
            }
            out.append('\n');
        }
        Files.writeString(file, out);
        System.out.println("# every sample (us) written to " + file);
    }

    private static EventJournal openJournal(Path directory) throws IOException {
        return EventJournal.open(Files.createDirectories(directory), JournalEvents.BOARD, JournalOptions.DEFAULT);
    }

    /**
     * A move's group appended (encoded) and committed, as {@code journal_commit} samples it; returns the commit's
     * nanoseconds and leaves its start and end in {@code span}.
     */
    private static long commitGroup(EventJournal journal, long[] span) {
        appendMoveGroup(journal);
        span[0] = System.nanoTime();
        journal.commit();
        span[1] = System.nanoTime();
        return span[1] - span[0];
    }

    /** Appends a move's group as a board's step does: two events (a move and its clock reading). */
    private static void appendMoveGroup(EventJournal journal) {
        for (int e = 0; e < 2; e++) {
            long seq = journal.nextSeq();
            journal.append(JournalEvents.move(seq, seq));
        }
    }

    /** The bytes one commit of a move's two events writes, as {@code journal_commit} does. */
    private static int groupBytes(Path scratch) throws IOException {
        return journalContent(scratch, 1).length;
    }

    /** What a journal holds on disk after {@code groups} move groups: the bytes {@code journal_commit} writes. */
    private static byte[] journalContent(Path scratch, int groups) throws IOException {
        try (EventJournal j = openJournal(scratch)) {
            for (int g = 0; g < groups; g++) {
                appendMoveGroup(j);
            }
            j.commit(); // one commit: the bytes are the same, the setup takes no thousand fsyncs
            ByteArrayOutputStream all = new ByteArrayOutputStream();
            try (var files = Files.list(j.directory())) {
                for (Path f : files.filter(f -> f.getFileName().toString().endsWith(".seg")).sorted().toList()) {
                    all.write(Files.readAllBytes(f));
                }
            }
            return all.toByteArray();
        }
    }

    private static FileChannel channel(Path file, List<FileChannel> open) throws IOException {
        Files.deleteIfExists(file);
        FileChannel c = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE,
                StandardOpenOption.READ);
        open.add(c);
        return c;
    }

    /** The direct way's file, or null (with a line saying why) where the file system refuses O_DIRECT (tmpfs). */
    private static FileChannel directOrNull(Path file, long bytes, List<FileChannel> open) throws IOException {
        try {
            return preallocated(file, bytes, open, StandardOpenOption.DSYNC,
                    com.sun.nio.file.ExtendedOpenOption.DIRECT);
        } catch (IOException | UnsupportedOperationException e) {
            System.out.println("# direct_dsync_prealloc left out: O_DIRECT refused in " + file.getParent() + " (" + e
                    + ")");
            return null;
        }
    }

    /**
     * A file written full of zeros and fsync'd (blocks allocated, size final), then opened for writing with {@code
     * options} besides (opened again, so O_DIRECT need not apply to the zeros).
     */
    private static FileChannel preallocated(Path file, long bytes, List<FileChannel> open,
            java.nio.file.OpenOption... options) throws IOException {
        try (FileChannel c = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            c.write(ByteBuffer.allocate((int) bytes), 0); // zeros written for real: blocks allocated, size final
            c.force(true);
        }
        java.util.Set<java.nio.file.OpenOption> all = new java.util.HashSet<>(List.of(options));
        all.add(StandardOpenOption.WRITE);
        all.add(StandardOpenOption.READ);
        FileChannel c = FileChannel.open(file, all);
        open.add(c);
        return c;
    }

    private static byte[] filled(int n) {
        byte[] b = new byte[n];
        Arrays.fill(b, (byte) 'y');
        return b;
    }

    /** Writes the record at {@code at} (the end when negative) and forces; returns the nanoseconds both took. */
    private static long append(FileChannel c, ByteBuffer record, long at, boolean metadata) throws IOException {
        long position = at < 0 ? c.size() : at;
        long start = System.nanoTime();
        record.clear();
        writeFully(c, record, position);
        c.force(metadata);
        return System.nanoTime() - start;
    }

    /** Writes all of {@code b} at {@code position}; returns the position after it. */
    private static long writeFully(FileChannel c, ByteBuffer b, long position) throws IOException {
        long at = position;
        while (b.hasRemaining()) {
            at += c.write(b, at);
        }
        return at;
    }

    private static long appendAt(FileChannel c, ByteBuffer record, long[] pos, boolean metadata) throws IOException {
        long took = append(c, record, pos[0], metadata);
        pos[0] += RECORD;
        return took;
    }

    /** As the journal's Durable.replace: temp file written and fsync'd, renamed over, directory fsync'd. */
    private static void replace(Path file, byte[] content) throws IOException {
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            ch.write(ByteBuffer.wrap(content));
            ch.force(true);
        }
        Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        try (FileChannel d = FileChannel.open(file.getParent(), StandardOpenOption.READ)) {
            d.force(true);
        }
    }

    /**
     * A 90 % interval for {@code way}'s percentile {@code q} over {@code peer}'s: 1,000 resamples of the rounds with
     * replacement (a round's two samples stay together, as they were taken side by side), the 5th and 95th percentile
     * of the ratio. Where it holds 1.0, this run cannot tell the two tails apart.
     */
    private static double[] ratioInterval(long[] way, long[] peer, double q, long seed) {
        Random pick = new Random(seed ^ 0x5DEECE66DL);
        int n = way.length;
        double[] ratios = new double[1000];
        long[] a = new long[n];
        long[] b = new long[n];
        for (int r = 0; r < ratios.length; r++) {
            for (int i = 0; i < n; i++) {
                int k = pick.nextInt(n);
                a[i] = way[k];
                b[i] = peer[k];
            }
            ratios[r] = pct(a, q) / pct(b, q);
        }
        Arrays.sort(ratios);
        return new double[] {ratios[49], ratios[949]};
    }

    private static double pct(long[] v, double p) {
        long[] s = v.clone();
        Arrays.sort(s);
        return s[Math.min(s.length - 1, (int) Math.ceil(p * s.length) - 1)] / 1e6;
    }
}
