package org.touchmove.firmware.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.hal.property.SeededCases.anyChar;
import static org.touchmove.hal.property.SeededCases.anyText;
import static org.touchmove.hal.property.SeededCases.oneOf;
import static org.touchmove.hal.property.SeededCases.textOf;

import java.time.Duration;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.touchmove.hal.property.SeededCases;

/**
 * Issue 14: any FEN text gives a position or an {@link InvalidFenException}, never another exception.
 * Seeded property test (plain JUnit, fixed seeds): a failure names its case seed and input.
 */
class FenProperties {

    private static final long SEED = 0x14_FE_00L;
    private static final int CASES = 5_000;

    private static final String[] VALID = {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 5 40"};

    /** Structured six fields with odd values, one-character mutations of valid FENs, or any text. */
    static String fen(SplittableRandom random) {
        return switch (random.nextInt(3)) {
            case 0 -> structured(random);
            case 1 -> mutated(random);
            default -> anyText(random, 100);
        };
    }

    private static String structured(SplittableRandom random) {
        String placement = textOf(random, "pnbrqkPNBRQK123456789/", 80);
        String side = oneOf(random, "w", "b", "x", "", "W");
        String castling = oneOf(random, "KQkq", "-", "Kq", "kqKQ", "A", "KK", "");
        String ep = oneOf(random, "-", "e3", "e6", "d6", "a1", "z9", "e");
        return placement + " " + side + " " + castling + " " + ep + " " + counter(random) + " " + counter(random);
    }

    private static String counter(SplittableRandom random) {
        return oneOf(random, "0", "1", "-1", "+1", "99999999999999999999", "\u0661", "x", "");
    }

    private static String mutated(SplittableRandom random) {
        String v = oneOf(random, VALID);
        int i = random.nextInt(v.length());
        return v.substring(0, i) + anyChar(random) + v.substring(i + 1);
    }

    @Test
    void anyTextIsAPositionOrOneClearError() {
        SeededCases.check(SEED, CASES, Duration.ofSeconds(60), FenProperties::fen, fen -> {
            Position p;
            try {
                p = Position.fromFen(fen);
            } catch (InvalidFenException e) {
                assertThat(e.getMessage()).isNotBlank();
                return;
            }
            // What was accepted writes back as a FEN that is accepted again, as the same position.
            assertThat(Position.fromFen(p.fen()).fen()).isEqualTo(p.fen());
        });
    }
}
