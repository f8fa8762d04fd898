package org.touchmove.firmware.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every position of shared/data/perft against its published counts, at the deepest depth whose
 * count stays under a node budget (keeps the whole class to some seconds).
 */
@Tag("shared-data")
class PerftDataTest {

    private static final long NAMED_BUDGET = 20_000_000;
    private static final long RANDOM_BUDGET = 1_000_000;
    /**
     * Chess960-only positions of tricky.perft: the Shredder-FEN "Ff" one and the five X-FEN ones whose
     * castling rights need a king off e1/e8 or a rook off the corner. Under Art. 3.8.2.1 these rights
     * cannot exist in standard chess, so the FEN is rejected as standard (asserted below) and counted as Chess960.
     */
    private static final Set<String> CHESS960_ONLY = Set.of("hside-rook-blocks-aside-castling",
            "xfen-00", "xfen-01", "xfen-02", "xfen-03", "xfen-04");

    @TestFactory
    Stream<DynamicTest> tricky() {
        List<PerftCase> cases = PerftCase.readPerftBlocks("perft/tricky.perft");
        assertThat(cases).hasSize(18);
        assertThat(cases).filteredOn(c -> CHESS960_ONLY.contains(c.id())).hasSize(CHESS960_ONLY.size());
        return tests(cases.stream().filter(c -> !CHESS960_ONLY.contains(c.id())), NAMED_BUDGET);
    }

    /** Guidelines II (Chess960): the six positions standard chess refuses, at depth 5 or the budget. */
    @TestFactory
    Stream<DynamicTest> trickyChess960() {
        List<PerftCase> cases = PerftCase.readPerftBlocks("perft/tricky.perft");
        return cases.stream().filter(c -> CHESS960_ONLY.contains(c.id())).map(c -> {
            int depth = c.depthWithin(NAMED_BUDGET);
            return DynamicTest.dynamicTest(c.id() + " depth " + depth, () -> assertThat(
                    Perft.count(Position.fromFen(c.fen(), true), depth)).as("%s perft %d", c.fen(), depth)
                    .isEqualTo(c.counts().get(depth)));
        });
    }

    @Test
    void chess960OnlyPositionsAreRejectedAsStandardFen() {
        List<PerftCase> chess960 = PerftCase.readPerftBlocks("perft/tricky.perft").stream()
                .filter(p -> CHESS960_ONLY.contains(p.id())).toList();
        assertThat(chess960).hasSize(6);
        for (PerftCase c : chess960) {
            assertThatThrownBy(() -> Position.fromFen(c.fen())).as(c.id())
                    .isInstanceOf(InvalidFenException.class).hasMessageContaining("castling");
        }
    }

    @TestFactory
    Stream<DynamicTest> cpwStandardPositions() {
        List<PerftCase> cases = PerftCase.readEpd("perft/cpw_standard_positions.epd");
        assertThat(cases).hasSize(7);
        return tests(cases.stream(), NAMED_BUDGET);
    }

    @TestFactory
    Stream<DynamicTest> perftSuite() {
        List<PerftCase> cases = PerftCase.readEpd("perft/perftsuite_A.epd");
        assertThat(cases).hasSize(64);
        return tests(cases.stream(), NAMED_BUDGET);
    }

    @TestFactory
    Stream<DynamicTest> randomPositions() {
        List<PerftCase> cases = PerftCase.readPerftBlocks("perft/random_A.perft");
        assertThat(cases).hasSize(3419);
        return tests(cases.stream(), RANDOM_BUDGET);
    }

    private static Stream<DynamicTest> tests(Stream<PerftCase> cases, long budget) {
        return cases.map(c -> {
            int depth = c.depthWithin(budget);
            return DynamicTest.dynamicTest(c.id() + " depth " + depth, () -> {
                Position p = Position.fromFen(c.fen());
                assertThat(Perft.count(p, depth)).as("%s: %s perft %d", c.source(), c.fen(), depth)
                        .isEqualTo(c.counts().get(depth));
                if (depth == 1) {
                    assertThat(p.legalMoves()).hasSize(c.counts().get(1).intValue());
                }
            });
        });
    }
}
