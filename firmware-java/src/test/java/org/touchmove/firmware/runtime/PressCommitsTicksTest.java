package org.touchmove.firmware.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.command.ArbiterCommand;
import org.touchmove.firmware.command.CommandRequest;
import org.touchmove.firmware.event.ClockCause;
import org.touchmove.firmware.event.ClockEvent;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.GameMetadata;
import org.touchmove.hal.ButtonPress;
import org.touchmove.hal.ClockButton;

/**
 * A clock press commits the routine ticks still pending (docs/journal.md, "Durability classes"): they are made durable
 * in the press grace, so the commit that completes the move carries the move's own events and its event leads them to
 * the broker (issue 31). The store here never asks for a commit by itself: only the runtime's own rule commits.
 */
class PressCommitsTicksTest {

    private static final long SECOND = 1_000_000_000L;

    @Test
    void aPressCommitsTheTicksPendingBeforeIt() {
        ScriptedStore store = new ScriptedStore();
        store.due = false; // a tick is never due by itself (its interval never runs out)
        BoardRuntime runtime = store.board("patient");
        List<Event> seen = new ArrayList<>();
        runtime.subscribe(seen::add, 100, false);
        runtime.command(new CommandRequest("c1", null, new ArbiterCommand.NewGame(null, null, GameMetadata.NONE)), 0,
                reply -> { });
        runtime.command(new CommandRequest("c2", null, new ArbiterCommand.StartClock()), SECOND, reply -> { });
        int commitsBefore = store.commits;

        runtime.time(SECOND + SECOND * 3 / 2); // White's clock runs: a tick, pending (not due by itself)
        assertThat(seen).noneMatch(PressCommitsTicksTest::isTick);
        assertThat(store.commits).isEqualTo(commitsBefore);

        runtime.press(new ButtonPress(ClockButton.BLACK, SECOND * 3));
        assertThat(seen).anyMatch(PressCommitsTicksTest::isTick);
        assertThat(store.commits).isEqualTo(commitsBefore + 1);
        assertThat(seen).extracting(Event::seq).isSorted().doesNotHaveDuplicates();
    }

    private static boolean isTick(Event e) {
        return e.body() instanceof ClockEvent c && c.cause() == ClockCause.TICK;
    }
}
