package org.touchmove.firmware.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.touchmove.firmware.rules.notation.Uci;

/** The ../shared/data part of {@link LegalityTest} (run by scripts/test-data). */
@Tag("shared-data")
class LegalityDataTest {

    @TestFactory
    Stream<DynamicTest> legalityCases() {
        return TsvRows.read("rules/legality_cases.tsv").stream().map(row -> DynamicTest.dynamicTest(row.get("id"),
                () -> {
                    Position p = Position.fromFen(row.get("fen"));
                    Move m = Uci.parse(row.get("uci_move"));
                    boolean legal = row.get("expected").equals("legal");
                    assertThat(p.isLegal(m)).as(row.get("id")).isEqualTo(legal);
                    assertThat(p.legalMoves().contains(m)).isEqualTo(legal);
                    if (!legal) {
                        assertThatThrownBy(() -> p.play(m)).isInstanceOf(IllegalMoveException.class);
                    } else {
                        assertThat(p.play(m).sideToMove()).isEqualTo(p.sideToMove().opposite());
                    }
                }));
    }

    @TestFactory
    Stream<DynamicTest> endStateCases() {
        return TsvRows.read("rules/end_state_cases.tsv").stream().map(row -> DynamicTest.dynamicTest(row.get("id"),
                () -> {
                    Position p = Position.fromFen(row.get("fen"));
                    Map<String, String> expected = TsvRows.keyValues(row.get("expected"));
                    assertThat(expected).isNotEmpty();
                    expected.forEach((key, value) -> {
                        boolean yes = value.equals("yes");
                        switch (key) {
                            case "checkmate" -> assertThat(p.isCheckmate()).as(key).isEqualTo(yes);
                            case "stalemate" -> assertThat(p.isStalemate()).as(key).isEqualTo(yes);
                            case "check" -> assertThat(p.isCheck()).as(key).isEqualTo(yes);
                            default -> throw new AssertionError("unknown expectation " + key);
                        }
                    });
                }));
    }
}
