package org.touchmove.firmware.pgn;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.Square;

/**
 * Chess960 games in PGN: [Variant "Chess960"] (or "Freestyle"), [SetUp "1"], [FEN ...] read and written. The first
 * game of chess960-freestyle.pgn is a real one, Aronian - Fedoseev, Freestyle Weissenhaus 2025 (as given in
 * shaack/cm-chess's Chess960 tests, whose final FEN, from chess.js, it must reach).
 */
class Chess960PgnTest {

    private static List<PgnGame> games() throws IOException {
        try (InputStream in = Chess960PgnTest.class.getResourceAsStream("/games/chess960-freestyle.pgn")) {
            return PgnReader.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), "chess960-freestyle.pgn");
        }
    }

    @Test
    void aRealFreestyleGameIsReadToItsFinalPosition() throws IOException {
        PgnGame game = games().get(0);
        assertThat(game.start().isChess960()).isTrue();
        assertThat(game.moves()).hasSize(71);
        assertThat(game.finalPosition().fen()).isEqualTo("2rRn2k/2P3pp/8/pN3q2/8/1P6/1PQ4P/K5R1 b - - 0 36");
        // 9. O-O-O: king c1 stays, rook b1 jumps to d1; 14... O-O: king c8 to g8, rook e8 to f8.
        Position beforeLong = game.game().upTo(16).position();
        Move longCastling = game.moves().get(16);
        assertThat(longCastling.uci()).isEqualTo("c1b1");
        Position afterLong = beforeLong.play(longCastling);
        assertThat(afterLong.pieceAt(Square.parse("c1")).fenChar()).isEqualTo('K');
        assertThat(afterLong.pieceAt(Square.parse("d1")).fenChar()).isEqualTo('R');
        assertThat(afterLong.pieceAt(Square.parse("b1"))).isNull();
        assertThat(game.moves().get(27).uci()).isEqualTo("c8e8");
    }

    @Test
    void writtenWithVariantSetUpAndFenAndReadBack() throws IOException {
        for (PgnGame game : games()) {
            String text = PgnWriter.write(game);
            assertThat(text).contains("[Variant \"Chess960\"]", "[SetUp \"1\"]", "[FEN \"" + game.start().fen() + "\"]");
            assertThat(text).doesNotContain("Freestyle\"]\n[Variant");
            PgnGame again = PgnReader.parse(text, "written").get(0);
            assertThat(again.moves()).isEqualTo(game.moves());
            assertThat(again.finalPosition()).isEqualTo(game.finalPosition());
        }
        assertThat(PgnWriter.write(games().get(1))).contains("O-O-O O-O-O *");
    }

    @Test
    void theStandardArrayPlayedAsChess960KeepsItsVariantTag() {
        PgnGame game = PgnGame.of(java.util.Map.of(), Position.fromChess960Pos(518), List.of(),
                org.touchmove.firmware.rules.Result.UNDECIDED);
        assertThat(PgnWriter.write(game)).contains("[Variant \"Chess960\"]", "[FEN \"" + Position.START_FEN + "\"]");
        assertThat(PgnWriter.write(PgnGame.of(java.util.Map.of(), Position.START, List.of(),
                org.touchmove.firmware.rules.Result.UNDECIDED))).doesNotContain("Variant", "FEN");
    }

    @Test
    void aChess960GameWithoutItsFenIsOneClearError() {
        List<PgnEntry> entries = PgnReader.parseEach("[Variant \"Chess960\"]\n\n1. e4 *\n", "x");
        assertThat(entries.get(0)).isInstanceOf(PgnEntry.Unreadable.class);
        assertThat(entries.get(0).toString()).contains("Chess960").contains("[FEN]");
    }
}
