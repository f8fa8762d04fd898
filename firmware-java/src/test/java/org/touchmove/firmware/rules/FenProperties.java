package org.touchmove.firmware.rules;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Issue 14: any FEN text gives a position or an {@link InvalidFenException}, never another exception. */
class FenProperties {

    @Provide
    Arbitrary<String> fens() {
        Arbitrary<String> placement = Arbitraries.strings().withChars("pnbrqkPNBRQK123456789/").ofMaxLength(80);
        Arbitrary<String> side = Arbitraries.of("w", "b", "x", "", "W");
        Arbitrary<String> castling = Arbitraries.of("KQkq", "-", "Kq", "kqKQ", "A", "KK", "");
        Arbitrary<String> ep = Arbitraries.of("-", "e3", "e6", "d6", "a1", "z9", "e");
        Arbitrary<String> counter = Arbitraries.of("0", "1", "-1", "+1", "99999999999999999999", "\u0661", "x", "");
        Arbitrary<String> structured = net.jqwik.api.Combinators.combine(placement, side, castling, ep, counter, counter)
                .as((p, s, c, e, h, f) -> p + " " + s + " " + c + " " + e + " " + h + " " + f);
        Arbitrary<String> valid = Arbitraries.of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 5 40");
        Arbitrary<String> mutated = valid.flatMap(v -> Arbitraries.integers().between(0, v.length() - 1)
                .flatMap(i -> Arbitraries.chars().map(ch -> v.substring(0, i) + ch + v.substring(i + 1))));
        return Arbitraries.oneOf(structured, mutated, Arbitraries.strings().ofMaxLength(100));
    }

    @Property(tries = 1000)
    void anyTextIsAPositionOrOneClearError(@ForAll("fens") String fen) {
        Position p;
        try {
            p = Position.fromFen(fen);
        } catch (InvalidFenException e) {
            assertThat(e.getMessage()).isNotBlank();
            return;
        }
        // What was accepted writes back as a FEN that is accepted again, as the same position.
        assertThat(Position.fromFen(p.fen()).fen()).isEqualTo(p.fen());
    }
}
