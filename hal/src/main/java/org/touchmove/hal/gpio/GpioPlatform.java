package org.touchmove.hal.gpio;

import java.util.Locale;

/**
 * Which Pi4J platform the GPIO provider runs on ({@code gpio.platform}). {@link #AUTO} is the board's own GPIO, what a
 * Raspberry Pi uses; {@link #MOCK} is Pi4J's mock platform, for benchmarks and development on a machine without GPIO:
 * the whole scan loop runs (every row driven, every column read at {@code scan.rate-hz}) on pins nobody wires, so
 * every square reads empty and no button is ever pressed.
 */
public enum GpioPlatform {
    /** Pi4J's auto-detected platform and providers (gpiod, linuxfs on a Raspberry Pi). */
    AUTO,
    /** Pi4J's mock platform: inputs that never change. */
    MOCK;

    public static GpioPlatform parse(String text) {
        return switch (text.trim().toLowerCase(Locale.ROOT)) {
            case "auto" -> AUTO;
            case "mock" -> MOCK;
            default -> throw new IllegalArgumentException("expected auto or mock");
        };
    }

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
