package org.touchmove.firmware.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The public immutable path (legalMoves + play) counts the same trees as the internal make/unmake perft,
 * and every position on the way survives a FEN round trip with the same hash and repetition key.
 */
@Tag("shared-data")
class ImmutablePathDataTest {

    @TestFactory
    Stream<DynamicTest> publicApiPerftMatchesPublishedCounts() {
        List<PerftCase> cases = PerftCase.readEpd("perft/cpw_standard_positions.epd");
        return cases.stream().map(c -> DynamicTest.dynamicTest(c.id(), () -> {
            Position p = Position.fromFen(c.fen());
            assertThat(walk(p, 3)).isEqualTo(c.counts().get(3));
        }));
    }

    private static long walk(Position p, int depth) {
        List<Move> moves = p.legalMoves();
        if (depth == 1) {
            return moves.size();
        }
        long nodes = 0;
        for (Move m : moves) {
            Position next = p.play(m);
            Position reparsed = Position.fromFen(next.fen(EnPassantStyle.AFTER_EVERY_DOUBLE_STEP));
            assertThat(reparsed).isEqualTo(next);
            assertThat(reparsed.zobrist()).isEqualTo(next.zobrist());
            Position legalStyle = Position.fromFen(next.fen());
            assertThat(legalStyle.repetitionKey()).isEqualTo(next.repetitionKey());
            assertThat(legalStyle.zobrist()).isEqualTo(next.zobrist());
            assertThat(next.sideToMove()).isEqualTo(p.sideToMove().opposite());
            nodes += walk(next, depth - 1);
        }
        return nodes;
    }
}
