package org.touchmove.firmware.view;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.controller.ScenarioEvents;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.EventJson;
import org.touchmove.firmware.event.NewGameEvent;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.pgn.PgnReader;

/**
 * The variant travels with the game (docs/events.md, new-game {@code variant}): a Chess960 game from one of the 18
 * start positions standard FEN can write (king on e, rooks in the corners; 518 among them) stays Chess960 from the
 * command through the event, the view and its JSON into the PGN; an event without the field is standard chess.
 */
class Chess960VariantTest {

    @Test
    void position518IsRecordedAsChess960() {
        BoardView v = viewOf("chess960-variant-518");
        assertThat(v.chess960()).isTrue();
        assertThat(v.startFen()).isEqualTo("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        String pgn = GamePgn.render(v);
        assertThat(pgn).contains("[Variant \"Chess960\"]", "[SetUp \"1\"]",
                "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]", "1. e4 {");
        PgnGame back = PgnReader.parse(pgn, "round.pgn").get(0);
        assertThat(back.start().isChess960()).isTrue();
        assertThat(BoardViewJson.write(v)).contains("\"variant\":\"chess960\"");
    }

    @Test
    void position524IsRecordedAsChess960() {
        BoardView v = viewOf("chess960-variant-524");
        assertThat(v.chess960()).isTrue();
        assertThat(GamePgn.render(v)).contains("[Variant \"Chess960\"]",
                "[FEN \"rbnqknbr/pppppppp/8/8/8/8/PPPPPPPP/RBNQKNBR w KQkq - 0 1\"]", "1. d4 {");
    }

    @Test
    void theNewGameEventCarriesTheVariantAndOldEventsReadAsStandard() {
        List<Event> events = ScenarioEvents.play("chess960-variant-518");
        Event newGame = events.stream().filter(e -> e.body() instanceof NewGameEvent).reduce((a, b) -> b).orElseThrow();
        String line = EventJson.write(newGame);
        assertThat(line).contains("\"variant\":\"chess960\"");
        NewGameEvent back = (NewGameEvent) EventJson.read(line).body();
        assertThat(back.chess960()).isTrue();
        assertThat(back.start().isChess960()).isTrue();

        NewGameEvent old = (NewGameEvent) EventJson.read(line.replace("\"variant\":\"chess960\",", "")).body();
        assertThat(old.chess960()).isFalse();
        assertThat(old.start().isChess960()).isFalse();
        assertThat(GamePgn.render(BoardViews.of(ScenarioEvents.BOARD_ID, List.of(EventJson.read(
                line.replace("\"variant\":\"chess960\",", "")))))).doesNotContain("Variant");
    }

    @Test
    void aStandardGameNamesNoVariant() {
        BoardView v = viewOf("arbiter-commands");
        assertThat(v.chess960()).isFalse();
        assertThat(GamePgn.render(v)).doesNotContain("Variant");
        assertThat(BoardViewJson.write(v)).doesNotContain("variant");
    }

    @Test
    void aRandomStartPositionIsDrawnByTheBoardsSeededDrawAndNamedInTheEvent() {
        int expected = new java.util.Random(960).nextInt(960); // SimulatedSession's seeded draw
        List<Event> events = ScenarioEvents.play("chess960-random");
        Event newGame = events.stream().filter(e -> e.body() instanceof NewGameEvent).reduce((a, b) -> b).orElseThrow();
        NewGameEvent n = (NewGameEvent) newGame.body();
        assertThat(n.chess960()).isTrue();
        assertThat(n.fen()).isEqualTo(org.touchmove.firmware.rules.Position.fromChess960Pos(expected).fen());
        assertThat(EventJson.write(newGame)).contains("\"chess960\":" + expected + ",");
    }

    private static BoardView viewOf(String scenario) {
        return BoardViews.of(ScenarioEvents.BOARD_ID, ScenarioEvents.play(scenario));
    }
}
