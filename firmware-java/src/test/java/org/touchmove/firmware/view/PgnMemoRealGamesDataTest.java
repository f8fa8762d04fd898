package org.touchmove.firmware.view;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.touchmove.firmware.SharedData;
import org.touchmove.firmware.controller.ScenarioEvents;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.pgn.PgnReader;

/**
 * The incremental PGN snapshot ({@link PgnMemo}) against a full rendering ({@link GamePgn#render}) after every event
 * of whole real games from {@code shared/data/pgn/games}, played on the simulated board with a 5400+30 clock (so every
 * move carries a clock comment): the first games of each file, one memo across them as one board's publisher.
 */
@Tag("shared-data")
class PgnMemoRealGamesDataTest {

    /** Each game is folded event by event with a full rendering after each: quadratic, so not every game. */
    private static final int GAMES_PER_FILE = 100;

    @ParameterizedTest
    @ValueSource(strings = {"chesscom_cancer0707_A.pgn", "lichess_db_2025-05_clk_A.pgn", "lichess_user_export_A.pgn",
        "twic1599_A.pgn"})
    void theIncrementalSnapshotIsTheFullRenderingAfterEveryEvent(String file) throws IOException {
        Path pgn = SharedData.resolve("pgn/games/" + file);
        PgnMemo memo = new PgnMemo();
        int games = 0;
        int plies = 0;
        try (PgnReader reader = PgnReader.open(pgn)) {
            Optional<PgnGame> next;
            while (games < GAMES_PER_FILE && (next = reader.next()).isPresent()) {
                PgnGame game = next.get();
                if (game.hasNullMove()) {
                    continue; // not a chess move: the board cannot play it
                }
                MemoFold.Folded folded = MemoFold.foldAndCompare(memo,
                        GameEvents.withMetadata(ScenarioEvents.replay(game, 5), GameEvents.OPEN));
                assertThat(folded.games()).as("game %d of %s", games + 1, file).isEqualTo(1);
                plies += folded.longestGame();
                games++;
            }
        }
        assertThat(games).isEqualTo(GAMES_PER_FILE);
        assertThat(plies).as("plies rendered").isGreaterThan(GAMES_PER_FILE * 30);
    }
}
