package org.touchmove.firmware.pgn;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The hand-built {@code [%clk]} text is what the former String.format version wrote, and reads back as it was. */
class ClockCommentFormatTest {

    @Test
    void examples() {
        assertThat(ClockComment.format(Duration.ZERO)).isEqualTo("[%clk 0:00:00]");
        assertThat(ClockComment.format(Duration.ofMillis(591_700))).isEqualTo("[%clk 0:09:51.7]");
        assertThat(ClockComment.format(Duration.ofMillis(3_600_005))).isEqualTo("[%clk 1:00:00.005]");
        assertThat(ClockComment.format(Duration.ofMillis(45_296_050))).isEqualTo("[%clk 12:34:56.05]");
        assertThat(ClockComment.format(Duration.ofHours(100))).isEqualTo("[%clk 100:00:00]");
    }

    @Test
    void sameTextAsStringFormatAndReadsBack() {
        for (long millis = 0; millis < 30 * 3_600_000L; millis += 997) { // every fraction and many h:mm:ss
            Duration d = Duration.ofMillis(millis);
            String text = ClockComment.format(d);
            assertThat(text).as("%d ms", millis).isEqualTo(withStringFormat(d));
            assertThat(ClockComment.find(text)).as("%d ms read back", millis).contains(d);
        }
    }

    /** The implementation this replaced. */
    private static String withStringFormat(Duration clock) {
        long millis = clock.toMillis();
        String text = String.format(Locale.ROOT, "%d:%02d:%02d", millis / 3_600_000L, millis / 60_000L % 60,
                millis / 1000 % 60);
        long frac = millis % 1000;
        if (frac != 0) {
            String f = String.format(Locale.ROOT, "%03d", frac);
            while (f.endsWith("0")) {
                f = f.substring(0, f.length() - 1);
            }
            text += "." + f;
        }
        return "[%clk " + text + "]";
    }
}
