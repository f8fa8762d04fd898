package org.touchmove.firmware.simulation;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * scripts/bench-livechess's main loop on a few moves of the test resource games: it stays runnable in CI (the figures
 * are the script's, on a quiet machine, never asserted here). Every move reaches the client, every game is rebuilt.
 */
class LiveChessBenchSmokeTest {

    @TempDir
    Path state;

    @Test
    void everyMoveReachesTheClient_andIsMeasured() throws Exception {
        Path games = Path.of(LiveChessBenchSmokeTest.class.getResource("/games/two-classics.pgn").toURI()).getParent();
        LiveChessBench.Result r = LiveChessBench.run(60, 10, games, state);
        assertThat(r.lost()).isZero();
        assertThat(r.failures()).isZero();
        assertThat(r.latencies()).hasSizeGreaterThanOrEqualTo(50).allSatisfy(n -> assertThat(n).isPositive());
    }
}
