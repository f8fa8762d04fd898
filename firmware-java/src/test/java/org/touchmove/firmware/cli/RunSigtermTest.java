package org.touchmove.firmware.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.event.EventJson;
import org.touchmove.firmware.journal.EventJournal;
import org.touchmove.firmware.journal.JournalOptions;

/**
 * SIGTERM (what systemd sends to stop the service) ends `touchmove run` cleanly: the board's status goes offline with
 * the reason "shutdown" (not the last will's "lost"), and every event printed is in the closed journal.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class RunSigtermTest {

    @Test
    void sigtermPublishesOfflineAndClosesTheJournal(@TempDir Path state) throws Exception {
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), Main.class.getName(), "run", "--pace", "0", "--state-dir",
                state.toString()).redirectError(state.resolve("stderr.log").toFile()).start();
        List<String> lines = new ArrayList<>();
        long lastSeq = 0;
        try {
            try (BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                boolean terminated = false;
                for (String line = out.readLine(); line != null; line = out.readLine()) {
                    lines.add(line);
                    int json = line.indexOf(" {");
                    if (line.contains("/events ") && json > 0) {
                        lastSeq = Math.max(lastSeq, EventJson.read(line.substring(json + 1)).seq());
                        if (!terminated && line.contains("\"type\":\"result\"")) {
                            p.toHandle().destroy(); // SIGTERM (Process.destroy would also close our end of the pipe)
                            terminated = true;
                        }
                    }
                }
            }
            assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        } finally {
            p.destroyForcibly(); // never left running, even when the test fails (a no-op once it ended)
        }
        // On failure: the status lines and the run's log, which says why a connection dropped.
        String why = "status lines " + lines.stream().filter(l -> l.contains("/status ")).toList() + "\nlog:\n"
                + Files.readString(state.resolve("stderr.log"));
        assertThat(lines).as("the board said it went offline because it was shut down; %s", why).anyMatch(l ->
                l.contains("/status ") && l.contains("\"offline\"") && l.contains("\"shutdown\""));
        assertThat(lines).as(why).noneMatch(l -> l.contains("/status ") && l.contains("\"lost\""));
        try (EventJournal journal = EventJournal.open(state, DemoRun.BOARD_ID, JournalOptions.DEFAULT)) {
            assertThat(journal.lastDurableSeq()).isGreaterThanOrEqualTo(lastSeq).isPositive();
        }
    }
}
