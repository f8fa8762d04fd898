package org.touchmove.hal.dgt;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import org.touchmove.hal.Hardware;
import org.touchmove.hal.TimeSource;
import org.touchmove.hal.config.HalConfig;
import org.touchmove.hal.config.HalConfigException;
import org.touchmove.hal.config.HardwareFactory;

/**
 * {@code hal.provider = dgt}: a real DGT board with its DGT 3000 clock on a serial port. The app
 * registers it under the name "dgt". Keys (docs/dgt.md): {@code dgt.port} (required),
 * {@code dgt.ack-timeout-ms} (2500), {@code dgt.max-attempts} (3), {@code dgt.reconnect-ms} (500),
 * {@code dgt.white-side} ({@code left} or {@code right} of the clock; left).
 */
public final class DgtHardwareFactory implements HardwareFactory {

    public static final String NAME = "dgt";

    @Override
    public Hardware create(HalConfig config, TimeSource time) {
        Map<String, String> keys = config.providerKeys();
        List<String> problems = new ArrayList<>();
        for (String key : keys.keySet()) {
            if (!List.of("dgt.port", "dgt.ack-timeout-ms", "dgt.max-attempts", "dgt.reconnect-ms", "dgt.white-side")
                    .contains(key)) {
                problems.add("unknown key '" + key + "' (dgt keys: dgt.port, dgt.ack-timeout-ms, dgt.max-attempts, "
                        + "dgt.reconnect-ms, dgt.white-side)");
            }
        }
        String port = keys.get("dgt.port");
        if (port == null || port.isBlank()) {
            problems.add("key 'dgt.port' is required: the DGT board's serial device, e.g. /dev/ttyUSB0");
        }
        DgtReaderSettings d = DgtReaderSettings.DEFAULT;
        Duration ack = value(keys, "dgt.ack-timeout-ms", s -> Duration.ofMillis(Long.parseLong(s)), d.ackTimeout(), problems);
        int attempts = value(keys, "dgt.max-attempts", Integer::parseInt, d.maxAttempts(), problems);
        Duration reconnect = value(keys, "dgt.reconnect-ms", s -> Duration.ofMillis(Long.parseLong(s)), d.reconnectDelay(),
                problems);
        String side = keys.getOrDefault("dgt.white-side", "left").trim();
        if (!side.equals("left") && !side.equals("right")) {
            problems.add("key 'dgt.white-side' = '" + side + "': expected left or right");
        }
        DgtReaderSettings settings = null;
        if (problems.isEmpty()) {
            try {
                settings = new DgtReaderSettings(ack, attempts, reconnect, side.equals("left"));
            } catch (IllegalArgumentException e) {
                problems.add("dgt.*: " + e.getMessage());
            }
        }
        if (!problems.isEmpty()) {
            throw new HalConfigException(problems);
        }
        return DgtBoardReader.serial(port.trim(), time, settings); // started by whoever subscribes (Hardware.start)
    }

    private static <T> T value(Map<String, String> keys, String key, Function<String, T> parse, T fallback,
                               List<String> problems) {
        String text = keys.get(key);
        if (text == null) {
            return fallback;
        }
        try {
            return parse.apply(text.trim());
        } catch (NumberFormatException e) {
            problems.add("key '" + key + "' = '" + text + "': not a number");
            return fallback;
        }
    }
}
