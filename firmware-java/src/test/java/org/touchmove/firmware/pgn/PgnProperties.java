package org.touchmove.firmware.pgn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.hal.property.SeededCases.anyText;
import static org.touchmove.hal.property.SeededCases.joined;
import static org.touchmove.hal.property.SeededCases.oneOf;

import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.touchmove.hal.property.SeededCases;

/**
 * Issue 14: any PGN text gives games or, per bad game, one reason naming the file and the game; the
 * reading never throws anything else and never stops at a bad game.
 * Seeded property test (plain JUnit, fixed seeds): a failure names its case seed and input.
 */
class PgnProperties {

    private static final long SEED = 0x14_96_00L;
    private static final int CASES = 3_000;

    private static final String[] TOKENS = {"[Event \"x\"]", "[White \"A\"]", "[Black \"B\"]", "[Result \"1-0\"]",
        "[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]", "[FEN \"bad\"]", "[Variant \"Chess960\"]",
        "[SetUp \"1\"]", "[", "]", "\"", "1.", "2.", "1...", "e4", "e5", "d4", "Nf3", "Nc6", "Bb5",
        "O-O", "0-0-0", "Ke3", "exd5", "e8=Q", "--", "Z0", "{", "}", "{ [%clk 0:01:00] }",
        "{ [%clk 99999999999999999999:00:00] }", "(", ")",
        ";", "$1", "!?", "1-0", "0-1", "1/2-1/2", "*", "%", "\n", "\n\n", "\uFEFF"};

    /** Up to 40 tokens, each a PGN-looking token or any short text, joined by spaces. */
    static String pgn(SplittableRandom random) {
        return joined(random, 40, " ", r -> r.nextBoolean() ? oneOf(r, TOKENS) : anyText(r, 8));
    }

    @Test
    void anyTextGivesEachGameOrItsReason() {
        SeededCases.check(SEED, CASES, Duration.ofSeconds(60), PgnProperties::pgn, text -> {
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
                assertThat(entries)
                        .anyMatch(en -> en instanceof PgnEntry.Unreadable u && u.reason().equals(e.getMessage()));
            }
        });
    }

    /** Found by the property above: a stray '}' or ']' made the reader spin for ever. */
    @Test
    @Timeout(10)
    void aStrayCloserIsAnErrorNotAHang() {
        List<PgnEntry> entries = PgnReader.parseEach("1. e4 } e5 *\n\n[White \"A\"]\n1. d4 ] *\n\n[White \"B\"]\n1. c4 *",
                "s.pgn");
        assertThat(entries).hasSize(3);
        assertThat(((PgnEntry.Unreadable) entries.get(0)).reason()).contains("unexpected '}'");
        assertThat(((PgnEntry.Unreadable) entries.get(1)).reason()).contains("unexpected ']'");
        assertThat(entries.get(2)).isInstanceOf(PgnEntry.Read.class);
    }
}
