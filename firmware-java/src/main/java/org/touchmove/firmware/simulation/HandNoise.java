package org.touchmove.firmware.simulation;

import java.util.Arrays;
import java.util.Locale;
import org.touchmove.sim.hands.NoiseProfile;

/**
 * How untidy the replay's noisy hand is: the simulator's noise profiles (docs/simulated-board.md, "Human hands"), from
 * an ordinary player to everything that can go wrong, often. The tidy hand is no noise at all.
 */
public enum HandNoise {
    /** An ordinary player on an ordinary board: some bounce, an occasional slide or re-grip (the default). */
    TYPICAL,
    /** A blitz player: short pauses and flights, more bounce and sliding. */
    FAST,
    /** A hesitant player: long pauses and flights, re-grips. */
    SLOW,
    /** Bounce on every contact, long bounces the sensor sees, most moves slid, many re-grips. */
    NERVOUS;

    public NoiseProfile profile() {
        return switch (this) {
            case TYPICAL -> NoiseProfile.typical();
            case FAST -> NoiseProfile.fastHands();
            case SLOW -> NoiseProfile.slowHands();
            case NERVOUS -> NoiseProfile.nervous();
        };
    }

    /** The name on the command line: typical, fast, slow, nervous. */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The level named {@code name} (one of the wire names); IllegalArgumentException naming the choices otherwise. */
    public static HandNoise parse(String name) {
        for (HandNoise level : values()) {
            if (level.wireName().equals(name)) {
                return level;
            }
        }
        throw new IllegalArgumentException("unknown hand noise '" + name + "': one of "
                + String.join(", ", Arrays.stream(values()).map(HandNoise::wireName).toList()));
    }
}
