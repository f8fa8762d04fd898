package org.touchmove.firmware.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** scripts/install-pi --print: the systemd unit a Pi gets, which stops the board cleanly with SIGTERM. */
class InstallPiScriptTest {

    @Test
    void theUnitRunsTheBoardFromItsConfigurationAndStopsItWithSigterm() throws Exception {
        Path script = Path.of("..", "scripts", "install-pi").toAbsolutePath().normalize();
        Process p = new ProcessBuilder("bash", script.toString(), "--print").redirectErrorStream(true).start();
        String unit = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(unit).isZero();
        // The footprint options of scripts/board-jvm-options and the class-data archive install-pi builds (issue 31).
        assertThat(unit).contains("ExecStart=/usr/bin/java -Xmx64m -XX:+UseSerialGC -Xms8m -Xss256k "
                + "-XX:ReservedCodeCacheSize=16m -XX:MaxMetaspaceSize=64m -XX:TrimNativeHeapInterval=5000 -XX:-UsePerfData "
                + "-XX:TieredStopAtLevel=1 -XX:SharedArchiveFile=/opt/touchmove/touchmove.jsa -jar /opt/touchmove/touchmove.jar run --config "
                + "/etc/touchmove/board.properties").contains("KillSignal=SIGTERM").contains("Restart=on-failure")
                .contains("User=touchmove").contains("WantedBy=multi-user.target");
        Process bad = new ProcessBuilder("bash", script.toString(), "--nonsense").redirectErrorStream(true).start();
        String err = new String(bad.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(bad.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(bad.exitValue()).isEqualTo(2);
        assertThat(err).contains("unknown option '--nonsense'");
    }
}
