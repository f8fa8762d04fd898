package org.touchmove.firmware.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** The ../shared/data part of {@link FenValidityTest} (run by scripts/test-data). */
@Tag("shared-data")
class FenValidityDataTest {

    /**
     * Where chess.js and python-chess disagree we decide by FIDE legality of the described position:
     * "kqKQ" lists the same rights as "KQkq" in another order (the position is legal), so it is accepted;
     * a missing fullmove number or fullmove 0 is a malformed FEN (moves are numbered from 1), so rejected.
     */
    private static final Map<String, Boolean> OVERRIDES = Map.of(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w kqKQ - 0 1", true,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 ", false,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", false);

    @TestFactory
    Stream<DynamicTest> chessJsValidityCases() {
        List<Map<String, String>> rows = TsvRows.read("fen/fen_validity_cases.tsv");
        assertThat(rows).hasSizeGreaterThan(100);
        return rows.stream().map(row -> DynamicTest.dynamicTest(row.get("fen"), () -> {
            String fen = row.get("fen");
            boolean expected = OVERRIDES.getOrDefault(fen, row.get("expected_ok").equals("yes"));
            if (expected) {
                Position p = Position.fromFen(fen);
                // Round trip: the e.p. square of these FENs always follows a double step.
                String normalised = fen.replace("kqKQ", "KQkq");
                assertThat(p.fen(EnPassantStyle.AFTER_EVERY_DOUBLE_STEP)).isEqualTo(normalised);
            } else {
                assertThatThrownBy(() -> Position.fromFen(fen)).isInstanceOf(InvalidFenException.class);
            }
        }));
    }
}
