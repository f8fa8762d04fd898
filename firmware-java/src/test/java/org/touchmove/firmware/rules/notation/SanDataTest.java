package org.touchmove.firmware.rules.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.touchmove.firmware.SharedData;
import org.touchmove.firmware.rules.IllegalMoveException;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.TsvRows;

/** The ../shared/data part of {@link SanTest} (run by scripts/test-data). */
@Tag("shared-data")
class SanDataTest {

    @TestFactory
    Stream<DynamicTest> formatCases() {
        return TsvRows.read("san/san_cases.tsv").stream().map(row -> DynamicTest.dynamicTest(row.get("id"), () -> {
            Position p = Position.fromFen(row.get("fen"));
            Move m = Uci.parse(row.get("uci_move"), p);
            assertThat(San.format(p, m)).isEqualTo(row.get("expected_san"));
            assertThat(San.parse(p, row.get("expected_san"))).isEqualTo(m);
        }));
    }

    @TestFactory
    Stream<DynamicTest> parseCases() {
        return TsvRows.read("san/san_parse_cases.tsv").stream().map(row -> DynamicTest.dynamicTest(row.get("id"), () -> {
            Position p = Position.fromFen(row.get("fen"));
            String san = row.get("san");
            String expected = row.get("expected");
            switch (expected) {
                case "ERROR:ambiguous" -> assertThatThrownBy(() -> San.parse(p, san))
                        .isInstanceOf(AmbiguousMoveException.class).hasMessageContaining("ambiguous");
                case "ERROR:illegal" -> assertThatThrownBy(() -> San.parse(p, san))
                        .isInstanceOf(IllegalMoveException.class).isNotInstanceOf(AmbiguousMoveException.class);
                default -> {
                    assertThat(expected).matches("[a-h][1-8][a-h][1-8][qrbn]?");
                    // Lenient rows ("2e4", "Nge7") are accepted: the move is still unambiguous.
                    assertThat(San.parse(p, san).uci()).isEqualTo(expected);
                }
            }
        }));
    }

    @TestFactory
    Stream<DynamicTest> completeLegalMoveSets() {
        return TsvRows.read("san/legal_moves_san_cases.tsv").stream().map(row -> DynamicTest.dynamicTest(row.get("fen"),
                () -> {
                    Position p = Position.fromFen(row.get("fen"));
                    Set<String> expected = new HashSet<>(Arrays.asList(row.get("legal_moves_san").trim().split("\\s+")));
                    Set<String> actual = p.legalMoves().stream().map(m -> San.format(p, m)).collect(Collectors.toSet());
                    assertThat(actual).isEqualTo(expected);
                    assertThat(actual).hasSize(p.legalMoves().size());
                }));
    }

    @TestFactory
    Stream<DynamicTest> scalachessProductionGames() throws IOException {
        List<String> lines = Files.readAllLines(SharedData.resolve("san/scalachess_prod500_A.tsv")).stream()
                .filter(l -> !l.startsWith("#") && !l.isBlank()).toList();
        assertThat(lines).hasSize(250);
        return lines.stream().map(line -> DynamicTest.dynamicTest(line.substring(0, Math.min(40, line.length())), () -> {
            String[] cols = line.split("\t");
            Position p = Position.START;
            for (String san : cols[0].trim().split("\\s+")) {
                Move m = San.parse(p, san);
                Position next = p.play(m);
                assertThat(San.format(p, m, next)).isEqualTo(san);
                p = next;
            }
            assertThat(p.fen()).isEqualTo(cols[1].trim());
        }));
    }
}
