package org.touchmove.firmware.journal;

import java.nio.file.Path;

/**
 * A journal file is damaged somewhere a crash cannot explain (a flipped bit, a truncated or missing segment). The
 * journal refuses to open rather than guess: the operator decides what to keep (docs/journal.md, "Recovery").
 */
public final class JournalCorruptException extends RuntimeException {

    private final Path file;
    private final long offset;

    public JournalCorruptException(String boardId, Path file, long offset, String detail) {
        super("board " + boardId + ": journal file " + file + " is damaged at offset " + offset + ": " + detail
                + ". The journal is not opened, nothing is guessed; to keep the events before the damage, truncate"
                + " the file at offset " + offset + " and move the later segments aside (docs/journal.md, Recovery)");
        this.file = file;
        this.offset = offset;
    }

    public Path file() {
        return file;
    }

    public long offset() {
        return offset;
    }
}
