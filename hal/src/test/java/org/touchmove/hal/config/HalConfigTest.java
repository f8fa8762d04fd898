package org.touchmove.hal.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.Hardware;
import org.touchmove.hal.ManualTimeSource;
import org.touchmove.hal.Squares;
import org.touchmove.hal.geometry.Orientation;
import org.touchmove.hal.gpio.GpioSettings;
import org.touchmove.hal.serial.LinkState;
import org.touchmove.hal.serial.SerialBoard;
import org.touchmove.hal.serial.SerialSettings;

class HalConfigTest {

    private static Properties load(String name) throws IOException {
        Path file = Path.of("..", "config", name);
        assertThat(file).as("example configuration %s", file.toAbsolutePath()).exists();
        Properties whole = new Properties();
        try (Reader r = Files.newBufferedReader(file)) {
            whole.load(r);
        }
        // The example is a whole board's file: its hardware keys are the hal's; the controller's own (board.*) are
        // split off by the firmware's Settings, by these same prefixes, before the hal sees the rest.
        Properties hardware = new Properties();
        whole.stringPropertyNames().stream()
                .filter(k -> List.of("hal.", "gpio.", "serial.", "geometry.", "scan.").stream().anyMatch(k::startsWith))
                .forEach(k -> hardware.setProperty(k, whole.getProperty(k)));
        assertThat(whole.stringPropertyNames()).as("only hardware keys and the controller's board.* keys")
                .allMatch(k -> hardware.containsKey(k) || k.startsWith("board."));
        return hardware;
    }

    @Test
    void parse_gpioExample_allKeysApplied() throws IOException {
        HalConfig config = HalConfig.parse(load("gpio-example.properties"));
        assertThat(config.provider()).isEqualTo("gpio");
        GpioSettings gpio = config.gpio().orElseThrow();
        assertThat(gpio.pins().rows()).containsExactly(4, 5, 6, 12, 13, 16, 17, 18);
        assertThat(gpio.pins().buttons()).containsEntry(ClockButton.WHITE, 27).containsEntry(ClockButton.PAUSE, 8);
        assertThat(gpio.scansPerSecond()).isEqualTo(100);
        assertThat(gpio.scan().settleNanos()).isEqualTo(10_000);
        assertThat(config.serial()).isEmpty();
    }

    @Test
    void parse_serialExample_columnWiringApplied() throws IOException {
        HalConfig config = HalConfig.parse(load("serial-example.properties"));
        SerialSettings serial = config.serial().orElseThrow();
        assertThat(serial.port()).isEqualTo("/dev/ttyACM0");
        assertThat(serial.heartbeatTimeout()).isEqualTo(Duration.ofSeconds(3));
        assertThat(Squares.name(config.geometry().squareOf(1))).isEqualTo("a2");
    }

    @Test
    void parse_unknownKey_namesItSuggestsAndListsValidKeys() {
        Map<String, String> m = Map.of("hal.provider", "serial", "serial.port", "/dev/x", "serial.baudrate", "9600");
        assertThatThrownBy(() -> HalConfig.parse(m))
                .isInstanceOf(HalConfigException.class)
                .hasMessageContaining("unknown key 'serial.baudrate'")
                .hasMessageContaining("did you mean 'serial.baud'?")
                .hasMessageContaining("valid keys: geometry.orientation, geometry.wiring");
    }

    @Test
    void parse_severalProblems_allReportedWithTheirKeys() {
        Map<String, String> m = new HashMap<>();
        m.put("hal.provider", "gpio");
        m.put("gpio.rows", "1,2,3");
        m.put("scan.debounce-scans", "three");
        m.put("geometry.orientation", "sideways");
        HalConfigException e = (HalConfigException) catchThrowable(m);
        // the row count is checked once both pin lists are there
        assertThat(e.problems()).hasSize(3);
        assertThat(e.getMessage())
                .contains("missing key 'gpio.columns'")
                .contains("key 'scan.debounce-scans' = 'three'")
                .contains("key 'geometry.orientation' = 'sideways'")
                .contains("expected standard or rotated");
    }

