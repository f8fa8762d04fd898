package org.touchmove.firmware.clock;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class GameCategoryTest {

    @ParameterizedTest(name = "{0} is {1}")
    @CsvSource({
        "3m+2s, BLITZ",          // 180 + 60*2 = 300 s
        "10m, BLITZ",            // exactly 10 minutes: still blitz (B.1: "10 minutes or less")
        "5m+5s, BLITZ",          // 300 + 300 = 600 s
        "10m+1s, RAPID",         // 660 s
        "15m+10s, RAPID",        // 1500 s
        "59m, RAPID",
        "45m+15s, STANDARD",     // 2700 + 900 = 3600 s: not less than 60 minutes
        "60m, STANDARD",
        "'40/90m+30s, 30m+30s', STANDARD",
        "5m d3s, BLITZ",         // 300 + 180
        "20m b5s, RAPID",        // 1200 + 300
        "hourglass 5m, BLITZ",
        "30m byo 5x30s, STANDARD", // 1800 + 1800
        "25m byo 5x30s, RAPID",    // 1500 + 1800
        "5m byo 3x10s, RAPID",     // 300 + 600 = 900
        "'canadian 10m 20/5m', RAPID", // 600 + 3*300 = 1500
        "'40/20m, 10m', RAPID"      // 20m for 40 moves + 10m: 1800 s
    })
    void categoryFollowsTheFideDefinitions(String notation, GameCategory expected) {
        assertThat(GameCategory.of(TimeControlNotation.parse(notation))).isEqualTo(expected);
    }
}
