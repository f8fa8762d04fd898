package org.touchmove.hal.gpio;

import com.pi4j.context.Context;
import com.pi4j.io.gpio.digital.DigitalInput;
import com.pi4j.io.gpio.digital.DigitalInputConfigBuilder;
import com.pi4j.io.gpio.digital.DigitalOutput;
import com.pi4j.io.gpio.digital.DigitalOutputConfigBuilder;
import com.pi4j.io.gpio.digital.DigitalState;
import com.pi4j.io.gpio.digital.PullResistance;
import org.touchmove.hal.scan.MatrixLines;

/**
 * The matrix lines on Raspberry Pi GPIO through Pi4J: 8 row outputs, 8 column inputs. Pi4J's own
 * input debounce is off: the {@link org.touchmove.hal.scan.MatrixScanner} debounces per square.
 * I/O ids are {@code matrix-row-0..7} and {@code matrix-column-0..7}.
 */
public final class GpioMatrixLines implements MatrixLines {

    private final DigitalOutput[] rows = new DigitalOutput[8];
    private final DigitalInput[] columns = new DigitalInput[8];
    private final DigitalState active;
    private final DigitalState inactive;
    /** The row driven now, or -1: a scan changes two lines per row, not all eight (each write is a system call on a Pi). */
    private int driven = -1;

    public GpioMatrixLines(Context pi4j, GpioPins pins, String inputProvider, String outputProvider) {
        this.active = pins.rowsActiveHigh() ? DigitalState.HIGH : DigitalState.LOW;
        this.inactive = pins.rowsActiveHigh() ? DigitalState.LOW : DigitalState.HIGH;
        for (int i = 0; i < 8; i++) {
            DigitalOutputConfigBuilder out = DigitalOutput.newConfigBuilder(pi4j)
                    .id(rowId(i)).name("matrix row " + i).address(pins.rows().get(i))
                    .initial(inactive).shutdown(inactive);
            if (outputProvider != null) {
                out.provider(outputProvider);
            }
            rows[i] = pi4j.create(out);
            DigitalInputConfigBuilder in = DigitalInput.newConfigBuilder(pi4j)
                    .id(columnId(i)).name("matrix column " + i).address(pins.columns().get(i))
                    .pull(pins.rowsActiveHigh() ? PullResistance.PULL_DOWN : PullResistance.PULL_UP)
                    .debounce(0L);
            if (inputProvider != null) {
                in.provider(inputProvider);
            }
            columns[i] = pi4j.create(in);
        }
    }

    public static String rowId(int row) {
        return "matrix-row-" + row;
    }

    public static String columnId(int column) {
        return "matrix-column-" + column;
    }

    @Override
    public void driveRow(int row) {
        if (driven >= 0 && driven != row) {
            rows[driven].state(inactive);
        }
        driven = row; // before the write: should it fail, releaseRows still releases this row
        rows[row].state(active);
    }

    @Override
    public int readColumns() {
        int bits = 0;
        for (int c = 0; c < columns.length; c++) {
            if (columns[c].state() == active) {
                bits |= 1 << c;
            }
        }
        return bits;
    }

    @Override
    public void releaseRows() {
        if (driven >= 0) {
            rows[driven].state(inactive);
            driven = -1;
        }
    }
}
