package org.touchmove.firmware.journal;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Real fsyncs, each one also written down as {@code file NAME} or {@code dir NAME}. */
final class RecordingSyncs implements Durable.Syncs {

    final List<String> calls = new ArrayList<>();

    @Override
    public void forceFile(FileChannel channel, Path file) throws IOException {
        calls.add("file " + file.getFileName());
        Durable.SYSTEM.forceFile(channel, file);
    }

    @Override
    public void forceDirectory(Path directory) throws IOException {
        calls.add("dir " + directory.getFileName());
        Durable.SYSTEM.forceDirectory(directory);
    }

    List<String> takeCalls() {
        List<String> taken = List.copyOf(calls);
        calls.clear();
        return taken;
    }
}
