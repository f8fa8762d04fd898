package org.touchmove.firmware.hub;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.controller.ScenarioEvents;
import org.touchmove.firmware.event.ClockEvent;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.GameMode;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.view.BoardView;
import org.touchmove.firmware.view.BoardViewJson;
import org.touchmove.firmware.view.BoardViews;

/** The hub reads the snapshots BoardViewJson writes: the typed wire fields come back, a name no enum knows is refused. */
class SnapshotViewTest {

    private static final String BOARD = ScenarioEvents.BOARD_ID;

    /** illegal-move-standard up to the first clock event with a running side (the clock was started). */
    private static BoardView started() {
        List<Event> events = ScenarioEvents.play("illegal-move-standard");
        int i = 0;
        while (!(events.get(i).body() instanceof ClockEvent c && c.running() != null)) {
            i++;
        }
        return BoardViews.of(BOARD, events.subList(0, i + 1));
    }

    @Test
    void theSnapshots_readBackToTheirModeAndRunningSide() {
        BoardView v = started();
        assertThat(v.running()).isEqualTo(Color.WHITE);
        BoardView read = SnapshotView.of(BOARD, v.lastSeq(), BoardViewJson.game(v), BoardViewJson.position(v),
                BoardViewJson.clock(v), "");
        assertThat(read.running()).isEqualTo(Color.WHITE);
        assertThat(read.mode()).isEqualTo(GameMode.TOURNAMENT).isEqualTo(v.mode());
        assertThat(BoardViewJson.clock(read)).isEqualTo(BoardViewJson.clock(v));
        assertThat(BoardViewJson.game(read)).isEqualTo(BoardViewJson.game(v));
    }

    @Test
    void anUnknownName_isRefusedNamingTheFieldAndTheValue() {
        BoardView v = started();
        String clock = BoardViewJson.clock(v);
        assertThat(clock).contains("\"running\":\"white\"");
        assertThatThrownBy(() -> SnapshotView.of(BOARD, v.lastSeq(), BoardViewJson.game(v), BoardViewJson.position(v),
                clock.replace("\"running\":\"white\"", "\"running\":\"green\""), ""))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("running")
                .hasMessageContaining("'green'");
        String game = BoardViewJson.game(v);
        assertThat(game).contains("\"mode\":\"tournament\"");
        assertThatThrownBy(() -> SnapshotView.of(BOARD, v.lastSeq(),
                game.replace("\"mode\":\"tournament\"", "\"mode\":\"blitz\""), BoardViewJson.position(v), clock, ""))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("mode")
                .hasMessageContaining("'blitz'");
    }
}
