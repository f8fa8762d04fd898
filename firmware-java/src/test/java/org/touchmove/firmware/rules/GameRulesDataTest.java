package org.touchmove.firmware.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.touchmove.firmware.rules.notation.Uci;

/** The ../shared/data part of {@link GameRulesTest} (run by scripts/test-data). */
@Tag("shared-data")
class GameRulesDataTest {

    @TestFactory
    Stream<DynamicTest> repetitionCases() {
        return TsvRows.read("rules/repetition_cases.tsv").stream().map(row -> DynamicTest.dynamicTest(row.get("id"), () -> {
            Game g = Game.from(Position.fromFen(row.get("start_fen")));
            String moves = row.get("uci_moves").trim();
            if (!moves.isEmpty()) {
                for (String uci : moves.split("\\s+")) {
                    g = g.play(Uci.parse(uci, g.position()));
                }
            }
            Map<String, String> expected = TsvRows.keyValues(row.get("expected"));
            assertThat(expected).isNotEmpty();
            for (var e : expected.entrySet()) {
                boolean yes = e.getValue().equals("yes");
                switch (e.getKey()) {
                    case "threefold_on_board" -> assertThat(g.repetitionCount() >= 3).as(e.getKey()).isEqualTo(yes);
                    case "threefold_claimable" -> assertThat(g.canClaimThreefold()).as(e.getKey()).isEqualTo(yes);
                    case "fivefold" -> {
                        assertThat(g.isFivefoldRepetition()).as(e.getKey()).isEqualTo(yes);
                        if (yes) {
                            assertThat(g.outcome()).contains(Outcome.draw(Termination.FIVEFOLD_REPETITION));
                        }
                    }
                    default -> throw new AssertionError("unknown expectation " + e.getKey());
                }
            }
        }));
    }

    @TestFactory
    Stream<DynamicTest> fiftyAndSeventyFiveCases() {
        return TsvRows.read("rules/fifty_seventyfive_cases.tsv").stream().map(row -> DynamicTest.dynamicTest(row.get("id"), () -> {
            Game g = Game.from(Position.fromFen(row.get("fen")));
            Map<String, String> expected = TsvRows.keyValues(row.get("expected"));
            for (var e : expected.entrySet()) {
                boolean yes = e.getValue().equals("yes");
                String key = e.getKey();
                switch (key) {
                    case "fifty_on_board" -> assertThat(g.isFiftyMoves()).as(key).isEqualTo(yes);
                    case "fifty_claimable" -> assertThat(g.canClaimFifty()).as(key).isEqualTo(yes);
                    case "draw_claimable" -> assertThat(g.canClaimFifty() || g.canClaimThreefold()).as(key).isEqualTo(yes);
                    case "checkmate" -> assertThat(g.position().isCheckmate()).as(key).isEqualTo(yes);
                    case "stalemate" -> assertThat(g.position().isStalemate()).as(key).isEqualTo(yes);
                    case "seventyfive" -> {
                        assertThat(g.isSeventyFiveMoves()).as(key).isEqualTo(yes);
                        assertThat(g.outcome().filter(o -> o.termination() == Termination.SEVENTY_FIVE_MOVES).isPresent())
                                .as(key).isEqualTo(yes);
                    }
                    case "game_over_automatic" -> assertThat(g.outcome().isPresent()).as(key).isEqualTo(yes);
                    default -> throw new AssertionError("unknown expectation " + key);
                }
            }
        }));
    }

    @TestFactory
    Stream<DynamicTest> insufficientMaterialCases() {
        return TsvRows.read("dead_positions/insufficient_material_cases.tsv").stream()
                .map(row -> DynamicTest.dynamicTest(row.get("fen"), () -> {
                    Position p = Position.fromFen(row.get("fen"));
                    boolean whiteCannot = row.get("white_cannot_mate").equals("yes");
                    boolean blackCannot = row.get("black_cannot_mate").equals("yes");
                    assertThat(MatingMaterial.hasMatingMaterial(p, Color.WHITE)).as("white has mating material").isEqualTo(!whiteCannot);
                    assertThat(MatingMaterial.hasMatingMaterial(p, Color.BLACK)).as("black has mating material").isEqualTo(!blackCannot);
                    boolean dead = whiteCannot && blackCannot;
                    assertThat(Game.from(p).outcome().map(Outcome::termination).filter(t -> t == Termination.DEAD_POSITION))
                            .isEqualTo(dead ? Optional.of(Termination.DEAD_POSITION) : Optional.empty());
                }));
    }
}
