package org.touchmove.firmware.app;

import java.io.UncheckedIOException;
import org.touchmove.firmware.publish.PersistentSequenceCounter;
import org.touchmove.firmware.publish.SequenceCounter;

/**
 * Opens the board's state (the event sequence file) for a command: a state that cannot be read (a
 * corrupt sequence file, a directory where the file should be) is the user's to fix, said in one line.
 */
final class StateFiles {

    private StateFiles() {
    }

    static SequenceCounter sequence(Settings settings) {
        try {
            return new PersistentSequenceCounter(settings.sequenceFile());
        } catch (IllegalStateException | UncheckedIOException e) {
            String cause = e.getCause() == null || e instanceof IllegalStateException ? ""
                    : " (" + e.getCause().getClass().getSimpleName() + ": " + e.getCause().getMessage() + ")";
            throw new UserError(e.getMessage() + cause, UserError.BAD_INPUT, e);
        }
    }
}
