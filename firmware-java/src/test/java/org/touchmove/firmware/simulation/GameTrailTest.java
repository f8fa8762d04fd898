package org.touchmove.firmware.simulation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The latency bench's per-game trail: moves grouped by game id, seq gaps and plies out of turn reported. */
class GameTrailTest {

    private static String move(long seq, String game, int ply, String uci) {
        return "{\"v\":1,\"boardId\":\"b\",\"gameId\":\"" + game + "\",\"seq\":" + seq + ",\"type\":\"move\",\"ply\":"
                + ply + ",\"uci\":\"" + uci + "\"}";
    }

    private static String tick(long seq, String game) {
        return "{\"v\":1,\"boardId\":\"b\",\"gameId\":\"" + game + "\",\"seq\":" + seq + ",\"type\":\"clock\"}";
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
