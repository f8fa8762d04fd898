package org.touchmove.firmware.pgn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.SharedData;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.notation.San;

class PgnRoundTripTest {

    @Test
    void writesSevenTagRosterClocksAndFenStart() {
        Position start = Position.fromFen("7k/3P4/7K/8/8/8/8/8 w - - 6 55");
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("White", "A");
        tags.put("TimeControl", "300+3");
        tags.put("Termination", "checkmate");
        PgnGame g = PgnGame.of(tags, start, List.of(San.parse(start, "d8=N"), San.parse(start.play(San.parse(start, "d8=N")), "Kg8")),
                List.of(Optional.of(Duration.ofMillis(591_700)), Optional.of(Duration.ofHours(1).plusSeconds(5))),
                Result.UNDECIDED);
        String text = PgnWriter.write(g);
        assertThat(text).startsWith("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"A\"]\n"
                + "[Black \"?\"]\n[Result \"*\"]\n[TimeControl \"300+3\"]\n[Termination \"checkmate\"]\n[SetUp \"1\"]\n"
                + "[FEN \"7k/3P4/7K/8/8/8/8/8 w - - 6 55\"]\n\n");
        assertThat(text).contains("55. d8=N { [%clk 0:09:51.7] } 55... Kg8 { [%clk 1:00:05] } *");
        PgnGame back = PgnReader.parse(text, "x").get(0);
        assertThat(back.clocks()).isEqualTo(g.clocks());
        assertThat(back.start()).isEqualTo(start);
    }

    @Test
    void readsOddFormatting() {
        String text = "\uFEFF[Event \"a\"]\n\n[White \"W \\\"q\\\"\"]\n1.e4 {c} (1.d4 {x) y} (1.c4 c5) d5) e5 $1 ; rest\n"
                + "2. Nf3!? Nc6 1-0\n[Event \"b\"]\n1. d4 d5 *";
        List<PgnGame> games = PgnReader.parse(text, "odd");
        assertThat(games).hasSize(2);
        assertThat(games.get(0).tags()).containsEntry("White", "W \"q\"").containsEntry("Event", "a");
        assertThat(games.get(0).written()).containsExactly("e4", "e5", "Nf3!?", "Nc6");
        assertThat(games.get(0).result()).isEqualTo(Result.WHITE_WINS);
        assertThat(games.get(1).moves()).hasSize(2);
        assertThat(games.get(1).result()).isEqualTo(Result.UNDECIDED);
    }

    @Test
    void errorsNameTheGameAndTheMove() {
        String text = "[White \"X\"]\n[Black \"Y\"]\n1. e4 e5 1-0\n\n[White \"P\"]\n[Black \"Q\"]\n1. e4 e5 2. Ke3 *";
        assertThatThrownBy(() -> PgnReader.parse(text, "bad.pgn")).isInstanceOf(PgnException.class)
                .hasMessageContaining("bad.pgn").hasMessageContaining("game 2 (P - Q)")
                .hasMessageContaining("move 2. Ke3");
        assertThatThrownBy(() -> PgnReader.parse("1. e4 {open", "c.pgn")).hasMessageContaining("not closed");
        assertThatThrownBy(() -> PgnReader.parse("[FEN \"bad\"]\n1. e4 *", "f.pgn"))
                .hasMessageContaining("bad [FEN] tag");
    }
}
