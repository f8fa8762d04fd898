package org.touchmove.hal.config;

import org.touchmove.hal.Hardware;
import org.touchmove.hal.TimeSource;

/** Builds a provider the app registers by name (the simulator lives outside hal). */
@FunctionalInterface
public interface HardwareFactory {

    /** {@code config.providerKeys()} holds the keys under the provider's name. */
    Hardware create(HalConfig config, TimeSource time);
}
