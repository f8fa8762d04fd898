package org.touchmove.firmware.rules.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.touchmove.firmware.rules.IllegalMoveException;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.PieceType;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.Square;

class UciTest {

    @Test
    void parsesAndFormats() {
        Move m = Uci.parse("e7e8q");
        assertThat(m).isEqualTo(new Move(Square.parse("e7"), Square.parse("e8"), PieceType.QUEEN));
        assertThat(Uci.format(m)).isEqualTo("e7e8q");
        assertThat(Uci.parse("e1g1").uci()).isEqualTo("e1g1");
        assertThat(Uci.parse("e2e4", Position.START)).isEqualTo(Move.of(12, 28));
    }

    @Test
    void rejectsMalformedText() {
        for (String bad : new String[] {"", "e2", "e2e9", "i2e4", "e2e4k", "e2e4qq", "e2e2", "E2E4"}) {
            assertThatThrownBy(() -> Uci.parse(bad)).as(bad).isInstanceOf(InvalidNotationException.class)
                    .hasMessageContaining("not a UCI move");
        }
    }

    @Test
    void rejectsIllegalMovesWithTheReason() {
        assertThatThrownBy(() -> Uci.parse("e2e5", Position.START)).isInstanceOf(IllegalMoveException.class)
                .hasMessageContaining("illegal move e2e5");
        assertThatThrownBy(() -> Uci.parse("e2e4q", Position.START)).isInstanceOf(IllegalMoveException.class);
    }

    /** Found by NotationProperties: the whole text was quoted, however long. */
    @Test
    void aRefusalQuotesTheTextCut() {
        assertThatThrownBy(() -> Uci.parse("e2" + "4".repeat(10_000))).isInstanceOf(InvalidNotationException.class)
                .hasMessageContaining("(10002 characters)")
                .satisfies(e -> assertThat(e.getMessage()).hasSizeLessThan(300));
        assertThatThrownBy(() -> Uci.parse("e6\ne6")).isInstanceOf(InvalidNotationException.class)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }
}
