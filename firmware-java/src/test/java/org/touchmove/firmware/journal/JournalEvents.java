package org.touchmove.firmware.journal;

import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.time.Instant;
import org.touchmove.firmware.event.ClockCause;
import org.touchmove.firmware.event.ClockEvent;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.EventBody;
import org.touchmove.firmware.event.MoveEvent;
import org.touchmove.firmware.event.NewGameEvent;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.event.CompletedBy;
import org.touchmove.firmware.event.GameMode;

/** Events for journal tests: real event records, numbered by the journal. */
final class JournalEvents {

    static final String BOARD = "board-7";
    static final Instant START = Instant.parse("2026-03-14T10:00:00Z");
    /** For tests of logic that does not depend on the fsyncs (loops over hundreds of damaged copies). */
    static final Durable NO_FSYNC = new Durable(new Durable.Syncs() {
        @Override
        public void forceFile(FileChannel channel, Path file) {
        }

        @Override
        public void forceDirectory(Path directory) {
        }
    });

    private JournalEvents() {
    }

    static Event event(long seq, long monoMs, EventBody body) {
        return new Event(BOARD, "g1", seq, START.plusMillis(monoMs), monoMs, body);
    }

    static Event newGame(long seq, long monoMs) {
        return event(seq, monoMs, new NewGameEvent("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "5400+30", GameMode.TOURNAMENT));
    }

    static Event tick(long seq, long monoMs) {
        return event(seq, monoMs, new ClockEvent(5_400_000 - monoMs, 5_400_000, Color.WHITE, ClockCause.TICK));
    }

    static Event move(long seq, long monoMs) {
        return event(seq, monoMs, new MoveEvent((int) seq, "e4", "e2e4",
                "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", 5_400_000L - monoMs, 5_400_000L,
                Color.WHITE, 1, CompletedBy.CLOCK_PRESS));
    }

    /** Appends {@code count} events (a move every fourth, ticks between) and commits them as one group. */
    static void appendGroup(EventJournal journal, int count) {
        for (int i = 0; i < count; i++) {
            long seq = journal.nextSeq();
            journal.append(seq % 4 == 0 ? move(seq, seq * 100) : tick(seq, seq * 100));
        }
        journal.commit();
    }
}
