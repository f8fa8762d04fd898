package org.touchmove.hal.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class WholeNumberTest {

    @Test
    void readsAsciiDigitsWithinTheBounds() {
        assertThat(WholeNumber.parse("42", "x", 0, 100)).isEqualTo(42);
        assertThat(WholeNumber.parse(" 7 ", "x", 0, 100)).isEqualTo(7);
        assertThat(WholeNumber.parse("-5", "x", -10, 10)).isEqualTo(-5);
        assertThat(WholeNumber.parse("9223372036854775807", "x", 0, Long.MAX_VALUE)).isEqualTo(Long.MAX_VALUE);
    }

    @ParameterizedTest
    @ValueSource(strings = {"+42", "\u0664\u0662", "\uFF14\uFF12", "0x10", "1_000", "4 2", "", "-", "4.2", "-5"})
    void refusesEverythingElseNamingTheValueAndTheBounds(String text) {
        assertThatThrownBy(() -> WholeNumber.parse(text, "wait", 0, 100))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("wait must be")
                .hasMessageContaining("0 to 100");
    }

    @Test
    void refusesOverflowAndOutOfRange() {
        assertThatThrownBy(() -> WholeNumber.parse("9223372036854775808", "n", 0, Long.MAX_VALUE))
                .hasMessageContaining("n must be a whole number");
        assertThatThrownBy(() -> WholeNumber.parse("101", "n", 0, 100)).hasMessage("n must be from 0 to 100, not 101");
    }

    @Test
    void excerptCutsLongTextAndShowsControls() {
        assertThat(Excerpt.of("a".repeat(1000))).hasSize(Excerpt.MAX_CHARS + " ... (1000 characters)".length() - 1)
                .endsWith("... (1000 characters)");
        assertThat(Excerpt.of("a\u001b[2Jb\n")).isEqualTo("a\\u001b[2Jb\\u000a");
    }
}
