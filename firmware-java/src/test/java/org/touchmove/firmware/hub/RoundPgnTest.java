package org.touchmove.firmware.hub;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.controller.ScenarioEvents;
import org.touchmove.firmware.event.ClockCause;
import org.touchmove.firmware.event.ClockEvent;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.MoveEvent;
import org.touchmove.firmware.view.BoardView;
import org.touchmove.firmware.view.BoardViews;
import org.touchmove.firmware.view.GamePgn;

/** The round PGN's cache (docs/hub.md, "/round.pgn"): it moves only when a game changes, not on a clock tick. */
class RoundPgnTest {

    private static final String BOARD = ScenarioEvents.BOARD_ID;

    @Test
    void theFileIsServedFromTheCacheUntilAGameChanges() {
        List<Event> events = ScenarioEvents.play("pause-resume");
        int lastMove = 0;
        for (int i = 0; i < events.size(); i++) {
            if (events.get(i).body() instanceof MoveEvent) {
                lastMove = i;
            }
        }
        BoardView beforeLastMove = BoardViews.of(BOARD, events.subList(0, lastMove));
        RoundPgn round = new RoundPgn();
        String first = round.render(List.of(beforeLastMove));
        assertThat(first).isEqualTo(GamePgn.render(beforeLastMove).strip() + "\n");
        assertThat(round.render(List.of(beforeLastMove))).as("the same views: the cached text").isSameAs(first);

        // A burst of clock ticks changes the view, not its game: still the cached text.
        BoardView ticked = beforeLastMove;
        Event prev = events.get(lastMove - 1);
        List<Event> ticks = new ArrayList<>();
        for (int i = 1; i <= 50; i++) {
            ticks.add(new Event(BOARD, prev.gameId(), prev.seq() + i, prev.ts(), prev.monoMs() + i * 1000L,
                    new ClockEvent(60_000 - i, 60_000, null, ClockCause.TICK)));
        }
        ticked = BoardViews.applyAll(ticked, ticks);
        assertThat(ticked).isNotEqualTo(beforeLastMove);
        assertThat(round.render(List.of(ticked))).isSameAs(first);

        // A move changes the game: the file moves.
        BoardView moved = BoardViews.of(BOARD, events);
        String after = round.render(List.of(moved));
        assertThat(after).isNotEqualTo(first).isEqualTo(GamePgn.render(moved).strip() + "\n");
        assertThat(round.board(moved)).isEqualTo(after);
        assertThat(round.render(List.of(moved))).isSameAs(after);
    }
}
