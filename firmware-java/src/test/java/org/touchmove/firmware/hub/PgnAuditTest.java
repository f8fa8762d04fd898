package org.touchmove.firmware.hub;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.pgn.PgnReader;

/** The arbiter's actions as PGN comments after the ply they concern (docs/hub.md, "Audit"). */
class PgnAuditTest {

    private static final String TWO = """
            [Event "?"]
            [Site "?"]
            [Date "????.??.??"]
            [Round "3.1"]
            [White "A"]
            [Black "B"]
            [Result "*"]
            [GameId "g-1"]

            1. e4 { [%clk 1:30:00] } e5 { [%clk 1:30:00] } 2. Nf3 { [%clk 1:29:58] } *

            [Event "?"]
            [Site "?"]
            [Date "????.??.??"]
            [Round "3.2"]
            [White "C"]
            [Black "D"]
            [Result "1-0"]
            [GameId "g-2"]

            1. d4 d5 1-0

            """;

    @Test
    void aNoteGoesAfterItsMoveAndItsClockAndEveryReaderKeepsTheMoves() {
        String out = PgnAudit.annotate(TWO, List.of(
                new PgnAudit.Note("g-1", 1, "illegal move by Black: position reinstated, +2 min to White, Art. 7.5.5"),
                new PgnAudit.Note("g-2", 2, "result checked {sic}"),
                new PgnAudit.Note("g-2", 0, "board replaced before the game"),
                new PgnAudit.Note("g-2", 5, "a ply the game has not reached"),
                new PgnAudit.Note("g-9", 1, "another round")));
        assertThat(out).contains("1. e4 { [%clk 1:30:00] }\n{[%arbiter] illegal move by Black: position reinstated, "
                + "+2 min to White, Art. 7.5.5} e5 { [%clk 1:30:00] }");
        assertThat(out).contains("{[%arbiter] board replaced before the game}\n1. d4 d5\n{[%arbiter] result checked "
                + "(sic)} 1-0");
        assertThat(out).doesNotContain("not reached").doesNotContain("another round");
        List<PgnGame> before = PgnReader.parse(TWO, "before");
        List<PgnGame> after = PgnReader.parse(out, "after");
        assertThat(after.stream().map(PgnGame::moves).toList()).isEqualTo(before.stream().map(PgnGame::moves).toList());
        assertThat(after.get(0).clocks()).isEqualTo(before.get(0).clocks());
    }

    @Test
    void withoutNotesTheTextIsUnchanged() {
        assertThat(PgnAudit.annotate(TWO, List.of())).isSameAs(TWO);
    }
}
