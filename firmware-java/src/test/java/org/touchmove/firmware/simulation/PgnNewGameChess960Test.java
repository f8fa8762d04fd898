package org.touchmove.firmware.simulation;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.touchmove.firmware.command.ArbiterCommand;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.pgn.PgnReader;

/** A replayed Chess960 game's new-game command names its variant, even from the standard array (518). */
class PgnNewGameChess960Test {

    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    @Test
    void aChess960GameFrom518IsReplayedAsChess960AndAStandardOneAsStandard() {
        PgnGame freestyle = PgnReader.parse("[Event \"?\"]\n[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"" + START
                + "\"]\n\n1. e4 *\n", "t").get(0);
        ArbiterCommand.NewGame c = PgnNewGame.of(freestyle, "5400+30");
        assertThat(c.chess960()).isTrue();
        assertThat(c.fen()).isEqualTo(START);
        PgnGame standard = PgnReader.parse("[Event \"?\"]\n\n1. e4 *\n", "t").get(0);
        assertThat(PgnNewGame.of(standard, "5400+30").chess960()).isFalse();
    }
}
