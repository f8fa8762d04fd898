package org.touchmove.firmware.cli;

import org.touchmove.firmware.config.Settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The console says why an input changed nothing, in its own output, not only in the log (issue 16). */
class ConsoleReasonsTest {

    @Test
    void aMoveMadeBeforeTheClockIsStartedIsExplained() {
        StringWriter text = new StringWriter();
        ConsoleCommand.run(Settings.fromMap(Map.of("board.id", "console", "game.timeControl", "300")),
                new StringReader("setup startpos\nlift e2\nwait 300\nplace e4\nwait 100\npress white\nwait 500\n"),
                new PrintWriter(text, true));
        assertThat(text.toString()).contains("! press by white before the clock was started: ignored")
                .contains("'start'");
        assertThat(text.toString()).doesNotContain("\"type\":\"move\"");
    }
}
