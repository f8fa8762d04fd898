package org.touchmove.firmware.view;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.controller.ScenarioEvents;
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

        Run uci = run(pgnExtract(), "-Wuci", pgn.toString());
        assertThat(uci.stderr()).contains(views.size() + " games matched out of " + views.size() + ".")
                .doesNotContainIgnoringCase("fail").doesNotContainIgnoringCase("error")
                .doesNotContainIgnoringCase("illegal");
        Map<String, List<String>> movesById = uciMoves(uci.stdout());
        assertThat(movesById).hasSize(views.size());
        for (BoardView v : views.values()) {
            assertThat(movesById.get(v.gameId())).as(v.gameId())
                    .isEqualTo(v.moves().stream().map(PlayedMove::uci).toList());
        }

        Run plain = run(pgnExtract(), pgn.toString());
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

    private static String pgnExtract() {
        for (String candidate : List.of("/usr/games/pgn-extract", "/usr/bin/pgn-extract",
                "/usr/local/bin/pgn-extract")) {
            if (Files.isExecutable(Path.of(candidate))) {
                return candidate;
            }
        }
        throw new AssertionError("pgn-extract is not installed (looked in /usr/games, /usr/bin, /usr/local/bin): "
                + "run scripts/install-test-deps");
    }

    private record Run(String stdout, String stderr) {
    }

    private Run run(String... command) throws IOException, InterruptedException {
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Process p = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("pgn-extract finished").isTrue();
        assertThat(p.exitValue()).as("pgn-extract exit status; stderr: " + Files.readString(err)).isZero();
        return new Run(Files.readString(out), Files.readString(err));
    }
}
