package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/**
 * Every client of ours speaks MQTT 3.1.1 only. Paho's default answers a refused CONNECT by trying again as MQTT 3.1
 * ({@code MQIsdp}, level 3), which NATS refuses outright and which hides the broker's own answer. A broker of a few
 * lines here refuses every CONNECT (return code 5, not authorised) and notes each one's protocol level.
 */
class ProtocolLevelTest {

    @Test
    void theHubsSubscriptionNeverFallsBackToMqtt31() throws Exception {
        List<Integer> levels = new CopyOnWriteArrayList<>();
        try (ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            Thread broker = new Thread(() -> refuseAll(server, levels), "refusing-broker");
            broker.setDaemon(true);
            broker.start();
            URI uri = URI.create("tcp://127.0.0.1:" + server.getLocalPort());
            try (LastingSubscription s = LastingSubscription.start(LastingSubscription.Options.of(uri, "level-check"),
                    (topic, payload, retained) -> { }, Duration.ofSeconds(3), "touchmove/v1/boards/#")) {
                assertThat(s.isConnected()).isFalse();
                Fixtures.await("two refused attempts", Duration.ofSeconds(60), () -> levels.size() >= 2);
            }
        }
        assertThat(levels).as("protocol level of every CONNECT").containsOnly(4);
    }

    /** Reads each CONNECT's protocol level and answers CONNACK 5 (not authorised), then closes. */
    private static void refuseAll(ServerSocket server, List<Integer> levels) {
        while (!server.isClosed()) {
            try (Socket s = server.accept()) {
                RawMqttClient.Packet p = RawMqttClient.read(new DataInputStream(s.getInputStream()));
                if (p.type() == 1) {
                    byte[] rest = p.body();
                    int nameLength = ((rest[0] & 0xff) << 8) | (rest[1] & 0xff);
                    levels.add(rest[2 + nameLength] & 0xff);
                }
                OutputStream out = s.getOutputStream();
                out.write(new byte[] {0x20, 0x02, 0x00, 0x05});
                out.flush();
            } catch (IOException e) {
                // the server socket closed at the end of the test, or a client gave up: the next accept decides
            }
        }
    }
}
