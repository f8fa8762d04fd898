package org.touchmove.firmware.simulation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.event.ClockCause;
import org.touchmove.firmware.event.ClockEvent;
import org.touchmove.firmware.event.CompletedBy;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.EventJson;
import org.touchmove.firmware.event.MoveEvent;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Position;

/** The latency bench's per-game trail: moves grouped by game id, seq gaps and plies out of turn reported. */
class GameTrailTest {

    /** Real event lines, as the journal and the subscriber get them: the trail reads them with the event reader. */
    private static String move(long seq, String game, int ply, String uci) {
        Color mover = ply % 2 == 1 ? Color.WHITE : Color.BLACK;
        return EventJson.write(new Event("b", game, seq, Instant.EPOCH, seq, new MoveEvent(ply, "-", uci,
                Position.START.fen(), 60_000L, 60_000L, mover, (ply + 1) / 2, CompletedBy.CLOCK_PRESS)));
    }

    private static String tick(long seq, String game) {
        return EventJson.write(new Event("b", game, seq, Instant.EPOCH, seq,
                new ClockEvent(60_000L, 60_000L, Color.WHITE, ClockCause.TICK)));
    }

    @Test
    void groupsMovesByGameIdNotByArrivalOrder() {
        GameTrail t = new GameTrail("t");
        t.accept(move(1, "g1", 1, "e2e4"));
        t.accept(tick(2, "g1"));
        t.accept(move(3, "g1", 2, "e7e5"));
        t.accept(move(4, "g2", 1, "d2d4"));
        assertEquals(List.of("e2e4", "e7e5"), t.moves("g1"));
        assertEquals(List.of("d2d4"), t.moves("g2"));
        assertEquals(List.of(), t.takeDefects());
        assertEquals(4, t.lastSeq());
    }

    @Test
    void reportsASeqGapAndAPlyOutOfTurn() {
        GameTrail t = new GameTrail("t");
        t.accept(move(1, "g1", 1, "e2e4"));
        t.accept(move(3, "g1", 3, "g1f3"));
        assertEquals(List.of("t: seq 3 after 1", "t: game g1 move of ply 3 after 1 plies (seq 3)"), t.takeDefects());
        assertEquals(List.of(), t.takeDefects());
    }

    @Test
    void firstDifferenceIsOneBasedAndCountsAMissingLastMove() {
        assertEquals(0, PgnGamePlay.firstMismatch(List.of("a", "b"), List.of("a", "b")));
        assertEquals(2, PgnGamePlay.firstMismatch(List.of("a", "b"), List.of("a", "c")));
        assertEquals(2, PgnGamePlay.firstMismatch(List.of("a", "b"), List.of("a")));
    }
}
