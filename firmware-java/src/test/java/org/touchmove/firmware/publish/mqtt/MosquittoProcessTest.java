package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher itself: its own port, a restart on that port, ports of the caller's own listeners picked again when
 * taken, and errors that say what went wrong.
 */
class MosquittoProcessTest {

    @TempDir
    Path tmp;

    @Test
    void listensOnItsPortUntilStoppedAndStartsAgainOnTheSamePort() throws Exception {
        try (MosquittoProcess m = MosquittoProcess.start(Path.of(Mosquitto.binary("mosquitto")), tmp,
                List.of("allow_anonymous true", "user " + System.getProperty("user.name")))) {
            assertThat(m.uri().toString()).isEqualTo("tcp://127.0.0.1:" + m.port());
            assertThat(m.port()).isNotEqualTo(1883);
            assertThat(Files.readAllLines(tmp.resolve("mosquitto.conf")))
                    .containsExactly("listener " + m.port() + " 127.0.0.1", "allow_anonymous true",
                            "user " + System.getProperty("user.name"));
            connect(m.port());

            m.stop();
            assertThatThrownBy(() -> connect(m.port())).isInstanceOf(IOException.class);
            m.launch();
            connect(m.port());
        }
    }

    @Test
    void aListenerPortTakenBeforeMosquittoBindsItCostsAnAttemptNotTheStart() throws Exception {
        // Another program takes the picked TLS-like port between the pick and Mosquitto's bind: here, the settings
        // of the first attempt take it themselves. Before, only the main port was picked again, and the start failed.
        List<ServerSocket> taken = new ArrayList<>();
        List<int[]> picked = new ArrayList<>();
        try (MosquittoProcess m = MosquittoProcess.start(Path.of(Mosquitto.binary("mosquitto")), tmp, 1, ports -> {
            picked.add(ports);
            if (taken.isEmpty()) {
                taken.add(listen(ports[0]));
            }
            return List.of("allow_anonymous true", "user " + System.getProperty("user.name"),
                    "listener " + ports[0] + " 127.0.0.1");
        })) {
            assertThat(picked).hasSize(2);
            assertThat(m.extraPort(0)).isEqualTo(picked.get(1)[0]).isNotEqualTo(taken.get(0).getLocalPort());
            connect(m.port());
            connect(m.extraPort(0));
        } finally {
            for (ServerSocket s : taken) {
                s.close();
            }
        }
    }

    @Test
    void aConfigurationMosquittoRefusesFailsWithItsLog() {
        assertThatThrownBy(() -> MosquittoProcess.start(Path.of(Mosquitto.binary("mosquitto")), tmp,
                List.of("no_such_option 1")))
                .isInstanceOf(IOException.class).hasMessageContaining("mosquitto exited")
                .hasMessageContaining("no_such_option");
    }

    @Test
    void aBinaryThatCannotRunSaysWhich() {
        Path missing = tmp.resolve("no-mosquitto");
        assertThatThrownBy(() -> MosquittoProcess.start(missing, tmp, List.of()))
                .isInstanceOf(IOException.class).hasMessageContaining("cannot start " + missing);
    }

    @Test
    void findsNoProgramThatIsNotThere() {
        assertThat(MosquittoProcess.find("touchmove-no-such-program")).isEmpty();
    }

    private static ServerSocket listen(int port) {
        try {
            return new ServerSocket(port, 1, InetAddress.getByName("127.0.0.1"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void connect(int port) throws IOException {
        try (Socket s = new Socket("127.0.0.1", port)) {
            assertThat(s.isConnected()).isTrue();
        }
    }
}
