package org.touchmove.firmware.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.hal.property.SeededCases.anyBytes;
import static org.touchmove.hal.property.SeededCases.anyText;
import static org.touchmove.hal.property.SeededCases.joined;
import static org.touchmove.hal.property.SeededCases.oneOf;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.hal.property.SeededCases;

/**
 * Issue 14: any configuration file (any bytes) gives settings or one {@link UserError} whose lines
 * each name a problem; never another exception.
 * Seeded property test (plain JUnit, fixed seeds): a failure names its case seed and input.
 */
class ConfigurationProperties {

    private static final long SEED = 0x14_C0_00L;
    private static final int CASES = 2_000;

    @TempDir
    Path dir;

    /** Up to 10 lines: key, separator and value (known or any), comments and blanks, or any text. */
    static String configuration(SplittableRandom random) {
        return joined(random, 10, "\n", r -> switch (r.nextInt(3)) {
            case 0 -> key(r) + oneOf(r, " = ", "=", ": ", " ", "") + value(r);
            case 1 -> oneOf(r, "# comment", "! comment", "", "\uFEFF", "key = a \\");
            default -> anyText(r, 20);
        });
    }

    private static String key(SplittableRandom random) {
        return oneOf(random, "board.id", "game.mode", "game.timeControl", "game.standstillMs",
                "game.illegalMoveRule", "state.dir", "hal.provider", "serial.port", "serial.baud",
                "serial.frame-timeout-ms", "gpio.rows", "gpio.columns", "scan.rate-hz", "scan.debounce-scans",
                "geometry.wiring", "sim.x", "bogus.key", "");
    }

    private static String value(SplittableRandom random) {
        return random.nextBoolean() ? anyText(random, 12) : oneOf(random, "sim", "serial", "gpio", "tournament",
                "casual", "300+3", "5x", "99999999", "-", "1500", "+42", "\u0664\u0662",
                "/tmp/touchmove-properties-state", "var/state", "~/x", "", "1200", "100", "1,2,3,4,5,6,7,8",
                "identity", "second-loses", "a\\");
    }

    /** Keys that are prefixes or parts of each other, so a problem's words could point at the wrong one. */
    private static final String[] OVERLAPPING_KEYS = {"b", "board", "board.id", "id", "game", "game.mode", "mode",
        "game.mode.x", "state", "state.dir", "dir", "serial", "serial.port", "port", "hal.provider", "provider",
        "game.timeControl", "timeControl", "emulate.dgt", "dgt", "mqtt.host", "announce.x", "s", "e", "a"};

    /** Up to 8 settings of overlapping keys with valid, mutated or odd values. */
    static String overlapping(SplittableRandom random) {
        return joined(random, 8, "\n", r -> oneOf(r, OVERLAPPING_KEYS) + " = " + (r.nextBoolean() ? value(r)
                : SeededCases.mutated(r, value(r)).replace('\n', ' ').replace('\r', ' ')));
    }

    @Test
    void eachProblemIsOnTheLineOfTheKeyItNames() {
        SeededCases.check(SEED + 2_000_000, 500, Duration.ofSeconds(60), ConfigurationProperties::overlapping,
                text -> {
                    Path file = Files.writeString(dir.resolve("o.properties"), text);
                    try {
                        Settings.load(file);
                    } catch (UserError e) {
                        ConfigFile parsed = ConfigFile.parse(text);
                        for (String problem : e.getMessage().lines().skip(1).map(String::strip).toList()) {
                            java.util.regex.Matcher m = java.util.regex.Pattern.compile("^line (\\d+): (.*)$")
                                    .matcher(problem);
                            assertThat(m.matches()).as("names its line: %s", problem).isTrue();
                            int line = Integer.parseInt(m.group(1));
                            String rest = m.group(2);
                            parsed.lines().forEach((key, at) -> {
                                // A missing key is put on the line of the provider that asks for it.
                                if (at == line && !rest.startsWith("expected 'key = value'")
                                        && !rest.startsWith("missing key '")) {
                                    assertThat(rest).as("problem on line %d names %s", line, key)
                                            .containsPattern("(?<![\\w.-])" + java.util.regex.Pattern.quote(key)
                                                    + "(?![\\w-]|\\.\\w)");
                                }
                            });
                        }
                    }
                });
    }

    /** Any bytes, or the UTF-8 of any text (sometimes after a BOM) with perhaps one byte changed. */
    static byte[] fileBytes(SplittableRandom random) {
        if (random.nextBoolean()) {
            return anyBytes(random, 255);
        }
        String text = (random.nextInt(4) == 0 ? "\uFEFF" : "") + anyText(random, 60);
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        if (bytes.length > 0 && random.nextBoolean()) {
            bytes[random.nextInt(bytes.length)] = (byte) random.nextInt(256);
        }
        return bytes;
    }

    @Test
    void anyConfigurationIsSettingsOrOneErrorListingTheProblems() {
        SeededCases.check(SEED, CASES, Duration.ofSeconds(60), ConfigurationProperties::configuration, text -> {
            Path file = Files.writeString(dir.resolve("c.properties"), text);
            try {
                Settings settings = Settings.load(file);
                assertThat(settings.stateDir().isAbsolute()).isTrue();
            } catch (UserError e) {
                assertThat(e.getMessage()).startsWith(file.toString());
                assertThat(e.getMessage().lines().skip(1)).allMatch(l -> l.startsWith("  "));
            }
        });
    }

    @Test
    void anyBytesAreTextOrNameTheLineThatIsNotUtf8() {
        SeededCases.check(SEED + 1_000_000, CASES, Duration.ofSeconds(60), ConfigurationProperties::fileBytes,
                bytes -> {
                    try {
                        String text = InputFile.decode(bytes, "f");
                        assertThat(text).doesNotStartWith("\uFEFF");
                    } catch (UserError e) {
                        assertThat(e.getMessage()).startsWith("f: line ").contains("not UTF-8");
                    }
                });
    }
}