    @Test
    void parse_wiringWithDuplicate_namesTheKeyAndSquare() {
        StringBuilder names = new StringBuilder("a1 a1");
        for (int i = 2; i < 64; i++) {
            names.append(' ').append(Squares.name(i));
        }
        Map<String, String> m = Map.of("hal.provider", "serial", "serial.port", "/dev/x",
                "geometry.wiring", names.toString());
        assertThatThrownBy(() -> HalConfig.parse(m))
                .hasMessageContaining("geometry.wiring: the wiring map must name 64 distinct squares")
                .hasMessageContaining("missing [b1]");
    }

    @Test
    void parse_orientationAndMaskedSquares() {
        HalConfig c = HalConfig.parse(Map.of("hal.provider", "serial", "serial.port", "/dev/x",
                "geometry.orientation", "rotated", "scan.masked-squares", "e4, H1"));
        assertThat(c.geometry().orientation()).isEqualTo(Orientation.ROTATED);
        assertThat(c.scan().maskedSquares().isOccupied(Squares.parse("h1"))).isTrue();
        assertThat(c.scan().maskedSquares().count()).isEqualTo(2);
    }

    @Test
    void open_unknownProvider_listsAvailableOnes() {
        HalConfig c = HalConfig.parse(Map.of("hal.provider", "usb-magic"));
        assertThatThrownBy(() -> HalProviders.open(c, new ManualTimeSource(0), Map.of("sim", (cfg, t) -> null)))
                .hasMessageContaining("'usb-magic': unknown provider (available: gpio, serial, sim)");
    }

    @Test
    void open_registeredSimProvider_receivesItsKeys() {
        AtomicReference<HalConfig> seen = new AtomicReference<>();
        Hardware fake = new FakeHardware();
        Hardware built = HalProviders.open(HalConfig.parse(Map.of("hal.provider", "sim", "sim.script", "x.txt")),
                new ManualTimeSource(0), Map.of("sim", (cfg, t) -> {
                    seen.set(cfg);
                    return fake;
                }));
        assertThat(built).isSameAs(fake);
        assertThat(seen.get().providerKeys()).containsExactly(Map.entry("sim.script", "x.txt"));
    }

    @Test
    void open_simKeysWithGpioProvider_rejected() {
        assertThatThrownBy(() -> HalConfig.parse(Map.of("hal.provider", "serial", "serial.port", "/dev/x",
                "sim.script", "x"))).hasMessageContaining("unknown key 'sim.script'");
    }

    @Test
    void open_serialOnMissingPort_startsDisconnectedAndCloses() {
        Hardware hw = HalProviders.open(HalConfig.parse(Map.of("hal.provider", "serial",
                "serial.port", "/nonexistent/touchmove-test-port")), System::nanoTime, Map.of());
        try {
            hw.start();
            assertThat(hw).isInstanceOf(SerialBoard.class);
            assertThat(((SerialBoard) hw).status().state()).isEqualTo(LinkState.DISCONNECTED);
            assertThatThrownBy(() -> hw.sensor().current()).hasMessageContaining("no occupancy from /nonexistent");
        } finally {
            hw.close();
        }
    }

    /** Found by HalConfigProperties: a value or key was echoed raw, a newline in it split the problem in two. */
    @Test
    void aProblemQuotingAValueOrKeyIsOneLineOfSensibleLength() {
        HalConfigException e = (HalConfigException) catchThrowable(Map.of("hal.provider", "serial", "serial.port",
                "/dev/x", "serial.baud", "12\n00" + "9".repeat(100_000), "sed\nserial.baud", "1"));
        assertThat(e.problems()).hasSize(2).allSatisfy(p -> assertThat(p).doesNotContain("\n").hasSizeLessThan(1_500));
        assertThat(e.problems()).anySatisfy(p -> assertThat(p).startsWith("unknown key 'sed\\u000aserial.baud'"))
                .anySatisfy(p -> assertThat(p).startsWith("key 'serial.baud' = '12\\u000a00999"));
    }

    private static Throwable catchThrowable(Map<String, String> m) {
        try {
            HalConfig.parse(m);
        } catch (HalConfigException e) {
            return e;
        }
        throw new AssertionError("no error for " + m);
    }
}
