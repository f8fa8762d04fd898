package org.touchmove.firmware.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 14: ordinary mistakes get one clear line on stderr naming the file, key or line and a non-zero
 * status; nothing hangs, nothing is lost silently, one bad game does not hide the others.
 */
class BadInputTest {

    private static final String START = "2026-01-01T00:00:00Z";

    static Path resource(String name) {
        try {
            return Path.of(BadInputTest.class.getResource("/bad-inputs/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static CommandLineScenariosTest.Run main(String... args) {
        return CommandLineScenariosTest.main(args);
    }

    /** The user sees words, never a Java stack trace or exception type name. */
    private static void assertOneCleanError(CommandLineScenariosTest.Run run, int status, String... words) {
        assertThat(run.status()).as(run.err()).isEqualTo(status);
        assertThat(run.err()).as("stderr").contains(words).doesNotContain("\tat ").doesNotContain("Exception");
        assertThat(run.err().lines().toList()).as(run.err()).isNotEmpty().allMatch(l -> l.startsWith("touchmove"));
    }

    @Test
    void missingScriptDirectoryAndFifoAreNamed(@TempDir Path dir) throws Exception {
        assertOneCleanError(main("sim", "--script", dir.resolve("nope.script").toString()), 2,
                "no such script", "nope.script");
        assertOneCleanError(main("sim", "--script", dir.toString()), 2, "is a directory");
        Path fifo = dir.resolve("fifo");
        assertThat(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor()).isZero();
        assertOneCleanError(main("sim", "--script", fifo.toString(), "--state-dir", dir.toString()), 2,
                "not a regular file");
    }

    @Test
    void aScriptThatIsNotUtf8IsNamedWithItsLine(@TempDir Path state) {
        CommandLineScenariosTest.Run run = main("sim", "--script", resource("latin1.script").toString(),
                "--state-dir", state.toString());
        assertOneCleanError(run, 2, "latin1.script", "line 2", "not UTF-8", "0xE9");
    }

    @Test
    void aByteOrderMarkIsAccepted(@TempDir Path state) {
        CommandLineScenariosTest.Run run = main("sim", "--script", resource("bom.script").toString(),
                "--state-dir", state.toString(), "--start-time", START);
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.out()).contains("\"type\":\"new-game\"");
    }

    @Test
    void theFourLineScriptThatRanThirtyHoursIsRefusedAtOnce(@TempDir Path state) {
        // tc 99999999 / setup startpos / start / wait 999999999999: the wait is refused while parsing.
        CommandLineScenariosTest.Run run = main("sim", "--script", resource("hang.script").toString(),
                "--state-dir", state.toString(), "--start-time", START);
        assertOneCleanError(run, 2, "line 4", "from 0 to 86400000");
        assertThat(run.out()).isEmpty();
    }

    @Test
    void aHugeTimeControlIsRefusedOnItsOwnLine(@TempDir Path state) {
        CommandLineScenariosTest.Run run = main("sim", "--script", resource("huge-tc.script").toString(),
                "--state-dir", state.toString(), "--start-time", START);
        assertOneCleanError(run, 2, "line 1", "99999999", "86400 s (24 h) allowed");
        assertThat(run.out()).isEmpty();
    }

    @Test
    void aHugeWaitIsRefusedSayingTheBound(@TempDir Path dir) throws IOException {
        Path script = dir.resolve("w.script");
        Files.writeString(script, "tc 300\nsetup startpos\nstart\nwait 999999999999\n");
        assertOneCleanError(main("sim", "--script", script.toString(), "--state-dir", dir.toString()), 2,
                "line 4", "from 0 to 86400000");
    }

    @Test
    void everySettingProblemIsListedAtOnceWithItsLine() {
        CommandLineScenariosTest.Run run = main("console", "--config", resource("many-problems.properties").toString());
        assertOneCleanError(run, 2, "many-problems.properties",
                "line 3: board.id is set again (first set on line 1)",
                "line 2: game.mode must be",
                "line 4: state.dir must be an absolute directory",
                "line 5: game.timeControl",
                "line 6: game.standstillMs must be a whole number",
                "line 7: expected 'key = value'");
    }

    @Test
    void theStateDirectoryMustBeADirectoryAndTheSequenceFileReadable(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("plain"), "x");
        Path script = resource("bom.script");
        assertOneCleanError(main("sim", "--script", script.toString(), "--state-dir", file.toString()), 2,
                "is a file, not a directory");
        assertOneCleanError(main("sim", "--script", script.toString(), "--state-dir", ""), 2, "--state-dir is empty");
        Files.createDirectories(dir.resolve("sim-1"));
        Files.writeString(dir.resolve("sim-1/seq"), "forty-two\n");
        assertOneCleanError(main("sim", "--script", script.toString(), "--state-dir", dir.toString()), 2,
                "corrupt", "seq");
    }

    @Test
    void commandLineNumbersAreBoundedAndAsciiOnly(@TempDir Path state) {
        assertOneCleanError(main("perft", "--depth", "10000"), 2, "--depth must be from 0 to 15");
        assertOneCleanError(main("perft", "--depth", "+3"), 2, "digits 0-9 only");
        assertOneCleanError(main("perft", "--depth", "\u0663"), 2, "digits 0-9 only");
        assertOneCleanError(main("run", "--config", resource("unknown-provider.properties").toString(), "--seconds",
                "99999999999999"), 2, "--seconds must be from 0 to 315360000");
        assertOneCleanError(main("sim", "--script", resource("bom.script").toString(), "--state-dir",
                state.toString(), "--debounce-ms", "-5"), 2, "--debounce-ms must be from 0 to 1000");
        assertOneCleanError(main("sim", "--script", resource("bom.script").toString(), "--state-dir",
                state.toString(), "--start-time", "+100000-01-01T00:00:00Z"), 2, "--start-time must be from");
    }

    @Test
    void hardwareProblemsAreNamedBeforeAnyPortIsOpened() {
        assertOneCleanError(main("run", "--config", resource("unknown-provider.properties").toString()), 2,
                "carrier-pigeon");
        assertOneCleanError(main("run", "--config", resource("serial-missing.properties").toString()), 2,
                "serial.port", "/nonexistent/ttyACM9 does not exist");
        assertOneCleanError(main("run", "--config", resource("serial-slow.properties").toString()), 2,
                "line 5", "1200 baud", "serial.frame-timeout-ms to at least 1168");
    }

    @Test
    void aPortThatIsNotATerminalIsSaidSo(@TempDir Path dir) throws IOException {
        Path notATerminal = Files.writeString(dir.resolve("ttyFAKE"), "");
        Path config = Files.writeString(dir.resolve("c.properties"), "hal.provider = serial\nserial.port = "
                + notATerminal + "\nstate.dir = " + dir + "\n");
        assertOneCleanError(main("run", "--config", config.toString()), 2, "is not a terminal");
    }

    @Test
    void aClosedStandardOutputStopsTheRunWithAnError(@TempDir Path state) {
        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
        java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
        int status;
        try {
            System.setOut(new PrintStream(new OutputStream() {
                @Override
                public void write(int b) throws IOException {
                    throw new IOException("Broken pipe");
                }
            }, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            status = Main.run("sim", "--script", resource("bom.script").toString(), "--state-dir", state.toString(),
                    "--start-time", START);
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
        String text = err.toString(StandardCharsets.UTF_8);
        assertThat(status).as(text).isEqualTo(1);
        assertThat(text).contains("cannot write events to standard output").contains("after 0 events")
                .doesNotContain("\tat ");
    }

    @Test
    void oneBadGameIsReportedAndTheOthersStillRun() {
        CommandLineScenariosTest.Run run = main("replay", "--pgn", resource("four-games.pgn").toString());
        assertThat(run.status()).as(run.err()).isEqualTo(1);
        List<String> lines = run.lines();
        assertThat(lines).hasSize(5);
        List<Map<String, Object>> games = lines.subList(0, 4).stream().map(CommandLineScenariosTest::parse).toList();
        assertThat(games).extracting(g -> g.get("game")).containsExactly(1L, 2L, 3L, 4L);
        assertThat(games).extracting(g -> g.get("ok")).containsExactly(true, false, false, true);
        assertThat(games.get(0)).containsEntry("result", "1-0").containsEntry("termination", "checkmate");
        assertThat((String) games.get(1).get("detail")).contains("game 2 (C - D)").contains("2. Ke3");
        assertThat((String) games.get(2).get("detail")).contains("unsupported variant 'Crazyhouse'");
        assertThat(games.get(3)).containsEntry("result", "0-1");
        assertThat(lines.get(4)).isEqualTo("games=4 ok=2");
    }

    @Test
    void liveReplayOptionsThatCannotBeServedAreOneClearError() {
        String pgn = resource("four-games.pgn").toString();
        CommandLineScenariosTest.Run dgt = main("replay", "--pgn", pgn, "--dgt", "usb:1");
        assertThat(dgt.status()).isEqualTo(2);
        assertThat(dgt.err()).contains("--dgt expects tcp:PORT or serial:PATH, got 'usb:1'").doesNotContain("\tat ");
        assertThat(dgt.out()).isEmpty();
        CommandLineScenariosTest.Run mqtt = main("replay", "--pgn", pgn, "--mqtt", "localhost");
        assertThat(mqtt.status()).isEqualTo(2);
        assertThat(mqtt.err()).contains("--mqtt: 'localhost' must start with tcp:// or ssl://")
                .doesNotContain("\tat ");
        CommandLineScenariosTest.Run gap = main("replay", "--pgn", pgn, "--mqtt", "tcp://127.0.0.1:1,,tcp://b:2");
        assertThat(gap.status()).isEqualTo(2);
        assertThat(gap.err()).contains("--mqtt: an empty entry in the broker list 'tcp://127.0.0.1:1,,tcp://b:2'");
        CommandLineScenariosTest.Run waitAlone = main("replay", "--pgn", pgn, "--mqtt-first-connect", "5");
        assertThat(waitAlone.status()).isEqualTo(2);
        assertThat(waitAlone.err()).contains("--mqtt-first-connect belongs to --mqtt, which is not given");
        CommandLineScenariosTest.Run negative = main("replay", "--pgn", pgn, "--mqtt", "tcp://127.0.0.1:1",
                "--mqtt-first-connect", "-1");
        assertThat(negative.status()).isEqualTo(2);
        assertThat(negative.err()).contains("--mqtt-first-connect must be from 0 (for ever) to 86400 seconds, not -1");
        assertThat(negative.out()).isEmpty();
        CommandLineScenariosTest.Run board = main("replay", "--pgn", pgn, "--board", "b-1");
        assertThat(board.status()).isEqualTo(2);
        assertThat(board.err()).contains("--board and --state-dir belong to a live replay");
        CommandLineScenariosTest.Run pace = main("replay", "--pgn", pgn, "--pace", "-5");
        assertThat(pace.status()).isEqualTo(2);
        assertThat(pace.err()).contains("--pace must be 0 or more milliseconds per move, not -5");
        CommandLineScenariosTest.Run livechess = main("replay", "--pgn", pgn, "--livechess", "localhost:abc");
        assertThat(livechess.status()).isEqualTo(2);
        assertThat(livechess.err()).contains("--livechess: expects PORT or HOST:PORT").contains("'localhost:abc'")
                .doesNotContain("\tat ");
        assertThat(livechess.out()).isEmpty();
        CommandLineScenariosTest.Run setup = main("replay", "--pgn", pgn, "--livechess", "0", "--livechess-setup",
                "always");
        assertThat(setup.status()).isEqualTo(2);
        assertThat(setup.err()).contains("--livechess-setup must be new-game or report, not 'always'")
                .doesNotContain("\tat ");
        CommandLineScenariosTest.Run alone = main("run", "--livechess-setup", "report", "--seconds", "0");
        assertThat(alone.status()).isEqualTo(2);
        assertThat(alone.err()).contains("--livechess-setup belongs to --livechess");
    }

    @Test
    void aHandNoiseLevelIsNamedAndComesWithANoiseSeed() {
        String pgn = resource("four-games.pgn").toString();
        CommandLineScenariosTest.Run unknown = main("replay", "--pgn", pgn, "--noise", "1", "--hand", "wild");
        assertOneCleanError(unknown, 2, "unknown hand noise 'wild'", "typical, fast, slow, nervous");
        assertThat(unknown.out()).isEmpty();
        CommandLineScenariosTest.Run alone = main("replay", "--pgn", pgn, "--hand", "nervous");
        assertOneCleanError(alone, 2, "--hand", "add --noise SEED");
        assertThat(alone.out()).isEmpty();
    }

    @Test
    void anUnknownCommandIsNamedWithTheCommands() {
        CommandLineScenariosTest.Run bogus = main("bogus");
        assertOneCleanError(bogus, 2, "touchmove: unknown command 'bogus'; the commands are: run, sim, replay, "
                + "console, perft, hub, hub-password, help");
        assertThat(bogus.err()).doesNotContain("Unmatched");
        // An unknown option of a known command is still named as the option it is.
        assertOneCleanError(main("sim", "--scritp", "x"), 2, "--scritp");
    }
}
