package org.touchmove.firmware.view;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.controller.ScenarioEvents;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.PositionEvent;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.notation.Uci;

/**
 * The arbiter corrects a promotion (docs/interpreter.md): the controller publishes only a {@code position} event
 * with as many plies and another position; the view rebuilds the move list from it. The scenario is
 * promotion-choice: 1. a8=B g1=Q 2. b8=N.
 */
class PromotionCorrectionTest {

    private static final String BOARD = ScenarioEvents.BOARD_ID;
    private static final String START = "8/PP2k3/8/8/8/7K/6p1/8 w - - 0 1";

    private static String fenAfter(String... uci) {
        Position p = Position.fromFen(START);
        for (String m : uci) {
            p = p.play(Uci.parse(m, p));
        }
        return p.fen();
    }

    private static BoardView withPosition(String fen, int ply) {
        List<Event> events = new ArrayList<>(ScenarioEvents.play("promotion-choice"));
        Event last = events.get(events.size() - 1);
        events.add(new Event(BOARD, last.gameId(), last.seq() + 1, last.ts(), last.monoMs() + 100,
                new PositionEvent(fen, ply)));
        return BoardViews.of(BOARD, events);
    }

    @Test
    void anEarlierPromotionCorrectedReplaysTheLaterMoves() {
        String fen = fenAfter("a7a8q", "g2g1q", "b7b8n");
        BoardView v = withPosition(fen, 3);
        assertThat(v.moves()).extracting(PlayedMove::ply, PlayedMove::san, PlayedMove::uci, PlayedMove::whiteMs)
                .containsExactly(tuple(1, "a8=Q", "a7a8q", 298_300L), tuple(2, "g1=Q", "g2g1q", 298_300L),
                        tuple(3, "b8=N", "b7b8n", 296_700L));
        assertThat(v.moves().get(0).fenAfter()).isEqualTo(fenAfter("a7a8q"));
        assertThat(v.fen()).isEqualTo(fen);
    }

    @Test
    void theLastPromotionCorrected() {
        BoardView v = withPosition(fenAfter("a7a8b", "g2g1q", "b7b8q"), 3);
        assertThat(v.moves()).extracting(PlayedMove::uci).containsExactly("a7a8b", "g2g1q", "b7b8q");
        assertThat(GamePgn.render(v)).contains("2. b8=Q");
    }

    @Test
    void aPositionNoCorrectionExplainsLeavesTheMovesAsTheyWere() {
        BoardView before = BoardViews.of(BOARD, ScenarioEvents.play("promotion-choice"));
        BoardView v = withPosition(START, 3);
        assertThat(v.moves()).isEqualTo(before.moves());
        assertThat(v.fen()).isEqualTo(START);
    }
}
