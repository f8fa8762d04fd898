package org.touchmove.firmware.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.touchmove.firmware.SharedData;
import org.touchmove.firmware.rules.notation.San;

/**
 * Replays every game of the ashlar-chess python-chess oracle and compares, ply by ply, SAN (both ways),
 * UCI, FEN, check/mate/stalemate, repetition counts, draw claims, automatic draws and per-side material.
 */
@Tag("shared-data")
class AshlarOracleDataTest {

    @TestFactory
    Stream<DynamicTest> oracleGames() throws IOException {
        Path root = SharedData.resolve("ashlar-chess/oracle/python-chess");
        List<DynamicTest> tests = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> walk = Files.walk(root)) {
            files = walk.filter(p -> p.toString().endsWith(".jsonl")).sorted().toList();
        }
        for (Path file : files) {
            for (String line : Files.readAllLines(file)) {
                if (line.isBlank()) {
                    continue;
                }
                Map<String, Object> game = JsonLines.parseObject(line);
                String name = root.relativize(file) + " " + game.get("pgn");
                tests.add(DynamicTest.dynamicTest(name, () -> replay(game)));
            }
        }
        assertThat(tests).hasSize(330);
        return tests.stream();
    }

    @SuppressWarnings("unchecked")
    private static void replay(Map<String, Object> oracle) {
        Game g = Game.from(Position.fromFen((String) oracle.get("startFen")));
        int ply = 0;
        for (Object o : (List<Object>) oracle.get("moves")) {
            Map<String, Object> step = (Map<String, Object>) o;
            ply++;
            String at = "ply " + ply + " " + step.get("san");
            Position before = g.position();
            Move move = San.parse(before, (String) step.get("san"));
            assertThat(move.uci()).as(at).isEqualTo(step.get("uci"));
            g = g.play(move);
            Position p = g.position();
            assertThat(San.format(before, move, p)).as(at).isEqualTo(step.get("san"));
            assertThat(p.fen(EnPassantStyle.AFTER_EVERY_DOUBLE_STEP)).as(at).isEqualTo(step.get("fenAfter"));
            assertThat(p.halfmoveClock()).as(at).isEqualTo(((Long) step.get("halfmoveClock")).intValue());
            assertThat(p.fullmoveNumber()).as(at).isEqualTo(((Long) step.get("fullmoveNumber")).intValue());
            assertThat(p.isCheck()).as(at + " check").isEqualTo(step.get("isCheck"));
            assertThat(p.isCheckmate()).as(at + " checkmate").isEqualTo(step.get("isCheckmate"));
            assertThat(p.isStalemate()).as(at + " stalemate").isEqualTo(step.get("isStalemate"));
            int reps = g.repetitionCount();
            assertThat(reps >= 2).as(at + " repetition2").isEqualTo(step.get("isRepetition2"));
            assertThat(reps >= 3).as(at + " repetition3").isEqualTo(step.get("isRepetition3"));
            assertThat(reps >= 4).as(at + " repetition4").isEqualTo(step.get("isRepetition4"));
            assertThat(g.isFivefoldRepetition()).as(at + " fivefold").isEqualTo(step.get("isFivefoldRepetition"));
            assertThat(g.canClaimThreefold()).as(at + " claim threefold").isEqualTo(step.get("canClaimThreefold"));
            assertThat(g.canClaimFifty()).as(at + " claim fifty").isEqualTo(step.get("canClaimFifty"));
            assertThat(g.isFiftyMoves()).as(at + " fifty").isEqualTo(step.get("isFiftyMoves"));
            assertThat(g.isSeventyFiveMoves()).as(at + " seventy-five").isEqualTo(step.get("isSeventyFiveMoves"));
            boolean whiteCannot = !MatingMaterial.hasMatingMaterial(p, Color.WHITE);
            boolean blackCannot = !MatingMaterial.hasMatingMaterial(p, Color.BLACK);
            assertThat(whiteCannot).as(at + " white insufficient").isEqualTo(step.get("hasInsufficientMaterialWhite"));
            assertThat(blackCannot).as(at + " black insufficient").isEqualTo(step.get("hasInsufficientMaterialBlack"));
            assertThat(whiteCannot && blackCannot).as(at + " insufficient").isEqualTo(step.get("isInsufficientMaterial"));
        }
        // finalFen, like fenAfter, writes the e.p. square after every double step.
        assertThat(g.position().fen(EnPassantStyle.AFTER_EVERY_DOUBLE_STEP)).isEqualTo(oracle.get("finalFen"));
    }
}
