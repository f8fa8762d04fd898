package org.touchmove.firmware.simulation;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.touchmove.firmware.SharedData;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.pgn.PgnReader;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.Termination;

/**
 * Every real game of {@code shared/data/pgn/games} played by a simulated human hand through the whole
 * controller, tidy and with the simulator's seeded hand noise: the controller must record exactly the
 * PGN's moves, and a tidy or noisy but honest hand must raise no irregularity.
 */
@Tag("shared-data")
class ReplayRealGamesDataTest {

    @ParameterizedTest(name = "{0} noise={1}")
    @CsvSource({
        "chesscom_cancer0707_A.pgn, -1",
        "chesscom_cancer0707_A.pgn, 11",
        "lichess_db_2025-05_clk_A.pgn, -1",
        "lichess_db_2025-05_clk_A.pgn, 12",
        "lichess_user_export_A.pgn, -1",
        "lichess_user_export_A.pgn, 13",
        "twic1599_A.pgn, -1",
        "twic1599_A.pgn, 14",
    })
    void everyGame_replaysExactly(String file, long noise) throws Exception {
        Path pgn = SharedData.resolve("pgn/games/" + file);
        List<PgnGame> games = PgnReader.read(pgn);
        assertThat(games).hasSizeGreaterThan(100);
        GameReplay replay = new GameReplay(noise < 0 ? null : noise);
        List<ReplayOutcome> outcomes = IntStream.range(0, games.size()).parallel()
                .mapToObj(i -> replay.replay(i + 1, games.get(i))).toList();

        List<String> failures = new ArrayList<>();
        for (ReplayOutcome o : outcomes) {
            PgnGame g = games.get(o.game() - 1);
            boolean playedToTheEnd = o.moves() + o.movesAfterEnd() == g.moves().size()
                    && (o.movesAfterEnd() > 0 || o.fen().equals(g.finalPosition().fen()));
            if (!o.ok() || !playedToTheEnd || o.irregularities() != 0) {
                failures.add("game " + o.game() + ": " + o);
            }
        }
        assertThat(failures).as("games not replayed exactly").isEmpty();
        // Games the rules end on the board are ended by the controller with the PGN's result.
        assertThat(outcomes).filteredOn(o -> o.result() != Result.UNDECIDED)
                .allSatisfy(o -> assertThat(o.result()).as("game %d", o.game()).isEqualTo(o.pgnResult()));
        // Only a game the Laws had already ended (a dead position the players played on) is cut short.
        assertThat(outcomes).filteredOn(o -> o.movesAfterEnd() > 0)
                .allSatisfy(o -> assertThat(o.termination()).isEqualTo(Termination.DEAD_POSITION));
    }
}
