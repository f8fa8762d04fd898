package org.touchmove.firmware.journal;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Locale;
import java.util.stream.Stream;
import org.touchmove.firmware.publish.PersistentSequenceCounter;

/**
 * Durable events per second on this machine (scripts/bench-journal): the journal with an fsync per event and with
 * group commit, beside the sequence file's cost per event (with and without the directory fsync of issue 16); and
 * the latency of one move's commit (two events, one fsync) after 0, 20 and 80 ms of quiet: a board commits after
 * the press grace, with the disk idle since the press, and this VM's fsync costs 3-4 times more then than back to
 * back (docs/performance.md, "Issue 12: the floor under a move").
 * Arguments: a scratch directory on the disk to measure, events per run.
 */
public final class JournalBench {

    private JournalBench() {
    }

    public static void main(String[] args) throws IOException {
        Path scratch = Path.of(args[0]);
        int events = Integer.parseInt(args[1]);
        Files.createDirectories(scratch);
        // Warm-up (JIT, file system): a short run of each kind, not reported.
        journal(scratch, Math.max(64, events / 10), 1);
        journal(scratch, Math.max(64, events / 10), 64);
        sequenceFile(scratch, Math.max(16, events / 10), Durable.system());

        double each = journal(scratch, events, 1);
        double group8 = journal(scratch, events, 8);
        double group64 = journal(scratch, events, 64);
        double seqFile = sequenceFile(scratch, events, Durable.system());
        double seqFileNoDirSync = sequenceFile(scratch, events, new Durable(new Durable.Syncs() {
            @Override
            public void forceFile(FileChannel channel, Path file) throws IOException {
                Durable.SYSTEM.forceFile(channel, file);
            }

            @Override
            public void forceDirectory(Path directory) {
                // the counter as it was before issue 16: no directory fsync
            }
        }));
        System.out.printf(Locale.ROOT, "journal_fsync_each %.0f events/s%n", each);
        System.out.printf(Locale.ROOT, "journal_fsync_each_cost %.3f ms/event%n", 1000 / each);
        System.out.printf(Locale.ROOT, "journal_group_8 %.0f events/s%n", group8);
        System.out.printf(Locale.ROOT, "journal_group_64 %.0f events/s%n", group64);
        System.out.printf(Locale.ROOT, "seqfile_with_dir_fsync %.0f events/s%n", seqFile);
        System.out.printf(Locale.ROOT, "seqfile_with_dir_fsync_cost %.3f ms/event%n", 1000 / seqFile);
        System.out.printf(Locale.ROOT, "seqfile_without_dir_fsync_cost %.3f ms/event%n", 1000 / seqFileNoDirSync);
        System.out.printf(Locale.ROOT, "journal_group_64_vs_seqfile %.1f x%n", group64 / seqFile);
        for (int quietMs : new int[] {0, 20, 80}) {
            long[] took = commitsAfterQuiet(scratch, QUIET_SAMPLES, quietMs);
            System.out.printf(Locale.ROOT, "journal_move_commit_after_%dms_quiet_p50 %.3f ms%n", quietMs,
                    took[took.length / 2] / 1e6);
            System.out.printf(Locale.ROOT, "journal_move_commit_after_%dms_quiet_p99 %.3f ms%n", quietMs,
                    took[(int) (took.length * 0.99)] / 1e6);
        }
    }

    /** Samples of the quiet-gap figures: enough for a p99 (two more than a hundred). */
    private static final int QUIET_SAMPLES = 300;

    /**
     * {@code samples} commits of a move's two events (a move and its clock), each after {@code quietMs} of quiet;
     * returns their durations from the first append to the end of the commit, sorted.
     */
    private static long[] commitsAfterQuiet(Path scratch, int samples, int quietMs) throws IOException {
        Path dir = Files.createTempDirectory(scratch, "quiet");
        long[] took = new long[samples];
        try (EventJournal journal = EventJournal.open(dir, JournalEvents.BOARD, JournalOptions.DEFAULT)) {
            for (int i = -samples / 10; i < samples; i++) { // the first tenth warms up, not counted
                java.util.concurrent.locks.LockSupport.parkNanos(quietMs * 1_000_000L);
                long start = System.nanoTime();
                for (int e = 0; e < 2; e++) {
                    long seq = journal.nextSeq();
                    journal.append(JournalEvents.move(seq, seq));
                }
                journal.commit();
                if (i >= 0) {
                    took[i] = System.nanoTime() - start;
                }
            }
        }
        delete(dir);
        java.util.Arrays.sort(took);
        return took;
    }

    /** Appends {@code events} move events, committing every {@code group}; returns durable events per second. */
    private static double journal(Path scratch, int events, int group) throws IOException {
        Path dir = Files.createTempDirectory(scratch, "journal");
        long start = System.nanoTime();
        try (EventJournal journal = EventJournal.open(dir, JournalEvents.BOARD, JournalOptions.DEFAULT)) {
            for (int i = 0; i < events; i++) {
                long seq = journal.nextSeq();
                journal.append(JournalEvents.move(seq, seq));
                if ((i + 1) % group == 0) {
                    journal.commit();
                }
            }
            journal.commit();
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        delete(dir);
        return events / seconds;
    }

    /** Numbers {@code events} events with the sequence file; returns numbers per second. */
    private static double sequenceFile(Path scratch, int events, Durable durable) throws IOException {
        Path dir = Files.createTempDirectory(scratch, "seq");
        PersistentSequenceCounter counter = new PersistentSequenceCounter(dir.resolve("seq"), durable);
        long start = System.nanoTime();
        for (int i = 0; i < events; i++) {
            counter.next();
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        delete(dir);
        return events / seconds;
    }

    private static void delete(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
