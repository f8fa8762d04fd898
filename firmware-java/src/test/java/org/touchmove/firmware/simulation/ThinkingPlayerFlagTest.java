package org.touchmove.firmware.simulation;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.pgn.PgnReader;
import org.touchmove.firmware.runtime.EventStore;
import org.touchmove.firmware.rules.Result;
import org.touchmove.sim.BoardTiming;

/**
 * The tournament bench's board 126 (scripts/bench-tournament, 2000 boards: also 758): an UltraBullet game (15+0)
 * played by a {@link ThinkingPlayer} thinking 0-20 s between moves. The thinking is the bench's, on top of the
 * game's time: without the arbiter's additions (Art. 6.10.2) White's flag fell while he "thought" at ply 3 and the
 * controller rightly ended the game (Art. 6.9), which the bench reported as "the controller ended the game at ply 3,
 * the Laws did not". With and without the game's clock readings, the six plies must be played and recorded exactly.
 */
class ThinkingPlayerFlagTest {

    private static final String MOVES_WITH_READINGS = "1. d3 { [%clk 0:00:15] } 1... e6 { [%clk 0:00:15] } "
            + "2. c3 { [%clk 0:00:15] } 2... d6 { [%clk 0:00:15] } 3. b3 { [%clk 0:00:15] } "
            + "3... Be7 { [%clk 0:00:15] } 4. Qc2 { [%clk 0:00:15] } 4... Nd7 { [%clk 0:00:15] } 0-1";
    private static final String MOVES_WITHOUT = "1. d3 e6 2. c3 d6 3. b3 Be7 4. Qc2 Nd7 0-1";

    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void anUltraBulletGameIsNotFlaggedByTheBenchsThinking(boolean readings) {
        PgnGame pgn = PgnReader.parse("[Event \"Rated UltraBullet game\"]\n[White \"W\"]\n[Black \"B\"]\n"
                + "[Result \"0-1\"]\n[TimeControl \"15+0\"]\n[Termination \"Time forfeit\"]\n\n"
                + (readings ? MOVES_WITH_READINGS : MOVES_WITHOUT) + "\n", "ultrabullet").get(0);
        PgnGamePlay.Seen seen = new PgnGamePlay.Seen();
        SimulatedSession session = new SimulatedSession(GameReplay.settings("tes-0126"), seen, EventStore.inMemory(),
                Instant.EPOCH, BoardTiming.DEFAULT, BoardsBench.gameIds("tes-0126"));
        PgnGamePlay play = new GameReplay(null).play(126, pgn, session);

        // As TournamentBoard.open does for board 126 with --think 10000 --plies 6.
        PlayedBoard.runAlone(session, new ThinkingPlayer(play, 10_000_000_000L, 6, 126 * 7_919L));

        ReplayOutcome outcome = play.outcome(seen);
        assertThat(outcome.detail()).isNull();
        assertThat(outcome.moves()).isEqualTo(6);
        assertThat(outcome.result()).isEqualTo(Result.UNDECIDED);
        assertThat(play.played()).extracting(m -> m.uci())
                .containsExactly("d2d3", "e7e6", "c2c3", "d7d6", "b2b3", "f8e7");
    }
}
