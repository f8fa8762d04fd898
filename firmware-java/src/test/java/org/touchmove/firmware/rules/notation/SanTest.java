package org.touchmove.firmware.rules.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.touchmove.firmware.SharedData;
import org.touchmove.firmware.rules.IllegalMoveException;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.TsvRows;

class SanTest {

    @Test
    void lenientVariantsAndDistinctErrors() {
        Position castle = Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertThat(San.parse(castle, "0-0").uci()).isEqualTo("e1g1");
        assertThat(San.parse(castle, "O-O-O+").uci()).isEqualTo("e1c1");
        Position promo = Position.fromFen("8/4P1k1/8/8/8/8/8/4K3 w - - 0 1");
        assertThat(San.parse(promo, "e8Q").uci()).isEqualTo("e7e8q");
        assertThat(San.parse(promo, "e8=N").uci()).isEqualTo("e7e8n");
        assertThat(San.parse(promo, "e7e8q").uci()).isEqualTo("e7e8q");
        assertThatThrownBy(() -> San.parse(promo, "e8")).isInstanceOf(IllegalMoveException.class);
        assertThatThrownBy(() -> San.parse(Position.START, "Zf3")).isInstanceOf(InvalidNotationException.class);
        assertThatThrownBy(() -> San.parse(Position.START, "")).isInstanceOf(InvalidNotationException.class);
        assertThatThrownBy(() -> San.parse(Position.START, "e5")).isInstanceOf(IllegalMoveException.class)
                .hasMessageContaining("illegal move 'e5'");
        assertThat(San.parse(Position.START, "Ng1-f3").uci()).isEqualTo("g1f3");
        assertThat(San.parse(Position.START, "Nf3!?").uci()).isEqualTo("g1f3");
    }

    /** Found by NotationProperties: the whole text was quoted, a megabyte of it or a newline splitting the line. */
    @Test
    void aRefusalQuotesTheTextCutAndOnOneLine() {
        assertThatThrownBy(() -> San.parse(Position.START, "e" + "=".repeat(5_000)))
                .hasMessageStartingWith("not SAN: 'e===").hasMessageContaining("(5001 characters)")
                .satisfies(e -> assertThat(e.getMessage()).hasSizeLessThan(300));
        assertThatThrownBy(() -> San.parse(Position.START, "Nf3\nNc6")).isInstanceOf(IllegalArgumentException.class)
                .satisfies(e -> assertThat(e.getMessage()).contains("Nf3\\u000aNc6").doesNotContain("\n"));
    }
}
