package org.touchmove.firmware.simulation;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URISyntaxException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.publish.mqtt.EmbeddedBroker;

/**
 * scripts/bench-latency's main loop on a few moves of the test resource games, over the embedded broker: it stays
 * runnable in CI (the figures themselves are the script's, on a quiet machine, never asserted here). Every move arrives,
 * every game is rebuilt exactly along the whole path, and the peer (FloorProbe) gets one sample per move measured.
 */
class LatencyBenchSmokeTest {

    @TempDir
    Path state;

    @Test
    void measuresEveryMoveAndTheSameNumberOfFloorSamples() throws Exception {
        try (EmbeddedBroker broker = EmbeddedBroker.start(0)) {
            LatencyBench.Result r = LatencyBench.run(60, 10, games(), state, "latency-smoke", broker.uri());
            assertThat(r.lost()).isZero();
            assertThat(r.failures()).isZero();
            assertThat(r.pathDefects()).isZero();
            assertThat(r.processing()).hasSizeGreaterThanOrEqualTo(50); // whole games: the last one may go past 60
            assertThat(r.floorSamples()).isEqualTo(r.processing().size());
            assertThat(r.floor().p50()).isPositive();
            assertThat(r.floorSocket().p50()).isPositive(); // the plain-socket peer's samples arrived too
            assertThat(r.floorAfterGrace().p50()).isPositive(); // and the peer's after the press grace's quiet
            // Every measured move was completed by its clock press, the grace after it in virtual time.
            assertThat(r.waits()).containsOnlyKeys(r.graceMs());
            assertThat(r.processing()).allSatisfy(nanos -> assertThat(nanos).isPositive());
            // Every measured move has its stages, stamped along the path and on both sides of the wire, in order.
            assertThat(r.stages()).hasSameSizeAs(r.processing());
            assertThat(r.stages()).allSatisfy(s -> assertThat(java.util.Arrays.stream(s.millis()).min().orElseThrow()).isNotNegative());
            assertThat(r.stages()).allSatisfy(s -> assertThat(java.util.Arrays.stream(s.commitMillis()).min().orElseThrow()).isNotNegative());
            assertThat(org.touchmove.firmware.journal.PathStamps.recorder()).isNull(); // off again after the run
        }
    }

    private static Path games() throws URISyntaxException {
        return Path.of(LatencyBenchSmokeTest.class.getResource("/games/two-classics.pgn").toURI()).getParent();
    }
}
