package org.touchmove.firmware.simulation;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The tournament bench's broker: Mosquitto with the tournament limits, no persistence, its log read for drops. */
class PrivateMosquittoTest {

    @TempDir
    Path tmp;

    @Test
    void startsWithTheTournamentLimitsAndCountsNoDropsOnAQuietBroker() throws Exception {
        assertThat(PrivateMosquitto.installed()).as("Mosquitto (scripts/install-test-deps installs it)").isTrue();
        try (PrivateMosquitto m = PrivateMosquitto.start(tmp)) {
            assertThat(m.uri().toString()).startsWith("tcp://127.0.0.1:");
            try (Socket s = new Socket("127.0.0.1", m.uri().getPort())) {
                assertThat(s.isConnected()).isTrue();
            }
            assertThat(Files.readAllLines(tmp.resolve("mosquitto.conf"))).contains("persistence false",
                    "log_type notice", "max_queued_messages 100000", "max_inflight_messages 1000");
            assertThat(m.dropNotices()).isZero();
        }
    }
}
