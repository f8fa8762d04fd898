package org.touchmove.firmware.view;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.touchmove.firmware.controller.ScenarioEvents;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.NewGameEvent;

/** Folds a board's events into views one by one and checks the memo's PGN against a full rendering after each. */
final class MemoFold {

    private MemoFold() {
    }

    record Folded(int games, int longestGame, int notExtended) {
    }

    /** Folds the events one by one; after each, the memo's text equals the full rendering (or both refuse). */
    static Folded foldAndCompare(PgnMemo memo, List<Event> events) {
        BoardView v = BoardViews.empty(ScenarioEvents.BOARD_ID);
        List<PlayedMove> previous = List.of();
        int games = 0;
        int longest = 0;
        int notExtended = 0;
        for (int i = 0; i < events.size(); i++) {
            v = BoardViews.apply(v, events.get(i));
            if (!v.hasGame()) {
                continue;
            }
            String full;
            try {
                full = GamePgn.render(v);
            } catch (IllegalArgumentException e) {
                BoardView refused = v;
                assertThatThrownBy(() -> memo.render(refused)).isInstanceOf(IllegalArgumentException.class);
                continue;
            }
            assertThat(memo.render(v)).as("after event %d (%s, seq %d)", i + 1, events.get(i).type(),
                    events.get(i).seq()).isEqualTo(full);
            if (events.get(i).body() instanceof NewGameEvent) {
                games++;
            } else if (!startsWith(v.moves(), previous)) {
                notExtended++;
            }
            previous = v.moves();
            longest = Math.max(longest, v.moves().size());
        }
        return new Folded(games, longest, notExtended);
    }

    private static boolean startsWith(List<PlayedMove> moves, List<PlayedMove> prefix) {
        return moves.size() >= prefix.size() && moves.subList(0, prefix.size()).equals(prefix);
    }
}
