package org.touchmove.firmware.publish;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PersistentSequenceCounterTest {

    @TempDir
    Path dir;

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
    void corruptFile_isAClearErrorNotAReset() throws Exception {
        Path file = dir.resolve("seq");
        Files.writeString(file, "12x\n");
        assertThatThrownBy(() -> new PersistentSequenceCounter(file))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("corrupt").hasMessageContaining("12x");
    }

    @Test
    void inMemory_startsAtOneAndIncreases() {
        SequenceCounter c = SequenceCounter.inMemory();
        assertThat(c.next()).isEqualTo(1);
        assertThat(c.next()).isEqualTo(2);
    }
}
