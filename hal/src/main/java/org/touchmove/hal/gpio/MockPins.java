package org.touchmove.hal.gpio;

import com.pi4j.Pi4J;
import com.pi4j.context.Context;
import com.pi4j.plugin.mock.platform.MockPlatform;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalInputProvider;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalOutputProvider;

/**
 * Pi4J's mock platform for {@code gpio.platform = mock}. It is built explicitly, never auto-detected: the jar leaves
 * out the mock plugin's service entry (firmware-java's shade filter), so a Raspberry Pi's auto context never picks
 * mock pins.
 */
final class MockPins {

    private MockPins() {
    }

    static Context context() {
        return Pi4J.newContextBuilder().noAutoDetect().add(new MockPlatform())
                .add(MockDigitalInputProvider.newInstance(), MockDigitalOutputProvider.newInstance()).build();
    }

    /** The settings with the mock providers where the configuration names none. */
    static GpioSettings providers(GpioSettings s) {
        return new GpioSettings(s.pins(), s.scan(), s.scansPerSecond(), s.buttonDebounceSamples(),
                s.inputProvider() == null ? "mock-digital-input" : s.inputProvider(),
                s.outputProvider() == null ? "mock-digital-output" : s.outputProvider(), s.platform());
    }
}
