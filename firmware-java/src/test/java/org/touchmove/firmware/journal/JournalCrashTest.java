package org.touchmove.firmware.journal;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A process appending and committing events is killed with SIGKILL at random moments; after each kill the journal
 * holds every committed seq exactly once, in order, and numbering goes on above the last one.
 */
class JournalCrashTest {

    private static final int ROUNDS = 5;

    @TempDir
    Path stateDir;

    @Test
    void sigkillAtRandomMoments_losesNoCommittedEvent_andRepeatsNone() throws Exception {
        Random random = new Random(20261130L);
        long lastCommittedSeen = 0;
        long lastDurable = 0;
        for (int round = 0; round < ROUNDS; round++) {
            Path stderr = stateDir.resolve("child-" + round + ".err");
            Process child = new ProcessBuilder(
                    Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp", System.getProperty("java.class.path"),
                    JournalCrashChild.class.getName(), stateDir.toString(), String.valueOf(random.nextLong()))
                    .redirectError(stderr.toFile())
                    .start();
            long committed = lastCommittedSeen;
            try (BufferedReader out = new BufferedReader(
                    new InputStreamReader(child.getInputStream(), StandardCharsets.US_ASCII))) {
                String first = out.readLine();
                assertThat(first).as("child's first line (stderr: %s)", tail(stderr)).startsWith("open ");
                long openedAt = Long.parseLong(first.substring(5));
                // Numbering goes on above every seq a previous run committed, and above what the journal holds.
                assertThat(openedAt).isEqualTo(lastDurable + 1).isGreaterThan(lastCommittedSeen);

                // Let it commit for a random while (a few to a few hundred groups), then kill it mid-flight.
                int commitsBeforeKill = 5 + random.nextInt(300);
                String line;
                int seen = 0;
                while (seen < commitsBeforeKill && (line = out.readLine()) != null) {
                    committed = Long.parseLong(line.substring("committed ".length()));
                    seen++;
                }
                assertThat(seen).as("child stderr: %s", tail(stderr)).isEqualTo(commitsBeforeKill);
                // SIGKILL through the handle: Process.destroyForcibly would also close the pipe we still read.
                child.toHandle().destroyForcibly();
                // Lines the child printed before it died are commits that returned too.
                while ((line = out.readLine()) != null) {
                    if (line.startsWith("committed ")) {
                        committed = Long.parseLong(line.substring("committed ".length()));
                    }
                }
            } finally {
                child.destroyForcibly();
                assertThat(child.waitFor(30, TimeUnit.SECONDS)).isTrue();
            }

            try (EventJournal journal = EventJournal.open(stateDir, JournalEvents.BOARD, JournalOptions.DEFAULT
                    .withSegmentBytes(4096).withRetentionBytes(1L << 30))) {
                List<Long> seqs = journal.readAfter(0, Integer.MAX_VALUE).stream().map(StoredEvent::seq).toList();
                assertThat(journal.lastDurableSeq()).isGreaterThanOrEqualTo(committed);
                assertThat(seqs).isEqualTo(LongStream.rangeClosed(1, journal.lastDurableSeq()).boxed().toList());
                lastDurable = journal.lastDurableSeq();
            }
            lastCommittedSeen = committed;
        }
        assertThat(lastCommittedSeen).isGreaterThan(ROUNDS * 5L);
    }

    private static String tail(Path file) throws IOException {
        if (!Files.exists(file)) {
            return "";
        }
        String text = Files.readString(file);
        return text.substring(Math.max(0, text.length() - 2000));
    }
}
