package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The launcher itself: its own port, a restart on that port, and errors that say what went wrong. */
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

    private static void connect(int port) throws IOException {
        try (Socket s = new Socket("127.0.0.1", port)) {
            assertThat(s.isConnected()).isTrue();
        }
    }
}
