package org.touchmove.hal.gpio;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.touchmove.hal.Hardware;
import org.touchmove.hal.Occupancy;
import org.touchmove.hal.OccupancySnapshot;
import org.touchmove.hal.TimeSource;
import org.touchmove.hal.config.HalConfig;
import org.touchmove.hal.config.HalConfigException;
import org.touchmove.hal.config.HalProviders;

/** gpio.platform = mock: the production GPIO provider, its scan loop and all, on Pi4J's mock pins. */
class GpioMockPlatformTest {

    private static Map<String, String> gpio(String platform) {
        Map<String, String> m = new HashMap<>();
        m.put("hal.provider", "gpio");
        m.put("gpio.rows", "4, 5, 6, 12, 13, 16, 17, 18");
        m.put("gpio.columns", "19, 20, 21, 22, 23, 24, 25, 26");
        m.put("gpio.button.white", "27");
        if (platform != null) {
            m.put("gpio.platform", platform);
        }
        return m;
    }

    @Test
    void platform_defaultsToAuto_andReadsMock() {
        assertThat(HalConfig.parse(gpio(null)).gpio().orElseThrow().platform()).isEqualTo(GpioPlatform.AUTO);
        assertThat(HalConfig.parse(gpio(" Mock ")).gpio().orElseThrow().platform()).isEqualTo(GpioPlatform.MOCK);
    }

    @Test
    void platform_badValue_namesTheKeyAndTheChoices() {
        assertThatThrownBy(() -> HalConfig.parse(gpio("simulated")))
                .isInstanceOf(HalConfigException.class)
                .hasMessageContaining("key 'gpio.platform' = 'simulated'")
                .hasMessageContaining("expected auto or mock");
    }

    @Test
    void mockPlatform_theScanLoopRuns_andTheEmptyBoardIsRead() throws Exception {
        try (Hardware hardware = HalProviders.open(HalConfig.parse(gpio("mock")), TimeSource.system(), Map.of())) {
            CompletableFuture<OccupancySnapshot> first = new CompletableFuture<>();
            hardware.sensor().addListener(first::complete);
            hardware.start();
            // Real time: the first reading comes after 3 scans at 100 Hz; the bound only guards a hung loop.
            assertThat(first.get(10, TimeUnit.SECONDS).occupancy()).isEqualTo(Occupancy.EMPTY);
            assertThat(((GpioBoard) hardware).scanner().scans()).isGreaterThanOrEqualTo(3);
        }
    }
}
