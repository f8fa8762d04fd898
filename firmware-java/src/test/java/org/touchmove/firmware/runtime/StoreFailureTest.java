package org.touchmove.firmware.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
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

    @Test
    void eventsThatCannotBeMadeDurableAreNeverSeenAndTheOwnerIsTold() {
        ScriptedStore store = new ScriptedStore();
        store.failing = true;
        BoardRuntime runtime = store.board("flaky");
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
