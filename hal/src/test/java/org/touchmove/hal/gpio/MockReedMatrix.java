package org.touchmove.hal.gpio;

import com.pi4j.context.Context;
import com.pi4j.io.gpio.digital.DigitalOutput;
import com.pi4j.io.gpio.digital.DigitalState;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalInput;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.ManualTimeSource;
import org.touchmove.hal.scan.SettleDelay;

/**
 * The physical side of a reed matrix on Pi4J's mock pins: while the scanner waits for the lines to
 * settle, the columns take the state of the switches (sensor order) in the row that is driven.
 * Rows are active-high, columns pulled down, buttons active-low.
 */
final class MockReedMatrix implements SettleDelay {

    private final Context pi4j;
    private final ManualTimeSource time;
    /** Closed switches, bit = row * 8 + column. */
    long closed;

    MockReedMatrix(Context pi4j, ManualTimeSource time) {
        this.pi4j = pi4j;
        this.time = time;
    }

    @Override
    public void await(long nanos) {
        int driven = -1;
        for (int r = 0; r < 8; r++) {
            DigitalOutput row = pi4j.registry().get(GpioMatrixLines.rowId(r), DigitalOutput.class);
            if (row.state() == DigitalState.HIGH) {
                if (driven >= 0) {
                    throw new AssertionError("rows " + driven + " and " + r + " driven at once");
                }
                driven = r;
            }
        }
        for (int c = 0; c < 8; c++) {
            boolean on = driven >= 0 && (closed >>> (driven * 8 + c) & 1) != 0;
            column(c).mockState(on ? DigitalState.HIGH : DigitalState.LOW);
        }
        time.advanceTo(time.nanos() + nanos);
    }

    private MockDigitalInput column(int c) {
        return pi4j.registry().get(GpioMatrixLines.columnId(c), MockDigitalInput.class);
    }

    /** After a scan every column must have been released. */
    boolean anyRowDriven() {
        for (int r = 0; r < 8; r++) {
            if (pi4j.registry().get(GpioMatrixLines.rowId(r), DigitalOutput.class).state() == DigitalState.HIGH) {
                return true;
            }
        }
        return false;
    }

    void button(ClockButton button, boolean down) {
        pi4j.registry().get(GpioButtonInputs.id(button), MockDigitalInput.class)
                .mockState(down ? DigitalState.LOW : DigitalState.HIGH);
    }
}
