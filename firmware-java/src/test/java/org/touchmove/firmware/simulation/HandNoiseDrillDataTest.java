package org.touchmove.firmware.simulation;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.touchmove.firmware.SharedData;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.pgn.PgnReader;

/**
 * The noise drill in the build (docs/reliability.md, "Hand noise"): at every noise level of the simulated hand, a
 * seeded sample of the real games of {@code shared/data/pgn/games} (all files together) must be rebuilt exactly by
 * the controller (its move list is the PGN's, the game played to its end), with no irregularity: noise is honest, it
 * never moves a piece where the player did not. {@code scripts/drill-noise} runs every game at every level.
 */
@Tag("shared-data")
class HandNoiseDrillDataTest {

    /** Games per level: enough to meet every kind of move many times, few enough for a few seconds per level. */
    private static final int SAMPLE = 250;
    private static final long SAMPLE_SEED = 20261201L;
    private static final long HAND_SEED = 7L;

    /** A game with its file and its number in that file (the replay's seed is derived from the number). */
    private record Sampled(String file, int number, PgnGame game) {
    }

    private static List<Sampled> all;

    @BeforeAll
    static void readEveryGame() throws IOException {
        all = new ArrayList<>();
        try (Stream<Path> files = Files.list(SharedData.resolve("pgn/games"))) {
            for (Path pgn : files.filter(p -> p.toString().endsWith(".pgn")).sorted(Comparator.naturalOrder()).toList()) {
                List<PgnGame> games = PgnReader.read(pgn);
                for (int i = 0; i < games.size(); i++) {
                    all.add(new Sampled(pgn.getFileName().toString(), i + 1, games.get(i)));
                }
            }
        }
        assertThat(all).hasSizeGreaterThan(3_000);
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(HandNoise.class)
    void aSeededSampleOfTheRealGamesIsRebuiltExactly(HandNoise level) {
        SplittableRandom random = new SplittableRandom(SAMPLE_SEED + level.ordinal());
        List<Sampled> sample = random.ints(0, all.size()).distinct().limit(SAMPLE).mapToObj(all::get).toList();
        GameReplay replay = new GameReplay(HAND_SEED, level);

        List<String> notRebuilt = sample.parallelStream().map(s -> {
            ReplayOutcome o = replay.replay(s.number(), s.game());
            boolean playedToTheEnd = o.moves() + o.movesAfterEnd() == s.game().moves().size()
                    && (o.movesAfterEnd() > 0 || o.fen().equals(s.game().finalPosition().fen()));
            return o.ok() && playedToTheEnd && o.irregularities() == 0 ? null : s.file() + " game " + s.number() + ": " + o;
        }).filter(java.util.Objects::nonNull).toList();

        assertThat(notRebuilt).as("games not rebuilt exactly with the %s hand", level.wireName()).isEmpty();
    }

    /**
     * The games the full drill ({@code scripts/drill-noise 1}) found not rebuilt with slow hands, before the fix: each
     * ends with a promotion to a rook where a queen would also have ended the game, and the board recorded the queen
     * (and once a stalemate draw) because it completed before the player chose the rook with the buttons.
     */
    @ParameterizedTest(name = "{0} game {1}")
    @CsvSource({
        "lichess_user_export_A.pgn, 1093",
        "lichess_user_export_A.pgn, 1125",
        "lichess_user_export_A.pgn, 1553",
        "lichess_user_export_A.pgn, 1926",
        "twic1599_A.pgn, 183",
    })
    void theUnderpromotionsTheDrillFoundAreRebuiltWithSlowHands(String file, int number) {
        Sampled s = all.stream().filter(g -> g.file().equals(file) && g.number() == number).findFirst().orElseThrow();
        ReplayOutcome o = new GameReplay(1L, HandNoise.SLOW).replay(number, s.game());
        assertThat(o.ok()).as(o.toString()).isTrue();
        assertThat(o.result()).isEqualTo(o.pgnResult());
    }
}
