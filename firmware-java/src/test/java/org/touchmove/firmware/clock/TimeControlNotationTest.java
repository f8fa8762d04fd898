package org.touchmove.firmware.clock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class TimeControlNotationTest {

    @Test
    void parsesEveryMode() {
        assertThat(TimeControlNotation.parse("90m+30s")).isEqualTo(TimeControl.fischer(5_400_000, 30_000));
        assertThat(TimeControlNotation.parse("5m d3s"))
                .isEqualTo(new TimeControl.Periods(Period.delayed(300_000, DelayKind.SIMPLE, 3_000)));
        assertThat(TimeControlNotation.parse("5m b3s"))
                .isEqualTo(new TimeControl.Periods(Period.delayed(300_000, DelayKind.BRONSTEIN, 3_000)));
        assertThat(TimeControlNotation.parse("60m byo 5x30s")).isEqualTo(new TimeControl.ByoYomi(3_600_000, 5, 30_000));
        assertThat(TimeControlNotation.parse("canadian 60m 10/5m"))
                .isEqualTo(new TimeControl.Canadian(3_600_000, 10, 300_000));
        assertThat(TimeControlNotation.parse("hourglass 3m")).isEqualTo(new TimeControl.Hourglass(180_000));
        assertThat(TimeControlNotation.parse("40/90m+30s, 30m+30s")).isEqualTo(PgnTimeControl.parse("40/5400+30:1800+30"));
        assertThat(TimeControlNotation.parse("1h30m+30s")).isEqualTo(TimeControlNotation.parse("90m+30s"));
        assertThat(TimeControlNotation.parse("  Canadian   60m  10/5m ")).isEqualTo(new TimeControl.Canadian(3_600_000, 10, 300_000));
        assertThat(TimeControlNotation.parse("2m30s+500ms")).isEqualTo(TimeControl.fischer(150_000, 500));
    }

    @ParameterizedTest
    @ValueSource(strings = {"90m+30s", "5m d3s", "5m b3s", "60m byo 5x30s", "canadian 60m 10/5m", "hourglass 3m",
        "40/90m+30s, 30m+30s", "3m+2s", "2m30s+500ms", "5m", "0s d5s", "40/120m, 20/60m", "40/90m+30s d5s, 30m b5s",
        "1m1s1ms byo 1x1ms", "upcount"})
    void writesWhatItReads(String notation) {
        assertThat(TimeControlNotation.format(TimeControlNotation.parse(notation))).isEqualTo(notation);
    }

    @Test
    void readsWhatItWrites() {
        List<TimeControl> controls = List.of(
                TimeControl.fischer(5_400_000, 30_000),
                new TimeControl.Periods(Period.moves(40, 6_000_000, 30_000),
                        new Period(20, 3_600_000, 0, DelayKind.BRONSTEIN, 10_000), Period.suddenDeath(900_000)),
                new TimeControl.ByoYomi(0, 3, 60_000),
                new TimeControl.Canadian(1, 25, 600_001),
                new TimeControl.Hourglass(61_500),
                TimeControl.suddenDeath(7_200_000));
        for (TimeControl control : controls) {
            assertThat(TimeControlNotation.parse(TimeControlNotation.format(control))).isEqualTo(control);
        }
        assertThat(TimeControlNotation.format(TimeControl.suddenDeath(7_200_000))).isEqualTo("120m");
    }

    @ParameterizedTest(name = "''{0}'' -> {1}")
    @CsvSource(delimiter = '|', value = {
        "5x|period 1 '5x' is not [moves/]time",
        "60m byo 0x30s|byo-yomi periods '0' must be between 1 and 9999",
        "canadian 60m 10|expected 'hourglass 3m', 'canadian 60m 10/5m'",
        "5m q3s|period 1 '5m q3s'",
        "30s1m|duration '30s1m' is not like 90m",
        "40/90m+30s, 30m x|period 2 '30m x'",
        "5m, 40/30m|period 1 covers the rest of the game but is followed by another period",
        "0/5m|moves in period 1 '0'",
        "hourglass 0s|hourglass time must be positive",
        "0s|the first period needs a time"
    })
    void errorsNameTheOffendingPart(String notation, String message) {
        assertThatThrownBy(() -> TimeControlNotation.parse(notation)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(message).hasMessageContaining("time control '" + notation.strip() + "'");
    }

    @Test
    void upcountIsTheUntimedControlAndUnknownHasNoNotationAndNoClock() {
        assertThat(TimeControlNotation.parse("upcount")).isEqualTo(PgnTimeControl.parse("-"));
        assertThatThrownBy(() -> TimeControlNotation.format(new TimeControl.Unknown()))
                .hasMessageContaining("has no configuration form");
        assertThatThrownBy(() -> new ChessClock(PgnTimeControl.parse("?")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("cannot run an unknown time control");
        assertThatThrownBy(() -> TimeControlNotation.parse("")).hasMessageContaining("empty");
    }
}
