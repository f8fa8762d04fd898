package org.touchmove.firmware.pgn;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Issue 14: any PGN text gives games or, per bad game, one reason naming the file and the game; the
 * reading never throws anything else and never stops at a bad game.
 */
class PgnProperties {

    @Provide
    Arbitrary<String> pgns() {
        Arbitrary<String> token = Arbitraries.oneOf(
                Arbitraries.of("[Event \"x\"]", "[White \"A\"]", "[Black \"B\"]", "[Result \"1-0\"]",
                        "[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]", "[FEN \"bad\"]", "[Variant \"Chess960\"]",
                        "[SetUp \"1\"]", "[", "]", "\"", "1.", "2.", "1...", "e4", "e5", "d4", "Nf3", "Nc6", "Bb5",
                        "O-O", "0-0-0", "Ke3", "exd5", "e8=Q", "--", "Z0", "{", "}", "{ [%clk 0:01:00] }", "{ [%clk 99999999999999999999:00:00] }", "(", ")",
                        ";", "$1", "!?", "1-0", "0-1", "1/2-1/2", "*", "%", "\n", "\n\n", "\uFEFF"),
                Arbitraries.strings().ofMaxLength(8));
        return token.list().ofMaxSize(40).map(ts -> String.join(" ", ts));
    }

    @Property(tries = 1000)
    void anyTextGivesEachGameOrItsReason(@ForAll("pgns") String text) {
        List<PgnEntry> entries = PgnReader.parseEach(text, "p.pgn");
        for (int i = 0; i < entries.size(); i++) {
            PgnEntry entry = entries.get(i);
            assertThat(entry.number()).isEqualTo(i + 1);
            if (entry instanceof PgnEntry.Unreadable bad) {
                assertThat(bad.reason()).startsWith("p.pgn: game " + entry.number());
            }
        }
        try {
            assertThat(PgnReader.parse(text, "p.pgn")).hasSize(entries.size());
            assertThat(entries).allMatch(e -> e instanceof PgnEntry.Read);
        } catch (PgnException e) {
            assertThat(entries).anyMatch(en -> en instanceof PgnEntry.Unreadable u && u.reason().equals(e.getMessage()));
        }
    }

    /** Found by the property above: a stray '}' or ']' made the reader spin for ever. */
    @org.junit.jupiter.api.Test
    @org.junit.jupiter.api.Timeout(10)
    void aStrayCloserIsAnErrorNotAHang() {
        List<PgnEntry> entries = PgnReader.parseEach("1. e4 } e5 *\n\n[White \"A\"]\n1. d4 ] *\n\n[White \"B\"]\n1. c4 *",
                "s.pgn");
        assertThat(entries).hasSize(3);
        assertThat(((PgnEntry.Unreadable) entries.get(0)).reason()).contains("unexpected '}'");
        assertThat(((PgnEntry.Unreadable) entries.get(1)).reason()).contains("unexpected ']'");
        assertThat(entries.get(2)).isInstanceOf(PgnEntry.Read.class);
    }
}
