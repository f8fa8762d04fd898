package org.touchmove.firmware.view;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.controller.ScenarioEvents;
import org.touchmove.firmware.event.Event;

/** The memo renders exactly what GamePgn renders, and renders again only when the game record changed. */
class PgnMemoTest {

    @Test
    void everyViewOfAGameRendersAsGamePgnDoesReusingTheLastWhileTheRecordStands() {
        List<Event> events = GameEvents.withMetadata(ScenarioEvents.play("flag-fall"), GameEvents.OPEN);
        PgnMemo memo = new PgnMemo();
        BoardView before = null;
        String last = null;
        int reused = 0;
        int rendered = 0;
        for (int i = 1; i <= events.size(); i++) {
            BoardView v = BoardViews.of(ScenarioEvents.BOARD_ID, events.subList(0, i));
            if (!v.hasGame()) {
                continue;
            }
            String pgn = memo.render(v);
            assertThat(pgn).as("after event %d (%s)", i, events.get(i - 1).type()).isEqualTo(GamePgn.render(v));
            boolean sameRecord = before != null && before.moves().equals(v.moves())
                    && java.util.Objects.equals(before.result(), v.result())
                    && java.util.Objects.equals(before.termination(), v.termination())
                    && before.gameId().equals(v.gameId());
            if (sameRecord) {
                assertThat(pgn).as("after event %d: the record stands", i).isSameAs(last);
                reused++;
            } else {
                rendered++;
            }
            before = v;
            last = pgn;
        }
        // The scenario has clock events between the moves and the result: both kinds of step happen.
        assertThat(reused).isPositive();
        assertThat(rendered).isGreaterThan(1);
    }
}
