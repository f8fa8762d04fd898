package org.touchmove.hal.config;

import java.util.Map;
import java.util.Properties;
import java.util.TreeSet;

import org.touchmove.hal.Hardware;
import org.touchmove.hal.TimeSource;
import org.touchmove.hal.gpio.GpioBoard;
import org.touchmove.hal.serial.SerialBoard;

/**
 * Builds the {@link Hardware} that {@code hal.provider} names: {@code gpio} and {@code serial} are
 * built here; any other name must be registered by the app (e.g. {@code sim} from the sim module).
 * The returned hardware is idle: add the listeners, then call {@link Hardware#start()}.
 */
public final class HalProviders {

    private HalProviders() {
    }

    public static Hardware open(Properties properties, TimeSource time, Map<String, HardwareFactory> registered) {
        return open(HalConfig.parse(properties), time, registered);
    }

    public static Hardware open(HalConfig config, TimeSource time, Map<String, HardwareFactory> registered) {
        switch (config.provider()) {
            case "gpio":
                return GpioBoard.open(config.gpio().orElseThrow(), config.geometry(), time, new LoggedClockDisplay());
            case "serial":
                return new SerialBoard(config.serial().orElseThrow(), config.geometry(), time);
            default:
                HardwareFactory factory = registered.get(config.provider());
                if (factory == null) {
                    TreeSet<String> known = new TreeSet<>(registered.keySet());
                    known.add("gpio");
                    known.add("serial");
                    throw new HalConfigException(java.util.List.of("key '" + HalConfig.PROVIDER + "' = '"
                            + org.touchmove.hal.text.Excerpt.of(config.provider()) + "': unknown provider (available: " + String.join(", ", known) + ")"));
                }
                return factory.create(config, time);
        }
    }
}
