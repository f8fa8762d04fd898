package org.touchmove.firmware.publish;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.touchmove.firmware.journal.Durable;

class PersistentSequenceCounterTest {

    @TempDir
    Path dir;

    /** Real fsyncs, written down; a directory fsync also notes what the sequence file holds at that moment. */
    private static final class Observed implements Durable.Syncs {
        final List<String> calls = new ArrayList<>();
        final Path seqFile;

        Observed(Path seqFile) {
            this.seqFile = seqFile;
        }

        @Override
        public void forceFile(FileChannel channel, Path file) throws IOException {
            calls.add("file " + file.getFileName());
            Durable.SYSTEM.forceFile(channel, file);
        }

        @Override
        public void forceDirectory(Path directory) throws IOException {
            String content = Files.exists(seqFile) ? Files.readString(seqFile).strip() : "none";
            calls.add("dir " + directory.getFileName() + " (seq=" + content + ")");
            Durable.SYSTEM.forceDirectory(directory);
        }
    }

    @Test
    void next_continuesAcrossRestarts_neverReusing() throws Exception {
        Path file = dir.resolve("state/seq");
        PersistentSequenceCounter first = new PersistentSequenceCounter(file);
        assertThat(first.next()).isEqualTo(1);
        assertThat(first.next()).isEqualTo(2);
        assertThat(Files.readString(file)).isEqualTo("2\n");

        PersistentSequenceCounter afterRestart = new PersistentSequenceCounter(file);
        assertThat(afterRestart.next()).isEqualTo(3);
    }

    @Test
    void next_fsyncsTheTemporaryFile_thenAfterTheRenameTheDirectory() throws Exception {
        Path file = dir.resolve("board-1/seq");
        Observed syncs = new Observed(file);
        PersistentSequenceCounter counter = new PersistentSequenceCounter(file, new Durable(syncs));
        counter.next();
        // The board directory is created durably (its parent fsync'd), then the number: data, rename, directory.
        assertThat(syncs.calls).containsExactly(
                "dir " + dir.getFileName() + " (seq=none)", "file seq.tmp", "dir board-1 (seq=1)");
        syncs.calls.clear();
        counter.next();
        assertThat(syncs.calls).containsExactly("file seq.tmp", "dir board-1 (seq=2)");
    }

    @Test
    void corruptFile_isAClearErrorNotAReset() throws Exception {
        Path file = dir.resolve("seq");
        Files.writeString(file, "12x\n");
        assertThatThrownBy(() -> new PersistentSequenceCounter(file))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("corrupt").hasMessageContaining("12x").hasMessageContaining(file.toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"+42\n", "\u0664\u0662\n", "\uff14\uff12\n", "-3\n", "", "99999999999999999999\n"})
    void onlyAsciiDigitsAreANumber(String content) throws Exception {
        Path file = dir.resolve("seq");
        Files.writeString(file, content);
        assertThatThrownBy(() -> new PersistentSequenceCounter(file))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("corrupt").hasMessageContaining(file.toString());
    }

    @Test
    void next_refusesToPassLongMaxValue() throws Exception {
        Path file = dir.resolve("seq");
        Files.writeString(file, Long.MAX_VALUE + "\n");
        PersistentSequenceCounter counter = new PersistentSequenceCounter(file);
        assertThatThrownBy(counter::next)
                .isInstanceOf(IllegalStateException.class).hasMessageContaining(String.valueOf(Long.MAX_VALUE));
        assertThat(Files.readString(file)).isEqualTo(Long.MAX_VALUE + "\n");
    }

    @Test
    void inMemory_startsAtOneAndIncreases() {
        SequenceCounter c = SequenceCounter.inMemory();
        assertThat(c.next()).isEqualTo(1);
        assertThat(c.next()).isEqualTo(2);
    }
}
