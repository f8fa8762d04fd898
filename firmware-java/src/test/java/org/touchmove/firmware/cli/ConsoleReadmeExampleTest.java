package org.touchmove.firmware.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.config.Settings;

/**
 * The README's console example (issue 25): with no time control the console lets the board settle after each
 * command, so the standstill completes the move before the press is typed; the press then confirms the move and is
 * no irregularity (Art. 7.5.3 is about a press without a move).
 */
class ConsoleReadmeExampleTest {

    @Test
    void theReadmeExampleIsOneMoveAndNothingElse() {
        StringWriter text = new StringWriter();
        ConsoleCommand.run(Settings.fromMap(Map.of("board.id", "console")),
                new StringReader("setup startpos\nlift e2\nplace e4\npress white\n"), new PrintWriter(text, true));
        String out = text.toString();
        assertThat(out.lines().filter(l -> l.contains("\"type\":\"move\""))).singleElement().asString()
                .contains("\"san\":\"e4\"");
        assertThat(out).doesNotContain("irregularity").doesNotContain("! ");
        assertThat(out.lines().filter(l -> l.contains("'help'"))).as("one greeting").hasSize(1);
    }
}
