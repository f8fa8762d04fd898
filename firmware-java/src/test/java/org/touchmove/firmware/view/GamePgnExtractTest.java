package org.touchmove.firmware.view;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.controller.ScenarioEvents;
import org.touchmove.firmware.pgn.PgnExtract;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.pgn.PgnReader;

/**
 * An independent reader: Debian's {@code pgn-extract} reads every scenario's game record without a complaint, finds
 * the same moves (its UCI output) and keeps every {@code [%clk]} (its PGN output, read back by ours). Installed by
 * scripts/install-test-deps; the test fails when it is missing.
 */
class GamePgnExtractTest {

    private static final String BOARD = ScenarioEvents.BOARD_ID;
    private static final Pattern GAME_ID = Pattern.compile("\\[GameId \"([^\"]+)\"]");

    @TempDir
    Path dir;

    @Test
    void pgnExtractReadsEveryScenarioRecord() throws Exception {
        Map<String, BoardView> views = new LinkedHashMap<>();
        StringBuilder all = new StringBuilder();
        for (String name : ScenarioNames.all()) {
            BoardView v = BoardViews.of(BOARD, GameEvents.withMetadata(ScenarioEvents.play(name), GameEvents.OPEN));
            views.put(v.gameId(), v);
            all.append(GamePgn.render(v));
        }
        Path pgn = dir.resolve("scenarios.pgn");
        Files.writeString(pgn, all, StandardCharsets.UTF_8);

        PgnExtract.Run uci = PgnExtract.run(dir, "-Wuci", pgn.toString());
        assertThat(uci.stderr()).contains(views.size() + " games matched out of " + views.size() + ".")
                .doesNotContainIgnoringCase("fail").doesNotContainIgnoringCase("error")
                .doesNotContainIgnoringCase("illegal");
        Map<String, List<String>> movesById = uciMoves(uci.stdout());
        assertThat(movesById).hasSize(views.size());
        for (BoardView v : views.values()) {
            assertThat(movesById.get(v.gameId())).as(v.gameId())
                    .isEqualTo(v.moves().stream().map(PlayedMove::uci).toList());
        }

        PgnExtract.Run plain = PgnExtract.run(dir, pgn.toString());
        for (PgnGame g : PgnReader.parse(plain.stdout(), "pgn-extract output")) {
            BoardView v = views.get(g.tags().get("GameId"));
            assertThat(g.clocks()).as(v.gameId()).isEqualTo(GamePgnTest.expectedClocks(v));
            assertThat(g.tags()).containsEntry("Round", "3.12").containsEntry("WhiteFideId", "1503014");
        }
    }

    /** GameId to the moves of each game in pgn-extract's {@code -Wuci} output (movetext without the result). */
    private static Map<String, List<String>> uciMoves(String out) {
        Map<String, List<String>> moves = new LinkedHashMap<>();
        String id = null;
        List<String> current = null;
        for (String line : out.split("\n")) {
            Matcher m = GAME_ID.matcher(line);
            if (m.matches()) {
                id = m.group(1);
                current = new ArrayList<>();
                moves.put(id, current);
            } else if (!line.isBlank() && !line.startsWith("[") && current != null) {
                for (String token : line.trim().split("\\s+")) {
                    if (!List.of("1-0", "0-1", "1/2-1/2", "*").contains(token)) {
                        current.add(token.toLowerCase(Locale.ROOT)); // it writes the promotion piece upper-case: a7b8N
                    }
                }
            }
        }
        return moves;
    }



}
