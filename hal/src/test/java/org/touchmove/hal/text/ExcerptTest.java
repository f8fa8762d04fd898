package org.touchmove.hal.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ExcerptTest {

    @Test
    void shortTextIsShownWhole() {
        assertThat(Excerpt.of("e2e4")).isEqualTo("e2e4");
        assertThat(Excerpt.of("x".repeat(Excerpt.MAX_CHARS))).isEqualTo("x".repeat(Excerpt.MAX_CHARS));
    }

    @Test
    void longTextIsCutAndItsLengthSaid() {
        assertThat(Excerpt.of("x".repeat(1_000))).isEqualTo("x".repeat(80) + "... (1000 characters)");
    }

    @Test
    void controlsAreEscapedSoTheExcerptIsOneLine() {
        assertThat(Excerpt.of("a\nb\u2028c")).isEqualTo("a\\u000ab\\u2028c");
    }

    /** Found by HalConfigProperties: 80 control characters made an "excerpt" of 480 characters. */
    @Test
    void theLimitCountsTheEscapedCharactersShown() {
        String excerpt = Excerpt.of("\u0006".repeat(5_000));
        assertThat(excerpt).startsWith("\\u0006").endsWith("... (5000 characters)");
        assertThat(excerpt.length()).isLessThan(Excerpt.MAX_CHARS + 6 + 25);
    }
}
