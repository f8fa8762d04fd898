package org.touchmove.firmware.simulation;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.pgn.PgnReader;
import org.touchmove.firmware.runtime.BoardRuntime;
import org.touchmove.firmware.runtime.EventStore;
import org.touchmove.hal.testing.LogCapture;
import org.touchmove.sim.BoardTiming;

/**
 * The tournament bench's board 302 (2000 boards): a Bullet game (60+0) with the game's readings, played by a
 * {@link ThinkingPlayer}. A move completed at an instant before the clock's last update (the press came first): the
 * move's clock event read the clock at the later instant, but the display was then asked for the earlier one and the
 * clock refused ("time went back"), failing the board's input. No input may fail.
 */
class ClockDisplayTimeTest {

    @RegisterExtension
    final LogCapture log = LogCapture.of(BoardRuntime.class);

    @Test
    void aMoveCompletedBeforeTheClocksLastUpdateIsShownWithoutFailing() {
        PgnGame pgn = PgnReader.parse("[Event \"Rated Bullet game\"]\n[White \"W\"]\n[Black \"B\"]\n"
                + "[Result \"0-1\"]\n[TimeControl \"60+0\"]\n\n"
                + "1. g3 { [%clk 0:01:00] } 1... c6 { [%clk 0:01:00] } 2. Bg2 { [%clk 0:01:00] } "
                + "2... d5 { [%clk 0:00:59] } 3. d3 { [%clk 0:01:00] } 3... e5 { [%clk 0:00:59] } "
                + "4. Nf3 { [%clk 0:01:00] } 0-1\n", "bullet").get(0);
        PgnGamePlay.Seen seen = new PgnGamePlay.Seen();
        SimulatedSession session = new SimulatedSession(GameReplay.settings("tes-0302"), seen, EventStore.inMemory(),
                Instant.EPOCH, BoardTiming.DEFAULT, BoardsBench.gameIds("tes-0302"));
        PgnGamePlay play = new GameReplay(null).play(302, pgn, session);

        // As TournamentBoard.open does for board 302 with --think 10000 --plies 6.
        PlayedBoard.runAlone(session, new ThinkingPlayer(play, 10_000_000_000L, 6, 302 * 7_919L));

        assertThat(log.warnings()).isEmpty();
        ReplayOutcome outcome = play.outcome(seen);
        assertThat(outcome.detail()).isNull();
        assertThat(outcome.moves()).isEqualTo(6);
    }
}
