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
import org.touchmove.hal.scan.ButtonDebouncer;

/** Clock buttons on GPIO inputs, sampled raw; ids {@code button-white}, {@code button-black}, ... */
final class GpioButtonInputs {

    private final Map<ClockButton, DigitalInput> inputs = new EnumMap<>(ClockButton.class);
    /** The same inputs as arrays, with each button's sample bit: a sample (100 a second) allocates nothing. */
    private final DigitalInput[] sampled;
    private final int[] bits;
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
        this.sampled = inputs.values().toArray(new DigitalInput[0]);
        this.bits = inputs.keySet().stream().mapToInt(ButtonDebouncer::bit).toArray();
    }

    static String id(ClockButton button) {
        return "button-" + button.wireName();
    }

    Set<ClockButton> buttons() {
        return inputs.isEmpty() ? EnumSet.noneOf(ClockButton.class) : EnumSet.copyOf(inputs.keySet());
    }

    /** The buttons that read pressed now, as a {@link ButtonDebouncer} sample mask. */
    int sampleDown() {
        int down = 0;
        for (int i = 0; i < sampled.length; i++) {
            if (sampled[i].state() == pressed) {
                down |= bits[i];
            }
        }
        return down;
    }
}
