package org.touchmove.firmware.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.event.GameMode;
import org.junit.jupiter.api.io.TempDir;

class SettingsTest {

    @Test
    void defaults_areTournamentWithoutClock() {
        Settings s = Settings.defaults();
        assertThat(s.boardId()).isEqualTo("board-1");
        assertThat(s.mode()).isEqualTo(GameMode.TOURNAMENT);
        assertThat(s.timeControl()).isEqualTo("-");
        assertThat(s.standstillMs()).isEqualTo(1500);
    }

    @Test
    void misspeltKey_isNamedWithTheValidOnes() {
        assertThatThrownBy(() -> Settings.fromMap(Map.of("game.mdoe", "casual")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("unknown key 'game.mdoe'")
                .hasMessageContaining("game.mode");
    }

    @Test
    void everyProblem_isReportedAtOnce() {
        assertThatThrownBy(() -> Settings.fromMap(Map.of("board.id", "Board 1", "game.mode", "blitz",
                "game.standstillMs", "soon")))
                .hasMessageContaining("board.id").hasMessageContaining("game.mode")
                .hasMessageContaining("game.standstillMs");
    }

    @Test
    void pressGrace_isEmptyByDefault_andBounded() {
        assertThat(Settings.defaults().pressGraceMs()).isEmpty();
        assertThat(Settings.fromMap(Map.of("game.pressGraceMs", "120")).pressGraceMs()).hasValue(120);
        assertThatThrownBy(() -> Settings.fromMap(Map.of("game.pressGraceMs", "5")))
                .hasMessageContaining("game.pressGraceMs");
        assertThatThrownBy(() -> Settings.fromMap(Map.of("game.pressGraceMs", "soon")))
                .hasMessageContaining("game.pressGraceMs");
        assertThatThrownBy(() -> Settings.fromMap(Map.of("game.pressGraceMs", "6000")))
                .hasMessageContaining("game.pressGraceMs");
    }

    @Test
    void warmupPlies_isNoneByDefault_andBounded() {
        assertThat(Settings.defaults().warmupPlies()).isZero();
        assertThat(Settings.fromMap(Map.of("board.warmupPlies", "5000")).warmupPlies()).isEqualTo(5000);
        for (String bad : new String[] {"-1", "many", "100001", "5e3"}) {
            assertThatThrownBy(() -> Settings.fromMap(Map.of("board.warmupPlies", bad)))
                    .hasMessageContaining("board.warmupPlies").hasMessageContaining("(plies)");
        }
        assertThat(Settings.fromMap(Map.of("board.warmupPlies", "100")).withStateDir(Path.of("/tmp")).warmupPlies())
                .as("kept by withStateDir").isEqualTo(100);
    }

    @Test
    void hardwareKeys_arePassedThrough() {
        Settings s = Settings.fromMap(Map.of("hal.provider", "sim", "gpio.rows", "1,2,3"));
        assertThat(s.hardware()).containsEntry("hal.provider", "sim").containsEntry("gpio.rows", "1,2,3");
    }

    @Test
    void exampleConfig_loads(@TempDir Path dir) throws Exception {
        Path root = Path.of("").toAbsolutePath().getParent();
        Settings s = Settings.load(root.resolve("config/sim.properties"));
        assertThat(s.boardId()).isEqualTo("sim-1");
        assertThat(s.timeControl()).isEqualTo("300+3");

        Path bad = dir.resolve("bad.properties");
        Files.writeString(bad, "board.id = x\ngame.timecontrol = 300\n");
        assertThatThrownBy(() -> Settings.load(bad)).hasMessageContaining(bad.toString())
                .hasMessageContaining("game.timecontrol");
    }

    @Test
    void emulateDgtNamesWhereRunServesTheBoardAsADgtBoard() {
        assertThat(Settings.fromMap(Map.of("emulate.dgt", "tcp:3333")).emulateDgt())
                .isEqualTo(org.touchmove.hal.dgt.DgtTransport.parse("tcp:3333"));
        assertThat(Settings.fromMap(Map.of()).emulateDgt()).isNull();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Settings.fromMap(Map.of("emulate.dgt", "carrier-pigeon")))
                .hasMessageContaining("emulate.dgt");
    }

    @Test
    void emulateDgtMaxClientsCapsTheHostsOfTheTcpPort() {
        assertThat(Settings.fromMap(Map.of("emulate.dgt", "tcp:3333")).emulateDgt()).isEqualTo(
                new org.touchmove.hal.dgt.DgtTransport.Tcp(org.touchmove.hal.net.ListenAddress.loopback(3333), 4));
        assertThat(Settings.fromMap(Map.of("emulate.dgt", "tcp:3333", "emulate.dgt.maxClients", "1")).emulateDgt())
                .isEqualTo(new org.touchmove.hal.dgt.DgtTransport.Tcp(
                        org.touchmove.hal.net.ListenAddress.loopback(3333), 1));
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Settings.fromMap(Map.of("emulate.dgt", "tcp:3333",
                "emulate.dgt.maxClients", "0"))).hasMessageContaining("emulate.dgt.maxClients");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Settings.fromMap(Map.of("emulate.dgt",
                "serial:/dev/ttyS0", "emulate.dgt.maxClients", "2")))
                .hasMessageContaining("emulate.dgt.maxClients: applies only to emulate.dgt = tcp:[HOST:]PORT");
    }

    @Test
    void emulateLiveChessNamesWhereRunServesTheBoardOnTheLiveChessApi_andWhatASetupDoes() {
        var served = Settings.fromMap(Map.of("emulate.livechess", "1982")).emulateLiveChess();
        assertThat(served.endpoint()).isEqualTo(new org.touchmove.firmware.config.LiveChessEndpoint("127.0.0.1",
                1982));
        assertThat(served.setup()).isEqualTo(org.touchmove.firmware.config.SetupPolicy.NEW_GAME);
        assertThat(Settings.fromMap(Map.of("emulate.livechess", "0.0.0.0:1982", "emulate.livechess.setup", "report"))
                .emulateLiveChess()).isEqualTo(new org.touchmove.firmware.config.LiveChessSettings(
                        new org.touchmove.firmware.config.LiveChessEndpoint("0.0.0.0", 1982),
                        org.touchmove.firmware.config.SetupPolicy.REPORT));
        assertThat(Settings.fromMap(Map.of()).emulateLiveChess()).isNull();
        assertThatThrownBy(() -> Settings.fromMap(Map.of("emulate.livechess", "port-80")))
                .hasMessageContaining("emulate.livechess: expects PORT or HOST:PORT");
        assertThatThrownBy(() -> Settings.fromMap(Map.of("emulate.livechess", "1982", "emulate.livechess.setup", "x")))
                .hasMessageContaining("emulate.livechess.setup must be new-game or report, not 'x'");
        assertThatThrownBy(() -> Settings.fromMap(Map.of("emulate.livechess.setup", "report")))
                .hasMessageContaining("emulate.livechess.setup belongs to emulate.livechess");
    }

    /**
     * Found by ConfigurationProperties: a problem went to the line of the first key found anywhere in its words, so
     * a key "e" (inside "unknown key") or "board" (inside "board.id") took another line's problem.
     */
    @Test
    void aProblemIsOnTheLineOfTheKeyItNamesAsAWholeName(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("c.properties"),
                "e = 1\nboard = x\ngame.mode.x = abs\nboard.id = Not_Valid\nstate.dir = " + dir + "\n");
        assertThatThrownBy(() -> Settings.load(file)).isInstanceOf(UserError.class)
                .hasMessageContaining("line 1: unknown key 'e'")
                .hasMessageContaining("line 2: unknown key 'board'")
                .hasMessageContaining("line 3: unknown key 'game.mode.x'")
                .hasMessageContaining("line 4: board.id must be");
    }

    /** Found by BadFileProperties: a hardware key the provider needs was said missing without any line. */
    @Test
    void aMissingHardwareKeyIsOnTheProvidersLine(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("c.properties"), "board.id = b-1\nhal.provider = serial\n");
        assertThatThrownBy(() -> Settings.load(file)).isInstanceOf(UserError.class)
                .hasMessageContaining("line 2: missing key 'serial.port'");
    }

    /**
     * Found by ConfigurationProperties: with mqtt keys, a board.id holding a NUL also failed as a path, a second
     * problem naming no key and no line ("Nul character not allowed: ..."); so did a TLS file path holding one.
     */
    @Test
    void aBadBoardIdOrPathIsOneProblemNamingItsKey(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("c.properties"), "board.id = a\u0000b\nmqtt.uris = tcp://127.0.0.1:1883\n"
                + "mqtt.tls.caFile = /x\u0000y\nstate.dir = " + dir + "\n");
        assertThatThrownBy(() -> Settings.load(file)).isInstanceOf(UserError.class)
                .hasMessageContaining("line 1: board.id must be")
                .hasMessageContaining("line 3: mqtt.tls.caFile: '/x\\u0000y' is not a path")
                .hasMessageNotContaining("Nul character not allowed: a");
    }
}
