package org.touchmove.firmware.view;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.touchmove.firmware.controller.ScenarioEvents;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.pgn.PgnReader;

/**
 * A Chess960 game through the whole controller into the game record the hub serves as /round.pgn: castling that
 * swaps king and rook on an occupancy board, and the Variant, SetUp and FEN tags lichess reads 960 broadcasts by.
 */
class Chess960GamePgnTest {

    @Test
    void aSwapCastlingGameIsRecordedWithItsVariantAndFen() {
        BoardView v = BoardViews.of(ScenarioEvents.BOARD_ID, ScenarioEvents.play("chess960-castling-swap"));
        String pgn = GamePgn.render(v);
        assertThat(pgn).contains("[Variant \"Chess960\"]", "[SetUp \"1\"]",
                "[FEN \"1r3kr1/pppppppp/8/8/8/8/PPPPPPPP/1R3KR1 w KQkq - 0 1\"]", "1. O-O {", "1... e5 {");
        PgnGame back = PgnReader.parse(pgn, "round.pgn").get(0);
        assertThat(back.start().isChess960()).isTrue();
        assertThat(back.moves().get(0).uci()).isEqualTo("f1g1");
        assertThat(back.finalPosition().fen()).startsWith("1r3kr1/pppp1ppp/8/4p3/8/8/PPPPPPPP/1R3RK1 w kq");
    }
}
