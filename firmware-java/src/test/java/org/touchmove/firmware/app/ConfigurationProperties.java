package org.touchmove.firmware.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * Issue 14: any configuration file (any bytes) gives settings or one {@link UserError} whose lines
 * each name a problem; never another exception.
 */
class ConfigurationProperties {

    private static Path dir;

    @BeforeContainer
    static void makeDirectory() throws IOException {
        dir = Files.createTempDirectory("touchmove-config-properties");
    }

    @AfterContainer
    static void removeDirectory() throws IOException {
        try (var files = Files.list(dir)) {
            for (Path p : files.toList()) {
                Files.delete(p);
            }
        }
        Files.delete(dir);
    }

    @Provide
    Arbitrary<String> configurations() {
        Arbitrary<String> key = Arbitraries.of("board.id", "game.mode", "game.timeControl", "game.standstillMs",
                "game.illegalMoveRule", "state.dir", "hal.provider", "serial.port", "serial.baud",
                "serial.frame-timeout-ms", "gpio.rows", "gpio.columns", "scan.rate-hz", "scan.debounce-scans",
                "geometry.wiring", "sim.x", "bogus.key", "");
        Arbitrary<String> value = Arbitraries.oneOf(Arbitraries.of("sim", "serial", "gpio", "tournament", "casual",
                "300+3", "5x", "99999999", "-", "1500", "+42", "\u0664\u0662", "/tmp/touchmove-properties-state",
                "var/state", "~/x", "", "1200", "100", "1,2,3,4,5,6,7,8", "identity", "second-loses", "a\\"),
                Arbitraries.strings().ofMaxLength(12));
        Arbitrary<String> separator = Arbitraries.of(" = ", "=", ": ", " ", "");
        Arbitrary<String> line = Arbitraries.oneOf(
                net.jqwik.api.Combinators.combine(key, separator, value).as((k, s, v) -> k + s + v),
                Arbitraries.of("# comment", "! comment", "", "\uFEFF", "key = a \\"),
                Arbitraries.strings().ofMaxLength(20));
        return line.list().ofMaxSize(10).map(ls -> String.join("\n", ls));
    }

    @Property(tries = 500)
    void anyConfigurationIsSettingsOrOneErrorListingTheProblems(@ForAll("configurations") String text)
            throws IOException {
        Path file = Files.writeString(dir.resolve("c.properties"), text);
        try {
            Settings settings = Settings.load(file);
            assertThat(settings.stateDir().isAbsolute()).isTrue();
        } catch (UserError e) {
            assertThat(e.getMessage()).startsWith(file.toString());
            assertThat(e.getMessage().lines().skip(1)).allMatch(l -> l.startsWith("  "));
        }
    }

    @Property(tries = 500)
    void anyBytesAreTextOrNameTheLineThatIsNotUtf8(@ForAll byte[] bytes) {
        try {
            String text = InputFile.decode(bytes, "f");
            assertThat(text).doesNotStartWith("\uFEFF");
        } catch (UserError e) {
            assertThat(e.getMessage()).startsWith("f: line ").contains("not UTF-8");
        }
    }
}
