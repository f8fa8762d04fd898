package org.touchmove.firmware.journal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.channels.FileChannel;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every name Durable creates, renames or deletes is followed by an fsync of its directory (docs/journal.md). */
class DurableTest {

    @TempDir
    Path dir;

    private final RecordingSyncs syncs = new RecordingSyncs();
    private final Durable durable = new Durable(syncs);

    @Test
    void createDirectories_fsyncsTheParentOfEachDirectoryItCreates() throws Exception {
        durable.createDirectories(dir.resolve("a/b/c"));
        assertThat(Files.isDirectory(dir.resolve("a/b/c"))).isTrue();
        assertThat(syncs.takeCalls()).containsExactly("dir " + dir.getFileName(), "dir a", "dir b");
        durable.createDirectories(dir.resolve("a/b/c"));
        assertThat(syncs.takeCalls()).isEmpty();
    }

    @Test
    void createFile_fsyncsItsDirectory_andNeverOverwrites() throws Exception {
        Path file = dir.resolve("00000000000000000001.seg");
        try (FileChannel ch = durable.createFile(file)) {
            assertThat(ch.size()).isZero();
        }
        assertThat(syncs.takeCalls()).containsExactly("dir " + dir.getFileName());
        assertThatThrownBy(() -> durable.createFile(file)).isInstanceOf(FileAlreadyExistsException.class);
    }

    @Test
    void replace_writesFsyncsRenames_thenFsyncsTheDirectory() throws Exception {
        Path file = dir.resolve("seq");
        Files.writeString(file, "old\n");
        durable.replace(file, "new\n".getBytes());
        assertThat(Files.readString(file)).isEqualTo("new\n");
        assertThat(Files.exists(dir.resolve("seq.tmp"))).isFalse();
        assertThat(syncs.takeCalls()).containsExactly("file seq.tmp", "dir " + dir.getFileName());
    }

    @Test
    void delete_fsyncsTheDirectory() throws Exception {
        Path file = Files.createFile(dir.resolve("old.seg"));
        durable.delete(file);
        assertThat(Files.exists(file)).isFalse();
        assertThat(syncs.takeCalls()).containsExactly("dir " + dir.getFileName());
    }

    @Test
    void truncate_cutsAndFsyncsTheFile() throws Exception {
        Path file = dir.resolve("x.seg");
        Files.write(file, new byte[100]);
        try (FileChannel ch = FileChannel.open(file, java.nio.file.StandardOpenOption.WRITE)) {
            durable.truncate(ch, file, 40);
        }
        assertThat(Files.size(file)).isEqualTo(40);
        assertThat(syncs.takeCalls()).containsExactly("file x.seg");
    }

    @Test
    void theSystemDirectoryFsync_worksOnARealDirectory() throws Exception {
        Durable.SYSTEM.forceDirectory(dir);
        Path missing = dir.resolve("missing");
        assertThatThrownBy(() -> Durable.SYSTEM.forceDirectory(missing)).isInstanceOf(java.io.IOException.class);
    }
}
