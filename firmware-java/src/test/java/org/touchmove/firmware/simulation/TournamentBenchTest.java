package org.touchmove.firmware.simulation;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.event.MoveEvent;

/**
 * The tournament bench at CI size: 20 boards, each a whole controller with its journal and MQTT publisher, playing
 * real games (three games of the test resources, in turn) 50 times faster than real time into the embedded broker.
 * The checker must find every event once, in order, and every game exact; and it must notice one event the broker
 * "lost" (dropped at the checker's door). No speed is asserted here (scripts/bench-tournament measures that).
 */
class TournamentBenchTest {

    /** {@code shared}: the boards on one shared MQTT connection (the bench's default), else one each. */
    private static TournamentOptions options(boolean hub, boolean shared) throws Exception {
        Path games = Path.of(TournamentBenchTest.class.getResource("/replay").toURI());
        return new TournamentOptions(20, games, 50, 2_000, 12, Optional.of(TournamentOptions.EMBEDDED), hub, 2,
                Optional.empty(), shared, 0, 30, TournamentBench.BOARDS_PER_LINK, TournamentBench.NATS_KEEP_ALIVE_SECONDS);
    }

    @Test
    void twentyBoardsArriveWholeAndTheHubFollowsEveryBoard() throws Exception {
        TournamentBench.Report report = TournamentBench.run(options(true, true), e -> false);

        assertThat(report.problems()).isEmpty();
        assertThat(report.boards()).isEqualTo(20);
        assertThat(report.moves()).isEqualTo(7 * 7 + 7 * 12 + 6 * 9); // the games of 7, 12 and 9 plies in turn
        assertThat(report.lost()).isZero();
        assertThat(report.duplicated()).isZero();
        assertThat(report.outOfOrder()).isZero();
        assertThat(report.gamesExact()).isEqualTo(20);
        assertThat(report.hubCurrent()).isEqualTo(20);
        assertThat(report.clean()).isTrue();
    }

    @Test
    void aDroppedEventIsFoundLostAndItsGameNotExact() throws Exception {
        AtomicBoolean dropped = new AtomicBoolean();
        TournamentBench.Report report = TournamentBench.run(options(false, false),
                e -> e.boardId().endsWith("-0008") && e.body() instanceof MoveEvent m && m.ply() == 5
                        && dropped.compareAndSet(false, true));

        assertThat(dropped).isTrue();
        assertThat(report.lost()).isEqualTo(1);
        assertThat(report.gamesExact()).isEqualTo(19);
        assertThat(report.problems()).singleElement().asString().contains("-0008", "rebuilt 4 of 12");
        assertThat(report.clean()).isFalse();
    }
}
