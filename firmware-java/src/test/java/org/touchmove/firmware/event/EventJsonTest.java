package org.touchmove.firmware.event;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.Termination;

class EventJsonTest {

    private static final Instant TS = Instant.parse("2026-03-14T10:22:31.412345Z");

    @Test
    void move_writesEnvelopeThenFieldsInSchemaOrder() {
        Event e = new Event("b-1", "g-7", 42, TS, 912,
                new MoveEvent(1, "e4", "e2e4", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
                        300_000L, 299_000L, Color.WHITE, 1, CompletedBy.CLOCK_PRESS));
        assertThat(EventJson.write(e)).isEqualTo("{\"v\":1,\"boardId\":\"b-1\",\"gameId\":\"g-7\",\"seq\":42,"
                + "\"ts\":\"2026-03-14T10:22:31.412Z\",\"type\":\"move\",\"ply\":1,\"san\":\"e4\",\"uci\":\"e2e4\","
                + "\"fen\":\"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\",\"whiteMs\":300000,"
                + "\"blackMs\":299000,\"color\":\"white\",\"moveNumber\":1,\"completedBy\":\"clock-press\",\"mono\":912}");
    }

    @Test
    void ts_alwaysHasThreeFractionDigits() {
        // docs/events.md: ISO-8601 with milliseconds, also on a whole second (ISO_INSTANT would drop them).
        Event whole = new Event("b", "g", 1, Instant.parse("2026-01-01T00:00:05Z"), 5000, new ClockEvent(1, 2, null, ClockCause.STOP));
        assertThat(EventJson.write(whole)).contains("\"ts\":\"2026-01-01T00:00:05.000Z\"");
        Event tenth = new Event("b", "g", 2, Instant.parse("2026-01-01T00:00:05.100Z"), 5100, new ClockEvent(1, 2, null, ClockCause.STOP));
        assertThat(EventJson.write(tenth)).contains("\"ts\":\"2026-01-01T00:00:05.100Z\"");
    }

    @Test
    void move_withoutClock_writesNullTimes() {
        Event e = new Event("b", null, 1, TS, 0,
                new MoveEvent(2, "e5", "e7e5", "x", null, null, Color.BLACK, 1, CompletedBy.STANDSTILL));
        assertThat(EventJson.write(e)).contains("\"gameId\":null").contains("\"whiteMs\":null,\"blackMs\":null");
    }

    @Test
    void clock_stoppedHasNullRunning() {
        Event e = new Event("b", "g", 3, TS, 5, new ClockEvent(1, 2, null, ClockCause.STOP));
        assertThat(EventJson.write(e)).contains("\"type\":\"clock\",\"whiteMs\":1,\"blackMs\":2,\"running\":null");
    }

    @Test
    void irregularityFlagResultPosition_haveTheirFixedFieldNames() {
        assertThat(EventJson.write(new Event("b", "g", 4, TS, 5,
                new IrregularityEvent(IrregularityKind.ILLEGAL_MOVE, "7.5.1", "no legal move", Color.WHITE, 3))))
                .contains("\"type\":\"irregularity\",\"kind\":\"illegal-move\",\"article\":\"7.5.1\",\"detail\":\"no legal move\"");
        assertThat(EventJson.write(new Event("b", "g", 5, TS, 5, new FlagEvent(Color.BLACK, false, 9))))
                .contains("\"type\":\"flag\",\"side\":\"black\",\"opponentCanCheckmate\":false");
        assertThat(EventJson.write(new Event("b", "g", 6, TS, 5,
                new ResultEvent(Result.DRAW, Termination.TIME_FORFEIT_DRAW, DecidedBy.CLOCK, 9))))
                .contains("\"type\":\"result\",\"result\":\"1/2-1/2\",\"termination\":\"time-forfeit-draw\"");
        assertThat(EventJson.write(new Event("b", "g", 7, TS, 5, new PositionEvent("8/8/8/8/8/8/8/K6k w - - 0 1", 0))))
                .contains("\"type\":\"position\",\"fen\":\"8/8/8/8/8/8/8/K6k w - - 0 1\",\"ply\":0");
    }

    @Test
    void textIsEscaped() {
        String json = EventJson.write(new Event("b\"1", "g", 8, TS, 5,
                new IrregularityEvent(IrregularityKind.TOUCH_MOVE, "4.3", "line\nbreak \"quoted\"", null, 0)));
        assertThat(json).contains("\"boardId\":\"b\\\"1\"").contains("line\\nbreak \\\"quoted\\\"")
                .doesNotContain("\n");
    }

    @Test
    void announce_writesTextLangAndKindBeforeMono() {
        Event e = new Event("b", "g", 9, TS, 77, new AnnounceEvent("Knight takes f3, check", "en", AnnouncementKind.MOVE));
        assertThat(EventJson.write(e)).isEqualTo("{\"v\":1,\"boardId\":\"b\",\"gameId\":\"g\",\"seq\":9,"
                + "\"ts\":\"2026-03-14T10:22:31.412Z\",\"type\":\"announce\",\"text\":\"Knight takes f3, check\","
                + "\"lang\":\"en\",\"kind\":\"move\",\"mono\":77}");
    }
}
