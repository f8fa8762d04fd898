package org.touchmove.firmware.config;

import java.io.UncheckedIOException;
import org.touchmove.firmware.journal.EventJournal;
import org.touchmove.firmware.journal.JournalCorruptException;
import org.touchmove.firmware.journal.JournalOptions;

/**
 * Opens the board's state (its event journal, docs/journal.md) for a command: a state that cannot be read (a
 * corrupt journal, a directory where a file should be, a second controller on the same board) is the user's to
 * fix, said in one line.
 */
public final class StateFiles {

    private StateFiles() {
    }

    public static EventJournal journal(Settings settings) {
        try {
            return EventJournal.open(settings.stateDir(), settings.boardId(), JournalOptions.DEFAULT);
        } catch (JournalCorruptException | IllegalStateException | UncheckedIOException e) {
            String cause = e.getCause() == null || !(e instanceof UncheckedIOException) ? ""
                    : " (" + e.getCause().getClass().getSimpleName() + ": " + e.getCause().getMessage() + ")";
            throw new UserError(e.getMessage() + cause, UserError.BAD_INPUT, e);
        }
    }
}
