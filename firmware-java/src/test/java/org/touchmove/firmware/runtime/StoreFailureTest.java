package org.touchmove.firmware.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.controller.EventEmitter;
import org.touchmove.firmware.controller.GameController;
import org.touchmove.firmware.config.Settings;
import org.touchmove.firmware.controller.WallClock;
import org.touchmove.firmware.command.ArbiterCommand;
import org.touchmove.firmware.command.CommandReply;
import org.touchmove.firmware.command.CommandRequest;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.GameMetadata;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.touchmove.hal.testing.LogCapture;

/**
 * An event store that cannot commit (a full or failing disk): no observer ever sees an event that is not durable, the
 * owner is told, and the board is not wedged: later inputs are still processed (and commit once the store recovers).
 */
class StoreFailureTest {

    /** The warnings this test provokes on purpose: asserted here, not printed (issue 23). */
    @RegisterExtension
    final LogCapture log = LogCapture.of(BoardRuntime.class);

    /** In memory, failing every commit while {@code failing}. */
    private static final class FlakyStore implements EventStore {
        boolean failing = true;
        long last;

        @Override
        public long nextSeq() {
            return last + 1;
        }

        @Override
        public void append(Event event) {
            last = event.seq();
        }

        @Override
        public boolean commitDue(long nowMonoMs) {
            return true;
        }

        @Override
        public void commit() {
            if (failing) {
                throw new IllegalStateException("No space left on device");
            }
        }
    }

    @Test
    void eventsThatCannotBeMadeDurableAreNeverSeenAndTheOwnerIsTold() {
        FlakyStore store = new FlakyStore();
        Settings settings = Settings.fromMap(Map.of("board.id", "flaky", "game.timeControl", "300"));
        BoardRuntime runtime = new BoardRuntime("flaky", (sequence, sink) -> GameController.builder(settings,
                new EventEmitter("flaky", sequence, new WallClock(Instant.EPOCH, 0), sink),
                new org.touchmove.hal.config.LoggedClockDisplay()).build(), store, Runnable::run, Runnable::run, false);
        List<Event> seen = new ArrayList<>();
        List<RuntimeException> told = new ArrayList<>();
        runtime.subscribe(seen::add, 100, false);
        runtime.setStoreFailureListener(told::add);
        List<CommandReply> replies = new ArrayList<>();
        runtime.command(new CommandRequest("c1", null, new ArbiterCommand.NewGame(null, null, GameMetadata.NONE)), 0,
                replies::add);
        assertThat(seen).isEmpty();
        assertThat(told).singleElement().satisfies(e -> assertThat(e).hasMessageContaining("No space left"));
        assertThat(log.warnings()).singleElement().asString().startsWith("ERROR board flaky: ")
                .contains("cannot be made durable (No space left on device)");

        store.failing = false;
        runtime.command(new CommandRequest("c2", null, new ArbiterCommand.StartClock()), 1_000_000, replies::add);
        assertThat(replies).extracting(CommandReply::id).containsExactly("c1", "c2");
        // The events held back by the failure come now, in order, with the new ones.
        assertThat(seen).extracting(Event::type).containsExactly("new-game", "clock");
        assertThat(seen).extracting(Event::seq).containsExactly(1L, 2L);
    }
}
