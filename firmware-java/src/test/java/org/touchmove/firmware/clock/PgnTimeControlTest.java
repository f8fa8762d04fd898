package org.touchmove.firmware.clock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class PgnTimeControlTest {

    @Test
    void parsesEveryKindOfField() {
        assertThat(PgnTimeControl.parse("300+3")).isEqualTo(TimeControl.fischer(300_000, 3_000));
        assertThat(PgnTimeControl.parse("5400")).isEqualTo(TimeControl.suddenDeath(5_400_000));
        assertThat(PgnTimeControl.parse("40/5400+30:1800+30")).isEqualTo(new TimeControl.Periods(
                Period.moves(40, 5_400_000, 30_000), Period.fischer(1_800_000, 30_000)));
        assertThat(PgnTimeControl.parse("40/7200:20/3600")).isEqualTo(new TimeControl.Periods(
                Period.moves(40, 7_200_000, 0), Period.moves(20, 3_600_000, 0)));
        assertThat(PgnTimeControl.parse("*180")).isEqualTo(new TimeControl.Hourglass(180_000));
        assertThat(PgnTimeControl.parse("-")).isEqualTo(new TimeControl.Untimed());
        assertThat(PgnTimeControl.parse("?")).isEqualTo(new TimeControl.Unknown());
        assertThat(PgnTimeControl.parse("60+0.5")).isEqualTo(TimeControl.fischer(60_000, 500));
        assertThat(PgnTimeControl.parse(" 300+3 ")).isEqualTo(TimeControl.fischer(300_000, 3_000));
    }

    @ParameterizedTest
    @ValueSource(strings = {"300+3", "5400", "40/5400+30:1800+30", "40/7200:20/3600:900", "*180", "-", "?",
        "60+0.5", "0+1", "40/9000:3600"})
    void writesWhatItReads(String tag) {
        assertThat(PgnTimeControl.format(PgnTimeControl.parse(tag))).isEqualTo(tag);
    }

    @ParameterizedTest(name = "''{0}'' -> {1}")
    @CsvSource(delimiter = '|', value = {
        "40/5400+x:1800|field 1 '40/5400+x': increment 'x' is not a number of seconds",
        "5400:1800|field 1 '5400': only the last field may be sudden death",
        "40/5400:abc|field 2 'abc': time 'abc' is not a number of seconds",
        "0/60|field 1 '0/60': move count '0' is not a positive whole number",
        "*60:30|a sandclock field ('*seconds') cannot be combined",
        "*x|field 1 '*x': sandclock time 'x'",
        "40/5400::1800|field 2 is empty",
        "40/300+3:?|field 2 '?': '?', '-' and '*' stand only alone",
        "0|the first period needs a time, an increment or a delay",
        "60.1234|time '60.1234' is not a number of seconds",
        "-300|time '-300' is not a number of seconds"
    })
    void errorsNameTheOffendingPart(String tag, String message) {
        assertThatThrownBy(() -> PgnTimeControl.parse(tag)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(message);
    }

    @Test
    void emptyTagIsAnError() {
        assertThatThrownBy(() -> PgnTimeControl.parse("  ")).hasMessageContaining("empty");
    }

    @Test
    void modesWithoutAPgnFormAreRefusedOrWrittenAsUnknown() {
        TimeControl byo = TimeControlNotation.parse("60m byo 5x30s");
        assertThatThrownBy(() -> PgnTimeControl.format(byo)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no PGN TimeControl form");
        assertThat(PgnTimeControl.formatOrUnknown(byo)).isEqualTo("?");
        TimeControl delay = TimeControlNotation.parse("5m d3s");
        assertThatThrownBy(() -> PgnTimeControl.format(delay)).hasMessageContaining("SIMPLE delay");
        assertThat(PgnTimeControl.formatOrUnknown(delay)).isEqualTo("?");
        assertThat(PgnTimeControl.formatOrUnknown(TimeControlNotation.parse("3m+2s"))).isEqualTo("180+2");
    }

    /** Found by TimeControlProperties: a period's own limit was said without the tag or the field it is in. */
    @Test
    void aPeriodLimitNamesItsField() {
        assertThatThrownBy(() -> PgnTimeControl.parse("40/5400+30:1800+22715"))
                .hasMessageStartingWith("TimeControl field 2 '1800+22715': increment of 22715000 ms");
    }

    /** Found by TimeControlProperties: an hourglass over a day was refused without saying which tag. */
    @Test
    void aLongSandclockNamesTheTag() {
        assertThatThrownBy(() -> PgnTimeControl.parse("*7201012")).hasMessageStartingWith("TimeControl '*7201012': ");
    }

    /** Found by TimeControlProperties: a field was quoted whole, however long. */
    @Test
    void aLongFieldIsQuotedCut() {
        assertThatThrownBy(() -> PgnTimeControl.parse("40/5400:1800x" + "8".repeat(5_000)))
                .hasMessageContaining("characters)")
                .satisfies(e -> assertThat(e.getMessage()).hasSizeLessThan(400));
    }
}
