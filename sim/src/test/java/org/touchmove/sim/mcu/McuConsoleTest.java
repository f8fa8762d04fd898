package org.touchmove.sim.mcu;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;
import org.touchmove.hal.ManualTimeSource;
import org.touchmove.hal.Occupancy;
import org.touchmove.hal.Squares;
import org.touchmove.hal.serial.DecodedFrame;
import org.touchmove.hal.serial.Frame;
import org.touchmove.hal.serial.FrameDecoder;
import org.touchmove.hal.ClockButton;

class McuConsoleTest {

    private final ByteArrayOutputStream wire = new ByteArrayOutputStream();
    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private final McuConsole console = new McuConsole(new McuEmulator(wire, null, new ManualTimeSource(0)),
            new PrintStream(printed, true, StandardCharsets.UTF_8));

    @Test
    void execute_liftAndPlace_sendWholeOccupancyEachTime() throws Exception {
        for (String command : new String[] {"start", "lift e2", "place e4", "press White"}) {
            assertThat(console.execute(command)).isTrue();
        }
        assertThat(console.execute("quit")).isFalse();
        Occupancy afterLift = Occupancy.START.without(Squares.parse("e2"));
        assertThat(new FrameDecoder("t", 1).feed(wire.toByteArray(), 0)).extracting(DecodedFrame::frame)
                .containsExactly(new Frame.OccupancyFrame(Occupancy.START.bits()),
                        new Frame.OccupancyFrame(afterLift.bits()),
                        new Frame.OccupancyFrame(afterLift.with(Squares.parse("e4")).bits()),
                        new Frame.ButtonFrame(ClockButton.WHITE, true), new Frame.ButtonFrame(ClockButton.WHITE, false));
    }

    @Test
    void execute_badCommands_reportedAndNothingSent() throws Exception {
        console.execute("lift z9");
        console.execute("press nobody");
        console.execute("fly");
        assertThat(wire.size()).isZero();
        assertThat(printed.toString(StandardCharsets.UTF_8))
                .contains("error: not a square: 'z9'")
                .contains("error: unknown clock button 'nobody'")
                .contains("error: unknown command 'fly'");
    }
}
