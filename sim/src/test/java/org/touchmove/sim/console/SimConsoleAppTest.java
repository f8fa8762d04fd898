package org.touchmove.sim.console;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import org.touchmove.hal.Occupancy;
import org.touchmove.hal.Squares;

class SimConsoleAppTest {

    @Test
    void runsAVirtualBoardFromOptions() throws IOException {
        StringWriter out = new StringWriter();
        SimConsoleApp.run(new String[] {"--identity", "--debounce-ms", "10"},
                new StringReader("setup startpos\nlift e2\nshow\n"), new PrintWriter(out));
        assertThat(out.toString()).contains("[+0.000s] lift e2").contains("[+0.010s] show")
                .contains(Occupancy.START.without(Squares.parse("e2")).diagram() + "hand: P");
    }

    @Test
    void rejectsUnknownOptions() {
        assertThatThrownBy(() -> SimConsoleApp.run(new String[] {"--fast"}, new StringReader(""),
                new PrintWriter(new StringWriter()))).hasMessageContaining("--fast");
        assertThatThrownBy(() -> SimConsoleApp.run(new String[] {"--debounce-ms", "x"}, new StringReader(""),
                new PrintWriter(new StringWriter()))).hasMessageContaining("whole number");
    }
}
