package org.touchmove.firmware.view;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.controller.ScenarioEvents;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.GameMetadata;
import org.touchmove.firmware.event.IrregularityEvent;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.pgn.PgnReader;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Result;

/** The game record rendered from a folded view: tags, [%clk] on every move, games in progress, read back. */
class GamePgnTest {

    private static final String BOARD = ScenarioEvents.BOARD_ID;

    private static BoardView view(String scenario, GameMetadata metadata) {
        return BoardViews.of(BOARD, GameEvents.withMetadata(ScenarioEvents.play(scenario), metadata));
    }

    @Test
    void aFinishedGameWithEveryTag() {
        BoardView v = view("flag-fall", GameEvents.OPEN);
        // 1. e4 completed with 7 863 ms left: [%clk] in whole seconds, truncated; Black lost on time (Art. 6.9).
        assertThat(GamePgn.render(v)).isEqualTo("""
                [Event "Touchmove Open"]
                [Site "Lyon FRA"]
                [Date "2026.03.14"]
                [Round "3.12"]
                [White "Carlsen, Magnus"]
                [Black "Doe, Jane \\"JD\\""]
                [Result "1-0"]
                [GameId "%s"]
                [WhiteFideId "1503014"]
                [BlackFideId "2000001"]
                [TimeControl "10"]
                [Termination "time forfeit"]

                1. e4 { [%%clk 0:00:07] } 1-0

                """.formatted(v.gameId()));
    }

    @Test
    void metadataFromABoardCannotBreakTheRecord() {
        // What a board's new-game event carries reaches the hub's /round.pgn through this record (issue 24).
        GameMetadata hostile = new GameMetadata("Open\n%evil", "Lyon\r\n; comment", "2026-03-14", "3", 12,
                "Carlsen\u0000\n[Result \"0-1\"]", "Doe", null, null);
        String pgn = GamePgn.render(view("flag-fall", hostile));
        assertThat(pgn).contains("[Event \"Open %evil\"]\n", "[Site \"Lyon  ; comment\"]\n",
                "[White \"Carlsen  [Result \\\"0-1\\\"]\"]\n", "[Result \"1-0\"]\n");
        assertThat(pgn.lines()).noneMatch(l -> l.startsWith("%") || l.startsWith(";"));
        assertThat(pgn.chars()).noneMatch(c -> c != '\n' && Character.isISOControl(c));
    }

    @Test
    void aGameInProgressHasResultStarAndNoTermination() {
        List<Event> events = ScenarioEvents.play("illegal-move-standard");
        // Cut the stream while the illegal move is pending: 1. e4 stands, Black's illegal move is not recorded.
        int pending = 0;
        while (!(events.get(pending).body() instanceof IrregularityEvent)) {
            pending++;
        }
        BoardView v = BoardViews.of(BOARD, events.subList(0, pending + 1));
        assertThat(v.phase()).isEqualTo(Phase.IRREGULARITY_PENDING);
        // White: 5 400 000 - 1 500 + 30 000 = 5 428 500 ms = 1:30:28.5.
        assertThat(GamePgn.render(v)).isEqualTo("""
                [Event "?"]
                [Site "?"]
                [Date "????.??.??"]
                [Round "?"]
                [White "?"]
                [Black "?"]
                [Result "*"]
                [GameId "%s"]
                [TimeControl "5400+30"]

                1. e4 { [%%clk 1:30:28] } *

                """.formatted(v.gameId()));
    }

    @Test
    void aSetUpStartGetsSetUpAndFenAndEveryMoveItsClock() {
        BoardView v = view("promotion-choice", new GameMetadata(null, null, null, "5", null, null, null, null, null));
        String pgn = GamePgn.render(v);
        assertThat(pgn).contains("[Round \"5\"]\n").contains("[SetUp \"1\"]\n")
                .contains("[FEN \"8/PP2k3/8/8/8/7K/6p1/8 w - - 0 1\"]\n").doesNotContain("FideId");
        assertThat(pgn).contains("1. a8=B { [%clk ").contains("1... g1=Q { [%clk ").contains("2. b8=N { [%clk ");
        assertThat(pgn.split("\\[%clk ", -1)).hasSize(v.moves().size() + 1);
    }

    @Test
    void aGameWithoutAClockHasNoClockComments() {
        BoardView v = BoardViews.of(BOARD, ScenarioEvents.play("standstill-no-clock"));
        assertThat(v.moves()).isNotEmpty();
        String pgn = GamePgn.render(v);
        assertThat(pgn).contains("[TimeControl \"-\"]").doesNotContain("%clk");
    }

    @Test
    void everyScenarioReadsBackWithOurReader() {
        for (String name : ScenarioNames.all()) {
            BoardView v = BoardViews.of(BOARD, GameEvents.withMetadata(ScenarioEvents.play(name), GameEvents.OPEN));
            String pgn = GamePgn.render(v);
            List<PgnGame> games = PgnReader.parse(pgn, name);
            assertThat(games).as(name).hasSize(1);
            PgnGame g = games.get(0);
            assertThat(g.moves()).as(name).extracting(Move::uci)
                    .isEqualTo(v.moves().stream().map(PlayedMove::uci).toList());
            assertThat(g.clocks()).as(name).isEqualTo(expectedClocks(v));
            assertThat(g.result()).as(name).isEqualTo(v.result() == null ? Result.UNDECIDED : v.result());
            assertThat(g.finalPosition().fen()).as(name).isEqualTo(v.moves().isEmpty() ? v.startFen()
                    : v.moves().get(v.moves().size() - 1).fenAfter());
            assertThat(g.tags()).as(name).containsEntry("GameId", v.gameId()).containsEntry("Round", "3.12")
                    .containsEntry("Black", "Doe, Jane \"JD\"").containsEntry("WhiteFideId", "1503014");
        }
    }

    /** The mover's time after each move, whole seconds, where the game has a clock. */
    static List<Optional<Duration>> expectedClocks(BoardView v) {
        List<Optional<Duration>> out = new ArrayList<>();
        boolean whiteFirst = v.startFen().split(" ")[1].equals("w");
        for (PlayedMove m : v.moves()) {
            boolean white = (m.ply() % 2 == 1) == whiteFirst;
            Long ms = white ? m.whiteMs() : m.blackMs();
            out.add(ms == null ? Optional.empty() : Optional.of(Duration.ofSeconds(ms / 1000)));
        }
        return out;
    }

    @Test
    void aBoardWithoutAGameHasNoRecord() {
        assertThatThrownBy(() -> GamePgn.render(BoardViews.empty("b3")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("b3");
    }
}
