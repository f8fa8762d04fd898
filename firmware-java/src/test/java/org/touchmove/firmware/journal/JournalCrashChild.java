package org.touchmove.firmware.journal;

import java.nio.file.Path;
import java.util.Random;

/**
 * The process {@link JournalCrashTest} kills: opens a board's journal and appends and commits events in groups of
 * random size until it is killed. Prints {@code open NEXT} once, then {@code committed SEQ} after each commit returns.
 * Arguments: state directory, random seed.
 */
public final class JournalCrashChild {

    private JournalCrashChild() {
    }

    public static void main(String[] args) {
        Path stateDir = Path.of(args[0]);
        Random random = new Random(Long.parseLong(args[1]));
        JournalOptions options = JournalOptions.DEFAULT.withSegmentBytes(4096).withRetentionBytes(1L << 30);
        EventJournal journal = EventJournal.open(stateDir, JournalEvents.BOARD, options);
        System.out.println("open " + journal.nextSeq());
        System.out.flush();
        while (true) {
            int group = 1 + random.nextInt(8);
            for (int i = 0; i < group; i++) {
                long seq = journal.nextSeq();
                journal.append(seq % 5 == 0 ? JournalEvents.move(seq, seq) : JournalEvents.tick(seq, seq));
            }
            journal.commit();
            System.out.println("committed " + (journal.nextSeq() - 1));
            System.out.flush();
        }
    }
}
