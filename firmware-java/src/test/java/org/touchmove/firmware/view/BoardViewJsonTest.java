package org.touchmove.firmware.view;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.controller.ScenarioEvents;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.IrregularityEvent;

/** The state view as JSON (docs/state-view.md): the whole view and the three retained snapshots. */
class BoardViewJsonTest {

    private static final String BOARD = ScenarioEvents.BOARD_ID;
    private static final JsonFactory FACTORY = new JsonFactory();
    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    private static final String AFTER_E4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    private static final String METADATA = "{\"event\":\"Touchmove Open\",\"site\":\"Lyon FRA\",\"date\":\"2026-03-14\","
            + "\"round\":\"3\",\"board\":12,\"white\":\"Carlsen, Magnus\",\"black\":\"Doe, Jane \\\"JD\\\"\","
            + "\"whiteFideId\":\"1503014\",\"blackFideId\":\"2000001\"}";

    /** illegal-move-standard, up to the penalty after Black's illegal move: 1. e4 stands, the board waits. */
    private static BoardView pendingIllegalMove() {
        List<Event> events = GameEvents.withMetadata(ScenarioEvents.play("illegal-move-standard"), GameEvents.OPEN);
        int i = 0;
        while (!(events.get(i).body() instanceof IrregularityEvent)) {
            i++;
        }
        return BoardViews.of(BOARD, events.subList(0, i + 2));
    }

    @Test
    void theWholeView() {
        BoardView v = pendingIllegalMove();
        String header = "{\"v\":1,\"boardId\":\"board-1\",\"gameId\":\"" + v.gameId() + "\",\"seq\":9,";
        assertThat(BoardViewJson.write(v)).isEqualTo(header
                + "\"phase\":\"irregularity-pending\",\"mode\":\"tournament\",\"timeControl\":\"5400+30\","
                + "\"metadata\":" + METADATA + ",\"startFen\":\"" + START + "\",\"fen\":\"" + AFTER_E4 + "\",\"ply\":1,"
                + "\"moves\":[{\"ply\":1,\"san\":\"e4\",\"uci\":\"e2e4\",\"fen\":\"" + AFTER_E4 + "\","
                + "\"whiteMs\":5428500,\"blackMs\":5400000}],"
                + "\"clock\":{\"whiteMs\":5548500,\"blackMs\":5398500,\"running\":\"black\",\"state\":\"running\","
                + "\"mono\":3000},"
                + "\"irregularity\":{\"kind\":\"illegal-move\",\"article\":\"7.5.1\",\"detail\":\""
                + v.irregularity().detail() + "\",\"side\":\"black\",\"atPly\":1,\"seq\":8},"
                + "\"result\":null,\"termination\":null,\"decidedBy\":null}");
    }

    @Test
    void theRetainedSnapshotsEachCarryTheSeq() {
        BoardView v = pendingIllegalMove();
        String header = "{\"v\":1,\"boardId\":\"board-1\",\"gameId\":\"" + v.gameId() + "\",\"seq\":9,";
        assertThat(BoardViewJson.game(v)).isEqualTo(header
                + "\"phase\":\"irregularity-pending\",\"mode\":\"tournament\",\"timeControl\":\"5400+30\","
                + "\"metadata\":" + METADATA + ","
                + "\"irregularity\":{\"kind\":\"illegal-move\",\"article\":\"7.5.1\",\"detail\":\""
                + v.irregularity().detail() + "\",\"side\":\"black\",\"atPly\":1,\"seq\":8},"
                + "\"result\":null,\"termination\":null,\"decidedBy\":null}");
        assertThat(BoardViewJson.position(v)).isEqualTo(header + "\"fen\":\"" + AFTER_E4 + "\",\"ply\":1,"
                + "\"lastMove\":{\"ply\":1,\"san\":\"e4\",\"uci\":\"e2e4\",\"whiteMs\":5428500,\"blackMs\":5400000}}");
        assertThat(BoardViewJson.clock(v)).isEqualTo(header
                + "\"whiteMs\":5548500,\"blackMs\":5398500,\"running\":\"black\",\"state\":\"running\",\"mono\":3000}");
    }

    @Test
    void aBoardWithoutAGame() {
        BoardView v = BoardViews.empty("b1");
        assertThat(BoardViewJson.write(v)).isEqualTo("{\"v\":1,\"boardId\":\"b1\",\"gameId\":null,\"seq\":0,"
                + "\"phase\":\"waiting\",\"mode\":null,\"timeControl\":null,\"metadata\":{},\"startFen\":null,"
                + "\"fen\":null,\"ply\":0,\"moves\":[],\"clock\":null,\"irregularity\":null,\"result\":null,"
                + "\"termination\":null,\"decidedBy\":null}");
        assertThat(BoardViewJson.position(v)).isEqualTo(
                "{\"v\":1,\"boardId\":\"b1\",\"gameId\":null,\"seq\":0,\"fen\":null,\"ply\":0,\"lastMove\":null}");
        assertThat(BoardViewJson.clock(v)).isEqualTo("{\"v\":1,\"boardId\":\"b1\",\"gameId\":null,\"seq\":0,"
                + "\"whiteMs\":null,\"blackMs\":null,\"running\":null,\"state\":null,\"mono\":null}");
    }

    @Test
    void aFinishedGameNamesItsResult() {
        BoardView v = BoardViews.of(BOARD, ScenarioEvents.play("flag-fall"));
        assertThat(BoardViewJson.game(v)).endsWith("\"irregularity\":null,"
                + "\"result\":\"1-0\",\"termination\":\"time-forfeit\",\"decidedBy\":\"clock\"}")
                .contains("\"phase\":\"finished\"").contains("\"metadata\":{}");
        assertThat(BoardViewJson.clock(v)).endsWith(
                "\"whiteMs\":7863,\"blackMs\":0,\"running\":null,\"state\":\"flagged\",\"mono\":12137}");
    }

    @Test
    void everyScenarioWritesWellFormedJsonWithItsSeq() throws IOException {
        for (String name : ScenarioNames.all()) {
            BoardView v = BoardViews.of(BOARD, ScenarioEvents.play(name));
            for (String json : List.of(BoardViewJson.write(v), BoardViewJson.game(v), BoardViewJson.position(v),
                    BoardViewJson.clock(v))) {
                assertThat(topLevelSeq(json)).as(name + ": " + json).isEqualTo(v.lastSeq());
            }
        }
    }

    /** Reads the whole object (failing on malformed JSON) and returns its top-level {@code seq}. */
    private static long topLevelSeq(String json) throws IOException {
        long seq = -1;
        try (JsonParser p = FACTORY.createParser(json)) {
            assertThat(p.nextToken()).isEqualTo(JsonToken.START_OBJECT);
            JsonToken t;
            while ((t = p.nextToken()) != JsonToken.END_OBJECT) {
                if (t == JsonToken.FIELD_NAME && p.currentName().equals("seq")) {
                    p.nextToken();
                    seq = p.getLongValue();
                } else if (t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) {
                    p.skipChildren();
                }
            }
            assertThat(p.nextToken()).as("one object, nothing after it").isNull();
        }
        return seq;
    }
}
