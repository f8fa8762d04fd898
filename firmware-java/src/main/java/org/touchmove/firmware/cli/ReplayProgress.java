package org.touchmove.firmware.cli;

import java.io.PrintStream;
import java.util.function.LongSupplier;

/**
 * The progress of {@code touchmove replay} for a person watching: one line on the terminal, rewritten in place
 * ({@code \r}) at most every {@value #EVERY_MILLIS} ms, "replay: N games, M ok, K not ok", and ended with a newline.
 * Only where standard error is a terminal and standard output is not (the game lines go to a file or a pipe; on a
 * terminal they are the progress themselves); in a pipe or a log nothing is written.
 */
final class ReplayProgress {

    static final long EVERY_MILLIS = 200;

    private final PrintStream out;
    private final LongSupplier nanos;
    private long shownAt;
    private boolean shown;

    private ReplayProgress(PrintStream out, LongSupplier nanos) {
        this.out = out;
        this.nanos = nanos;
    }

    /** On {@code err} when it is a terminal and standard output is not; else a progress that writes nothing. */
    static ReplayProgress forStandardStreams() {
        boolean show = Terminal.isTerminal(Terminal.STDERR) && !Terminal.isTerminal(Terminal.STDOUT);
        return new ReplayProgress(show ? System.err : null, System::nanoTime);
    }

    /** Writes to {@code out} (null: nothing), the time from {@code nanos}. */
    static ReplayProgress to(PrintStream out, LongSupplier nanos) {
        return new ReplayProgress(out, nanos);
    }

    /** After each game: the counts so far, shown when the last line is old enough. */
    void update(int games, int ok) {
        if (out == null) {
            return;
        }
        long now = nanos.getAsLong();
        if (shown && now - shownAt < EVERY_MILLIS * 1_000_000L) {
            return;
        }
        show(games, ok);
        shownAt = now;
    }

    /** The final counts, and the line ended. */
    void done(int games, int ok) {
        if (out == null) {
            return;
        }
        show(games, ok);
        out.println();
        out.flush();
    }

    private void show(int games, int ok) {
        out.print("\rreplay: " + games + " games, " + ok + " ok, " + (games - ok) + " not ok");
        out.flush();
        shown = true;
    }
}
