package org.touchmove.firmware.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.SharedData;

/**
 * The material rule (hasMatingMaterial) must be sound: wherever the full unwinnability analysis (CHA test vectors) says a
 * side can still helpmate, it must say true, or Art. 6.9 would wrongly turn a loss on time
 * into a draw. (It is allowed to miss dead positions, e.g. blocked pawn walls.)
 */
@Tag("shared-data")
class MatingMaterialSoundnessDataTest {

    @Test
    void neverDeniesAMateThatChaFinds() throws IOException {
        List<String> lines = Files.readAllLines(SharedData.resolve("dead_positions/cha_test_vectors_A.txt")).stream()
                .filter(l -> !l.startsWith("#") && !l.isBlank()).toList();
        assertThat(lines).hasSizeGreaterThan(800);
        int whiteDeadFound = 0;
        int whiteDead = 0;
        for (String line : lines) {
            String label = line.substring(0, 2);
            Position p = Position.fromFen(completed(line.substring(3).trim()));
            boolean whiteCan = label.charAt(0) == 'W';
            boolean blackCan = label.charAt(1) == 'B';
            if (whiteCan) {
                assertThat(MatingMaterial.hasMatingMaterial(p, Color.WHITE)).as(line).isTrue();
            } else {
                whiteDead++;
                whiteDeadFound += MatingMaterial.hasMatingMaterial(p, Color.WHITE) ? 0 : 1;
            }
            if (blackCan) {
                assertThat(MatingMaterial.hasMatingMaterial(p, Color.BLACK)).as(line).isTrue();
            }
        }
        // The material rule recognises some, not all, of the positions where White cannot mate.
        assertThat(whiteDeadFound).isPositive().isLessThanOrEqualTo(whiteDead);
    }

    /** Some vectors give only placement and side to move: no castling rights or e.p. square then. */
    private static String completed(String fen) {
        String[] fields = fen.split(" ");
        return fields.length == 2 ? fen + " - -" : fen;
    }
}
