package org.touchmove.firmware.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** Equal positions hash equal by any route (the perft-path and mirror checks are in ZobristAndSymmetryDataTest). */
class ZobristAndSymmetryTest {

    @TestFactory
    Stream<DynamicTest> equalPositionsHashEqualByAnyRoute() {
        return Stream.of(DynamicTest.dynamicTest("Nf3 Nf6 Ng1 Ng8 returns to the start hash", () -> {
            Position p = Position.START;
            for (String m : new String[] {"g1f3", "g8f6", "f3g1", "f6g8"}) {
                p = p.play(org.touchmove.firmware.rules.notation.Uci.parse(m));
            }
            assertThat(p.zobrist()).isEqualTo(Position.START.zobrist());
            assertThat(p.repetitionKey()).isEqualTo(Position.START.repetitionKey());
            // e4 (no e.p. capture possible) hashes as the same placement with no e.p. square.
            Position e4 = Position.START.play(org.touchmove.firmware.rules.notation.Uci.parse("e2e4"));
            assertThat(e4.zobrist())
                    .isEqualTo(Position.fromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1").zobrist());
        }));
    }
}
