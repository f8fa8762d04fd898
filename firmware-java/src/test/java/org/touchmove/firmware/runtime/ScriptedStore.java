package org.touchmove.firmware.runtime;

import java.time.Instant;
import java.util.Map;
import org.touchmove.firmware.config.Settings;
import org.touchmove.firmware.controller.EventEmitter;
import org.touchmove.firmware.controller.GameController;
import org.touchmove.firmware.controller.WallClock;
import org.touchmove.firmware.event.Event;

/**
 * An event store in memory whose answers a test sets: whether a commit is due by itself ({@link #due}) and whether a
 * commit fails ({@link #failing}, as a full disk); it counts the commits made.
 */
final class ScriptedStore implements EventStore {

    boolean due = true;
    boolean failing;
    int commits;
    /** The numbering: the project's own store in memory. */
    private final EventStore memory = EventStore.inMemory();

    @Override
    public long nextSeq() {
        return memory.nextSeq();
    }

    @Override
    public void append(Event event) {
        memory.append(event);
    }

    @Override
    public boolean commitDue(long nowMonoMs) {
        return due;
    }

    @Override
    public void commit() {
        if (failing) {
            throw new IllegalStateException("No space left on device");
        }
        commits++;
    }

    /** A board {@code boardId} (a 5-minute game, no hardware) on this store, in virtual time (direct executors). */
    BoardRuntime board(String boardId) {
        Settings settings = Settings.fromMap(Map.of("board.id", boardId, "game.timeControl", "300"));
        return new BoardRuntime(boardId, (sequence, sink) -> GameController.builder(settings,
                new EventEmitter(boardId, sequence, new WallClock(Instant.EPOCH, 0), sink),
                new org.touchmove.hal.config.LoggedClockDisplay()).build(), this, Runnable::run, Runnable::run, false);
    }
}
