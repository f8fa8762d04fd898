package org.touchmove.hal.config;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;

import org.touchmove.hal.ClockButton;
import org.touchmove.hal.Occupancy;
import org.touchmove.hal.Squares;
import org.touchmove.hal.geometry.BoardGeometry;
import org.touchmove.hal.geometry.Orientation;
import org.touchmove.hal.gpio.GpioPins;
import org.touchmove.hal.gpio.GpioPlatform;
import org.touchmove.hal.gpio.GpioSettings;
import org.touchmove.hal.scan.ScanSettings;
import org.touchmove.hal.serial.SerialSettings;
import org.touchmove.hal.text.Excerpt;
import org.touchmove.hal.text.WholeNumber;

/**
 * The hardware configuration, parsed and validated from a flat key map (a {@code .properties}
 * file). {@code gpio} and {@code serial} are present only when {@code hal.provider} selects them;
 * keys under {@code <provider>.} for any other provider (e.g. {@code sim.}) are passed through raw.
 */
public record HalConfig(String provider, BoardGeometry geometry, ScanSettings scan, Optional<GpioSettings> gpio,
                        Optional<SerialSettings> serial, Map<String, String> providerKeys) {

    public static final String PROVIDER = "hal.provider";

    /** Every key this parser knows, with what it takes; keys for other providers are under their name. */
    public static final Map<String, String> KEYS = keys();

    private static Map<String, String> keys() {
        Map<String, String> k = new TreeMap<>();
        k.put(PROVIDER, "gpio | serial | a provider registered by the app (e.g. sim)");
        k.put("geometry.orientation", "standard | rotated (default standard)");
        k.put("geometry.wiring", "identity, or 64 square names in sensor order (default identity)");
        k.put("scan.debounce-scans", "equal scans before a square changes, 1..1000 (default 3)");
        k.put("scan.settle-us", "microseconds between driving a row and reading, 0..10000 (default 10)");
        k.put("scan.diodes", "true | false: switches have diodes; false enables the ghost check (default true)");
        k.put("scan.masked-squares", "squares whose sensor is ignored, e.g. 'e4 h1' (default none)");
        k.put("scan.rate-hz", "scans per second, 1..2000 (default 100)");
        k.put("scan.button-debounce-samples", "equal samples before a button changes, 1..1000 (default 3)");
        k.put("gpio.rows", "8 GPIO numbers of the row lines, comma separated (required for gpio)");
        k.put("gpio.columns", "8 GPIO numbers of the column lines (required for gpio)");
        k.put("gpio.rows-active-high", "true | false (default true: rows driven high, columns pulled down)");
        k.put("gpio.buttons-active-low", "true | false (default true: a pressed button reads low)");
        for (ClockButton b : ClockButton.values()) {
            k.put("gpio.button." + b.wireName(), "GPIO number of the " + b.wireName() + " button (optional)");
        }
        k.put("gpio.provider.input", "Pi4J digital input provider id (default: the platform's)");
        k.put("gpio.provider.output", "Pi4J digital output provider id (default: the platform's)");
        k.put("gpio.platform", "auto | mock: the board's GPIO, or Pi4J's mock pins for benchmarks and development"
                + " (default auto)");
        k.put("serial.port", "device path, e.g. /dev/ttyACM0 (required for serial)");
        k.put("serial.baud", "line speed (default 115200)");
        k.put("serial.heartbeat-timeout-ms", "no frame for this long is reported (default 3000)");
        k.put("serial.reconnect-initial-ms", "first wait before reopening (default 500)");
        k.put("serial.reconnect-max-ms", "longest wait before reopening (default 10000)");
        k.put("serial.frame-timeout-ms", "an incomplete frame older than this is truncated (default 100, longer below 28800 baud;"
                + " at least twice the longest frame's time on the line)");
        return Map.copyOf(k);
    }

    public static HalConfig parse(Properties properties) {
        Map<String, String> map = new TreeMap<>();
        for (String name : properties.stringPropertyNames()) {
            map.put(name, properties.getProperty(name));
        }
        return parse(map);
    }

    /** Parses and validates; throws {@link HalConfigException} listing every problem. */
    public static HalConfig parse(Map<String, String> config) {
        Reader r = new Reader(config);
        String provider = r.required(PROVIDER, s -> s.trim().toLowerCase(Locale.ROOT));
        for (String key : new TreeSet<>(config.keySet())) {
            boolean otherProvider = provider != null && !KEYS.containsKey(key) && key.startsWith(provider + ".")
                    && !provider.equals("gpio") && !provider.equals("serial");
            if (!KEYS.containsKey(key) && !otherProvider) {
                r.problems.add("unknown key '" + Excerpt.of(key) + "'" + suggestion(key) + "; valid keys: "
                        + String.join(", ", new TreeSet<>(KEYS.keySet()))
                        + (provider == null || provider.equals("gpio") || provider.equals("serial") ? ""
                                : ", or any key under '" + Excerpt.of(provider) + ".'"));
            }
        }
        Orientation orientation = r.optional("geometry.orientation", Orientation::parse, Orientation.STANDARD);
        List<Integer> wiring = r.optional("geometry.wiring",
                s -> s.trim().equalsIgnoreCase("identity") ? BoardGeometry.identityWiring() : BoardGeometry.parseWiring(s),
                BoardGeometry.identityWiring());
        BoardGeometry geometry = r.build("geometry.wiring", () -> new BoardGeometry(orientation, wiring));
        Occupancy masked = r.optional("scan.masked-squares", HalConfig::parseSquares, Occupancy.EMPTY);
        int debounce = r.optional("scan.debounce-scans", HalConfig::wholeNumber, 3);
        long settle = r.optional("scan.settle-us", s -> (long) wholeNumber(s), 10L);
        boolean diodes = r.optional("scan.diodes", HalConfig::parseBoolean, true);
        ScanSettings scan = r.build("scan.*", () -> new ScanSettings(debounce, settle * 1000, diodes, masked));
        int rate = r.optional("scan.rate-hz", HalConfig::wholeNumber, 100);
        int buttonSamples = r.optional("scan.button-debounce-samples", HalConfig::wholeNumber, 3);

        Optional<GpioSettings> gpio = Optional.empty();
        Optional<SerialSettings> serial = Optional.empty();
        Map<String, String> providerKeys = new TreeMap<>();
        if ("gpio".equals(provider)) {
            List<Integer> rows = r.required("gpio.rows", HalConfig::parsePins);
            List<Integer> columns = r.required("gpio.columns", HalConfig::parsePins);
            Map<ClockButton, Integer> buttons = new EnumMap<>(ClockButton.class);
            for (ClockButton b : ClockButton.values()) {
                Integer pin = r.optional("gpio.button." + b.wireName(), HalConfig::wholeNumber, null);
                if (pin != null) {
                    buttons.put(b, pin);
                }
            }
            boolean rowsHigh = r.optional("gpio.rows-active-high", HalConfig::parseBoolean, true);
            boolean buttonsLow = r.optional("gpio.buttons-active-low", HalConfig::parseBoolean, true);
            String in = r.optional("gpio.provider.input", String::trim, null);
            String out = r.optional("gpio.provider.output", String::trim, null);
            GpioPlatform platform = r.optional("gpio.platform", GpioPlatform::parse, GpioPlatform.AUTO);
            if (rows != null && columns != null && scan != null) {
                GpioPins pins = r.build("gpio.*", () -> new GpioPins(rows, columns, buttons, rowsHigh, buttonsLow));
                if (pins != null) {
                    gpio = Optional.ofNullable(r.build("scan.rate-hz / scan.button-debounce-samples",
                            () -> new GpioSettings(pins, scan, rate, buttonSamples, in, out, platform)));
                }
            }
        } else if ("serial".equals(provider)) {
            String port = r.required("serial.port", String::trim);
            SerialSettings d = SerialSettings.defaults(port == null ? "-" : port);
            int baud = r.optional("serial.baud", s -> WholeNumber.parseInt(s, "serial.baud", 300, 4_000_000), d.baud());
            Duration heartbeat = r.optional("serial.heartbeat-timeout-ms", HalConfig::millis, d.heartbeatTimeout());
            Duration initial = r.optional("serial.reconnect-initial-ms", HalConfig::millis, d.reconnectInitial());
            Duration max = r.optional("serial.reconnect-max-ms", HalConfig::millis, d.reconnectMax());
            // Unset, the frame time-out follows the line speed; set, it must suit it (SerialSettings checks).
            Duration frame = r.optional("serial.frame-timeout-ms", HalConfig::millis, SerialSettings.frameTimeoutFor(baud));
            if (port != null) {
                serial = Optional.ofNullable(r.build("serial.*",
                        () -> new SerialSettings(port, baud, heartbeat, initial, max, frame)));
            }
        } else if (provider != null) {
            config.forEach((k, v) -> {
                if (k.startsWith(provider + ".")) {
                    providerKeys.put(k, v);
                }
            });
        }
        if (!r.problems.isEmpty()) {
            throw new HalConfigException(r.problems);
        }
        return new HalConfig(provider, geometry, scan, gpio, serial, Map.copyOf(providerKeys));
    }

    private static String suggestion(String key) {
        String best = null;
        int bestDistance = key.length() / 3 + 1;
        for (String known : KEYS.keySet()) {
            int d = distance(key, known);
            if (d < bestDistance) {
                bestDistance = d;
                best = known;
            }
        }
        return best == null ? "" : " (did you mean '" + best + "'?)";
    }

    private static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }

    private static List<Integer> parsePins(String s) {
        List<Integer> pins = new ArrayList<>();
        for (String token : s.trim().split("[\\s,]+")) {
            pins.add(wholeNumber(token));
        }
        return pins;
    }

    private static Occupancy parseSquares(String s) {
        Occupancy o = Occupancy.EMPTY;
        if (s.isBlank() || s.trim().equalsIgnoreCase("none")) {
            return o;
        }
        for (String token : s.trim().split("[\\s,]+")) {
            o = o.with(Squares.parse(token.toLowerCase(Locale.ROOT)));
        }
        return o;
    }

    private static boolean parseBoolean(String s) {
        return switch (s.trim().toLowerCase(Locale.ROOT)) {
            case "true", "yes", "on" -> true;
            case "false", "no", "off" -> false;
            default -> throw new IllegalArgumentException("expected true or false");
        };
    }

    private static Duration millis(String s) {
        return Duration.ofMillis(WholeNumber.parse(s, "milliseconds", 1, 3_600_000));
    }

    /** A count or number in a hal key: digits 0-9 only; the settings records check the range. */
    private static int wholeNumber(String s) {
        return WholeNumber.parseInt(s, "the value", 0, Integer.MAX_VALUE);
    }

    /** Reads keys, collecting problems instead of stopping at the first. */
    private static final class Reader {
        private final Map<String, String> config;
        private final List<String> problems = new ArrayList<>();

        Reader(Map<String, String> config) {
            this.config = config;
        }

        <T> T required(String key, Function<String, T> parse) {
            if (!config.containsKey(key) || config.get(key).isBlank()) {
                problems.add("missing key '" + key + "': " + KEYS.get(key));
                return null;
            }
            return optional(key, parse, null);
        }

        <T> T optional(String key, Function<String, T> parse, T fallback) {
            String value = config.get(key);
            if (value == null) {
                return fallback;
            }
            try {
                return parse.apply(value);
            } catch (RuntimeException e) {
                // The value is quoted cut and with controls escaped: a problem is one readable line, whatever was typed.
                problems.add("key '" + key + "' = '" + Excerpt.of(value) + "': " + reason(e) + " (expected "
                        + KEYS.get(key) + ")");
                return fallback;
            }
        }

        <T> T build(String keys, java.util.function.Supplier<T> builder) {
            try {
                return builder.get();
            } catch (RuntimeException e) {
                problems.add(keys + ": " + reason(e));
                return null;
            }
        }

        /** What a parser or a settings record said, as one line of sensible length. */
        private static String reason(RuntimeException e) {
            return e.getMessage() == null ? "not a valid value" : Excerpt.of(e.getMessage(), Excerpt.MAX_PROBLEM_CHARS);
        }
    }
}
