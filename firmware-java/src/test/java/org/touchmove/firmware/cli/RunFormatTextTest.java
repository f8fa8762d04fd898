package org.touchmove.firmware.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** {@code touchmove run --format text}: the demo for a person, one line per move with SAN and clocks, then the result. */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class RunFormatTextTest {

    @Test
    void theDemoAsText(@TempDir Path state) {
        CommandLineScenariosTest.Run run = CommandLineScenariosTest.main("run", "--pace", "0", "--seconds", "0",
                "--state-dir", state.toString(), "--format", "text");
        assertThat(run.status()).as(run.err()).isZero();
        List<String> lines = run.lines();
        assertThat(lines.get(0)).matches("mqtt tcp://127\\.0\\.0\\.1:\\d+");
        assertThat(lines.get(1)).isEqualTo("new game on demo-1: time control 300+3");
        assertThat(lines.get(2)).matches("1\\. e4 +white 0:0\\d:\\d\\d  black 0:05:00");
        assertThat(lines.get(3)).matches("1\\.\\.\\. e5 +white 0:0\\d:\\d\\d  black 0:0\\d:\\d\\d");
        assertThat(lines).filteredOn(l -> l.matches("\\d+\\.(\\.\\.)? \\S+ +white \\S+  black \\S+")).hasSize(14);
        assertThat(lines.get(lines.size() - 1)).isEqualTo("result 0-1 (checkmate)");
        assertThat(run.out()).doesNotContain("{").doesNotContain("touchmove/v1/");
    }

    @Test
    void anUnknownFormatIsNamed() {
        CommandLineScenariosTest.Run run = CommandLineScenariosTest.main("run", "--format", "xml", "--seconds", "0");
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("--format must be json or text, not 'xml'");
        assertThat(run.out()).isEmpty();
    }

    @Test
    void clockTimesAsADisplayShowsThem() {
        assertThat(TextLinesSink.clock(5_400_000)).isEqualTo("1:30:00");
        assertThat(TextLinesSink.clock(299_000)).isEqualTo("0:04:59");
        assertThat(TextLinesSink.clock(9_950)).isEqualTo("9.9");
        assertThat(TextLinesSink.clock(0)).isEqualTo("0.0");
    }
}
