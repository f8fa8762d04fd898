package org.touchmove.hal.serial;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.hal.config.HalConfig;
import org.touchmove.hal.config.HalConfigException;

/** Issue 14: a line speed the configuration allows must not make every frame time out. */
class SerialSpeedTest {

    @Test
    void theLongestFrameFitsTheDefaultTimeOutAtEverySpeedTheConfigurationAllows() {
        for (int baud : new int[] {300, 1200, 2400, 9600, 19_200, 57_600, 115_200, 4_000_000}) {
            HalConfig c = HalConfig.parse(Map.of("hal.provider", "serial", "serial.port", "/dev/x",
                    "serial.baud", Integer.toString(baud)));
            Duration timeout = c.serial().orElseThrow().frameTimeout();
            // 70 bytes of 10 bits on the line must arrive well inside the time-out.
            double frameMs = SerialSettings.LONGEST_FRAME_BYTES * 10 * 1000.0 / baud;
            assertThat((double) timeout.toMillis()).as("%d baud", baud).isGreaterThanOrEqualTo(2 * frameMs);
        }
        assertThat(SerialSettings.frameTimeoutFor(115_200)).isEqualTo(Duration.ofMillis(100));
        assertThat(SerialSettings.frameTimeoutFor(1200)).isEqualTo(Duration.ofMillis(1168));
    }

    @Test
    void anExplicitTimeOutTooShortForTheSpeedIsRefusedSayingWhatWouldWork() {
        assertThatThrownBy(() -> HalConfig.parse(Map.of("hal.provider", "serial", "serial.port", "/dev/x",
                "serial.baud", "1200", "serial.frame-timeout-ms", "100")))
                .isInstanceOf(HalConfigException.class)
                .hasMessageContaining("1200 baud").hasMessageContaining("584 ms")
                .hasMessageContaining("serial.frame-timeout-ms to at least 1168");
    }

    @Test
    void numbersAreAsciiDigitsOnly() {
        assertThatThrownBy(() -> HalConfig.parse(Map.of("hal.provider", "serial", "serial.port", "/dev/x",
                "serial.baud", "+9600"))).hasMessageContaining("digits 0-9 only");
        assertThatThrownBy(() -> HalConfig.parse(Map.of("hal.provider", "serial", "serial.port", "/dev/x",
                "serial.baud", "\u0669\u0666\u0660\u0660"))).hasMessageContaining("digits 0-9 only");
    }

    @Test
    void aPortMustExistAndBeATerminal(@TempDir Path dir) throws Exception {
        assertThat(SerialPortPath.problem(dir.resolve("ttyNONE").toString())).contains("does not exist");
        assertThat(SerialPortPath.problem(dir.toString())).contains("is a directory");
        Path file = Files.writeString(dir.resolve("ttyFILE"), "");
        assertThat(SerialPortPath.problem(file.toString())).contains("is not a terminal");
        assertThat(SerialPortPath.problem("/dev/null")).as("a character device").isNull();
    }
}
