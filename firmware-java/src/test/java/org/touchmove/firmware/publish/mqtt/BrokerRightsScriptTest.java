package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code scripts/broker-rights} as a user meets it: the committed example configuration (config/mosquitto/) is exactly
 * its output for the example lists, and a mistake is one clear line and exit status 2, before any file is written.
 */
class BrokerRightsScriptTest {

    private static final Path EXAMPLES = Path.of("..", "config", "mosquitto");
    /** Where config/mosquitto/mosquitto.conf says the generated files live. */
    private static final String EXAMPLE_DIR = "/etc/mosquitto/touchmove";

    @TempDir
    Path tmp;

    @Test
    void theExampleConfigurationIsTheScriptsOutput() throws Exception {
        Path out = tmp.resolve("out");
        Run r = run("--boards", EXAMPLES.resolve("boards.example").toString(), "--links",
                EXAMPLES.resolve("links.example").toString(), "--arbiter", "arbiter-1", "--arbiter", "hub", "--relay",
                "relay", "--viewer", "viewer", "--out", out.toString());
        assertThat(r.status).as(r.output).isZero();
        assertThat(Files.readString(out.resolve("touchmove.acl")))
                .isEqualTo(Files.readString(EXAMPLES.resolve("touchmove.acl")));
        assertThat(Files.readString(out.resolve("mosquitto.conf")).replace(out.toString(), EXAMPLE_DIR))
                .isEqualTo(Files.readString(EXAMPLES.resolve("mosquitto.conf")));
        assertThat(Files.readAllLines(EXAMPLES.resolve("touchmove.acl"))).noneMatch(l -> l.startsWith("pattern"));
        // Every account has a password; every board and link a certificate and a PKCS#8 key.
        assertThat(Files.readAllLines(out.resolve("passwords.txt"))).extracting(l -> l.split(" ")[0])
                .containsExactly("board-1", "board-2", "room-1", "arbiter-1", "hub", "relay", "viewer");
        for (String id : List.of("board-1", "board-2", "room-1")) {
            assertThat(out.resolve("certs/" + id + ".crt")).isReadable();
            assertThat(Files.readString(out.resolve("certs/" + id + ".key"))).contains("BEGIN PRIVATE KEY");
        }
    }

    @Test
    void mistakesAreOneClearLineAndNoFiles() throws Exception {
        Path boards = Files.writeString(tmp.resolve("boards"), "board-1\nBoard 2\n");
        Path dup = Files.writeString(tmp.resolve("dup"), "board-1\nviewer\n");
        Path out = tmp.resolve("out");
        assertThat(run("--out", out.toString())).satisfies(r -> {
            assertThat(r.status).isEqualTo(2);
            assertThat(r.output).contains("usage: scripts/broker-rights", "broker-rights: --boards FILE is required");
        });
        assertThat(run("--boards", boards.toString(), "--out", out.toString()).output)
                .contains("broker-rights: " + boards + " line 2: 'Board2' is not a valid name");
        assertThat(run("--boards", dup.toString(), "--viewer", "viewer", "--out", out.toString()).output)
                .contains("broker-rights: --viewer: 'viewer' is already a board");
        assertThat(run("--boards", tmp.resolve("none").toString(), "--out", out.toString()).output)
                .contains("broker-rights: --boards: cannot read");
        assertThat(run("--boards", dup.toString(), "--days", "0", "--out", out.toString()).output)
                .contains("--days must be a whole number from 1 to 9999, was '0'");
        assertThat(out).doesNotExist();
        Files.createDirectories(out.resolve("certs"));
        assertThat(run("--boards", dup.toString(), "--out", out.toString()).output)
                .contains("--out: " + out + " exists and is not empty; choose a new directory");
    }

    private record Run(int status, String output) {
    }

    private static Run run(String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("bash", GeneratedRights.SCRIPT.toString()));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        return new Run(p.waitFor(), output);
    }
}
