package org.touchmove.hal.gpio;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

import com.pi4j.context.Context;
import com.pi4j.io.gpio.digital.DigitalInput;
import com.pi4j.io.gpio.digital.DigitalInputConfigBuilder;
import com.pi4j.io.gpio.digital.DigitalState;
import com.pi4j.io.gpio.digital.PullResistance;
import org.touchmove.hal.ClockButton;

/** Clock buttons on GPIO inputs, sampled raw; ids {@code button-white}, {@code button-black}, ... */
final class GpioButtonInputs {

    private final Map<ClockButton, DigitalInput> inputs = new EnumMap<>(ClockButton.class);
    private final DigitalState pressed;

    GpioButtonInputs(Context pi4j, GpioPins pins, String inputProvider) {
        this.pressed = pins.buttonsActiveLow() ? DigitalState.LOW : DigitalState.HIGH;
        for (Map.Entry<ClockButton, Integer> e : pins.buttons().entrySet()) {
            DigitalInputConfigBuilder in = DigitalInput.newConfigBuilder(pi4j)
                    .id(id(e.getKey())).name("clock button " + e.getKey().wireName()).address(e.getValue())
                    .pull(pins.buttonsActiveLow() ? PullResistance.PULL_UP : PullResistance.PULL_DOWN)
                    .debounce(0L);
            if (inputProvider != null) {
                in.provider(inputProvider);
            }
            inputs.put(e.getKey(), pi4j.create(in));
        }
    }

    static String id(ClockButton button) {
        return "button-" + button.wireName();
    }

    Set<ClockButton> buttons() {
        return inputs.isEmpty() ? EnumSet.noneOf(ClockButton.class) : EnumSet.copyOf(inputs.keySet());
    }

    Set<ClockButton> sampleDown() {
        Set<ClockButton> down = EnumSet.noneOf(ClockButton.class);
        for (Map.Entry<ClockButton, DigitalInput> e : inputs.entrySet()) {
            if (e.getValue().state() == pressed) {
                down.add(e.getKey());
            }
        }
        return down;
    }
}
