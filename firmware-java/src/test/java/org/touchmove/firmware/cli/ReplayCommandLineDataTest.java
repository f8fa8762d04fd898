package org.touchmove.firmware.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.SharedData;

/** The ../shared/data part of {@link CommandLineScenariosTest} (run by scripts/test-data). */
@Tag("shared-data")
class ReplayCommandLineDataTest {

    @Test
    void replayPrintsEachGameAndTheCount() {
        Path pgn = SharedData.resolve("pgn/python-chess/molinari-bordais-1979.pgn");
        CommandLineScenariosTest.Run run = CommandLineScenariosTest.main("replay", "--pgn", pgn.toString());
        assertThat(run.status()).as(run.err()).isZero();
        // 1. e4 c5 2. c4 Nc6 3. Ne2 Nf6 4. Nbc3 Nb4 5. g3 Nd3# 0-1: ten plies, mate by the knight on d3.
        assertThat(run.lines()).hasSize(2);
        Map<String, Object> game = CommandLineScenariosTest.parse(run.lines().get(0));
        assertThat(game).containsEntry("game", 1L).containsEntry("moves", 10L)
                .containsEntry("fen", "r1bqkb1r/pp1ppppp/5n2/2p5/2P1P3/2Nn2P1/PP1PNP1P/R1BQKB1R w KQkq - 1 6")
                .containsEntry("result", "0-1").containsEntry("termination", "checkmate")
                .containsEntry("pgnResult", "0-1").containsEntry("ok", true).containsEntry("irregularities", 0L);
        assertThat(run.lines().get(1)).isEqualTo("games=1 ok=1");
    }

    @Test
    void replayOfSeveralGamesEndedByResignationOrAgreement() {
        Path pgn = SharedData.resolve("pgn/python-chess/kasparov-deep-blue-1997.pgn");
        CommandLineScenariosTest.Run run = CommandLineScenariosTest.main("replay", "--pgn", pgn.toString());
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.lines()).hasSize(7);
        List<Map<String, Object>> games = run.lines().subList(0, 6).stream().map(CommandLineScenariosTest::parse).toList();
        // Last move numbers in the file: 45. g7, 45. Ra6, 48. Ra6, 56. Kc1, 49... Kb4, 19. c4.
        assertThat(games).extracting(g -> g.get("moves")).containsExactly(89L, 89L, 95L, 111L, 98L, 37L);
        assertThat(games).extracting(g -> g.get("pgnResult"))
                .containsExactly("1-0", "1-0", "1/2-1/2", "1/2-1/2", "1/2-1/2", "1-0");
        // Resignations and agreed draws end the game on the board as the arbiter declares them (issue 25).
        assertThat(games).allSatisfy(g -> assertThat(g).containsEntry("ok", true)
                .containsEntry("result", g.get("pgnResult")).containsEntry("irregularities", 0L));
        assertThat(games).extracting(g -> g.get("termination")).containsExactly("resignation", "resignation",
                "agreement", "agreement", "agreement", "resignation");
        assertThat(games.get(5)).containsEntry("fen", "r1k4r/p2nb1p1/2b4p/1p1n1p2/2PP4/3Q1NB1/1P3PPP/R5K1 b - - 0 19");
        assertThat(run.lines().get(6)).isEqualTo("games=6 ok=6");
    }
}
