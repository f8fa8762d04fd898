package org.touchmove.hal.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.hal.property.SeededCases.anyText;
import static org.touchmove.hal.property.SeededCases.mutated;
import static org.touchmove.hal.property.SeededCases.oneOf;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.touchmove.hal.property.SeededCases;

/**
 * Issue 12: any hardware configuration (any keys, any values) gives a {@link HalConfig} or one
 * {@link HalConfigException} whose problems each name their key, on one line of sensible length, whatever the
 * value holds (control characters, a megabyte); never another exception.
 * Seeded property test (plain JUnit, fixed seeds): a failure names its case seed and input.
 */
class HalConfigProperties {

    private static final long SEED = 0x12_4A_00L;
    private static final int CASES = 500;

    private static final Map<String, String> VALID = Map.ofEntries(
            Map.entry("geometry.orientation", "rotated"),
            Map.entry("geometry.wiring", "identity"),
            Map.entry("scan.debounce-scans", "3"),
            Map.entry("scan.settle-us", "10"),
            Map.entry("scan.diodes", "false"),
            Map.entry("scan.masked-squares", "e4 h1"),
            Map.entry("scan.rate-hz", "100"),
            Map.entry("scan.button-debounce-samples", "3"),
            Map.entry("gpio.rows", "4,5,6,12,13,16,17,18"),
            Map.entry("gpio.columns", "19,20,21,22,23,24,25,26"),
            Map.entry("gpio.rows-active-high", "true"),
            Map.entry("gpio.buttons-active-low", "yes"),
            Map.entry("gpio.button.white", "27"),
            Map.entry("gpio.button.pause", "8"),
            Map.entry("serial.port", "/dev/ttyACM0"),
            Map.entry("serial.baud", "115200"),
            Map.entry("serial.heartbeat-timeout-ms", "3000"),
            Map.entry("serial.reconnect-initial-ms", "500"),
            Map.entry("serial.reconnect-max-ms", "10000"),
            Map.entry("serial.frame-timeout-ms", "100"),
            Map.entry("sim.speed", "fast"));

    /** A provider and up to 8 keys (known, misspelt or any) with valid values, mutated values or any text. */
    static Map<String, String> config(SplittableRandom random) {
        Map<String, String> config = new TreeMap<>();
        if (random.nextInt(8) != 0) {
            config.put(HalConfig.PROVIDER, random.nextInt(6) == 0 ? mutated(random, "serial")
                    : oneOf(random, "gpio", "serial", "sim", " Serial ", ""));
        }
        List<String> keys = List.copyOf(new TreeMap<>(VALID).keySet());
        int count = random.nextInt(9);
        for (int i = 0; i < count; i++) {
            String key = keys.get(random.nextInt(keys.size()));
            String value = VALID.get(key);
            switch (random.nextInt(4)) {
                case 0 -> config.put(key, value);
                case 1 -> config.put(key, mutated(random, value));
                case 2 -> config.put(mutated(random, key), value);
                default -> config.put(key, anyText(random, 30));
            }
        }
        return config;
    }

    @Test
    void anyConfigurationIsHardwareOrProblemsNamingTheirKeys() {
        SeededCases.check(SEED, CASES, Duration.ofSeconds(60), HalConfigProperties::config, config -> {
            try {
                HalConfig parsed = HalConfig.parse(config);
                assertThat(parsed.provider()).isNotBlank();
            } catch (HalConfigException e) {
                assertThat(e.problems()).isNotEmpty();
                for (String problem : e.problems()) {
                    assertThat(problem).as("one line").doesNotContain("\n").doesNotContain("\r")
                            .doesNotContain("\u0000").as("of sensible length").hasSizeLessThan(1_500)
                            .doesNotContain("Exception").doesNotContain("null");
                    // Names the key (or keys) it is about.
                    assertThat(problem).containsPattern("hal\\.|gpio\\.|serial\\.|scan\\.|geometry\\.|key '");
                }
            }
        });
    }
}
