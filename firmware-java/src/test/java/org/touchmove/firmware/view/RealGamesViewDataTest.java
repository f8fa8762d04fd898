package org.touchmove.firmware.view;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.touchmove.firmware.SharedData;
import org.touchmove.firmware.controller.ScenarioEvents;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.MoveEvent;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.pgn.PgnReader;
import org.touchmove.firmware.rules.Move;

/**
 * Real games from {@code shared/data/pgn/games} played by a simulated hand through the whole controller: the view
 * folded from the events holds the game's moves with the clock times of the move events, and its PGN reads back
 * with the same moves and clocks.
 */
@Tag("shared-data")
class RealGamesViewDataTest {

    private static final int GAMES = 12;

    @ParameterizedTest
    @ValueSource(strings = {"lichess_db_2025-05_clk_A.pgn", "twic1599_A.pgn"})
    void theViewAndItsRecordHoldTheGame(String file) throws Exception {
        List<PgnGame> games = PgnReader.read(SharedData.resolve("pgn/games/" + file));
        assertThat(games).hasSizeGreaterThanOrEqualTo(GAMES);
        for (int i = 0; i < GAMES; i++) {
            PgnGame pgn = games.get(i);
            List<Event> events = ScenarioEvents.replay(pgn, i);
            BoardView v = BoardViews.of(ScenarioEvents.BOARD_ID, events);
            String label = file + " game " + (i + 1);
            List<String> uci = v.moves().stream().map(PlayedMove::uci).toList();
            // The whole game, or (where the Laws ended it first) the PGN's moves up to the end.
            assertThat(uci).as(label).isNotEmpty()
                    .isEqualTo(pgn.moves().subList(0, uci.size()).stream().map(Move::uci).toList());
            if (uci.size() < pgn.moves().size()) {
                assertThat(v.phase()).as(label).isEqualTo(Phase.FINISHED);
            }
            List<MoveEvent> moveEvents = events.stream().filter(e -> e.body() instanceof MoveEvent)
                    .map(e -> (MoveEvent) e.body()).toList();
            assertThat(v.moves()).as(label).extracting(PlayedMove::whiteMs, PlayedMove::blackMs)
                    .isEqualTo(moveEvents.stream().map(m -> tuple(m.whiteMs(), m.blackMs())).toList());
            PgnGame back = PgnReader.parse(GamePgn.render(v), label).get(0);
            assertThat(back.moves()).as(label).extracting(Move::uci).isEqualTo(uci);
            assertThat(back.clocks()).as(label).isEqualTo(GamePgnTest.expectedClocks(v))
                    .allMatch(Optional::isPresent);
            assertThat(back.tags()).as(label).containsEntry("TimeControl", "5400+30")
                    .containsEntry("GameId", v.gameId());
        }
    }
}
