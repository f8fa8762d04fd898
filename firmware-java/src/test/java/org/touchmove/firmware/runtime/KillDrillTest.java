package org.touchmove.firmware.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.rules.Move;

/**
 * The SIGKILL drill at CI size (scripts/drill-kill runs it with 100+ kills over real games): three seeded games
 * played one after the other by a board process killed eight times at seeded moments (mid-move, at start-up, while
 * resuming, between games) and restarted on the same state directory: every game resumes, nothing is lost or
 * repeated, seqs rise by one.
 */
@Timeout(value = 240, unit = TimeUnit.SECONDS)
class KillDrillTest {

    @TempDir
    Path dir;

    @Test
    void killedEightTimesOverThreeGames_everyGameResumesWithNothingLostOrRepeated() throws Exception {
        List<String> games = new ArrayList<>();
        for (long seed = 11; seed <= 13; seed++) {
            games.add(String.join(" ", CrashingBoard.plannedGame(seed).stream().map(Move::uci).toList()));
        }
        Path gamesFile = dir.resolve("games.uci");
        Files.write(gamesFile, games);

        KillDrill.Report report = KillDrill.run(dir.resolve("state"), gamesFile, 8, 5, 10);

        assertThat(report.defects()).isEmpty();
        // Every planned kill lands: the five ply kills spend 50 moves and the three timed ones at most 30 each (one
        // more each in flight) of the 180, so the games outlast the kills on any machine, fast or loaded.
        assertThat(report.killsTooLate()).isZero();
        assertThat(report.kills()).isEqualTo(8);
        // Every kill is followed by a restart (none lands after the games' end).
        assertThat(report.restarts()).isEqualTo(8);
        assertThat(report.lost()).isZero();
        assertThat(report.repeated()).isZero();
        assertThat(report.seqErrors()).isZero();
        assertThat(report.gamesOk()).isEqualTo(3);
        assertThat(report.resumed()).as("restarts that found a game under way").isPositive();
    }
}
