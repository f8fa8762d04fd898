package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.firmware.publish.mqtt.Fixtures.await;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.paho.client.mqttv3.MqttClient;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.junit.jupiter.api.Test;

/**
 * The checkers' subscriber gets its subscription even when the broker closes the first connection it accepted (a
 * loaded Moquette did, failing a tournament bench run in CI): a relay in front of the embedded broker closes the
 * first connection and relays the others.
 */
class EventsSubscriberTest {

    @Test
    void aConnectionClosedBeforeTheSubscriptionIsTriedAgain() throws Exception {
        List<String> got = new CopyOnWriteArrayList<>();
        try (EmbeddedBroker broker = EmbeddedBroker.start(0);
                FirstConnectionDropped relay = new FirstConnectionDropped(broker.uri().getPort());
                EventsSubscriber s = EventsSubscriber.subscribe(URI.create("tcp://127.0.0.1:" + relay.port()),
                        "events-subscriber-test", (json, at) -> got.add(json))) {
            assertThat(relay.connections()).as("the first was closed, the second relayed").isEqualTo(2);
            MqttClient pub = new MqttClient(broker.uri().toString(), "events-publisher-test", new MemoryPersistence());
            pub.connect();
            pub.publish("touchmove/v1/boards/b-1/events", "{\"seq\":1}".getBytes(StandardCharsets.UTF_8), 1, false);
            pub.disconnect();
            pub.close();
            await("the event through the second connection", Duration.ofSeconds(10), () -> got.contains("{\"seq\":1}"));
        }
    }

    /** Closes the first connection at once, relays the others to the broker. */
    private static final class FirstConnectionDropped implements AutoCloseable {

        private final ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        private final AtomicInteger connections = new AtomicInteger();
        private final List<Socket> sockets = new CopyOnWriteArrayList<>();

        FirstConnectionDropped(int brokerPort) throws IOException {
            Thread t = new Thread(() -> {
                while (!server.isClosed()) {
                    try {
                        Socket in = server.accept();
                        if (connections.incrementAndGet() == 1) {
                            in.close();
                            continue;
                        }
                        Socket out = new Socket(InetAddress.getLoopbackAddress(), brokerPort);
                        sockets.add(in);
                        sockets.add(out);
                        pipe(in, out);
                        pipe(out, in);
                    } catch (IOException e) {
                        return; // closed
                    }
                }
            }, "relay-accept");
            t.setDaemon(true);
            t.start();
        }

        int port() {
            return server.getLocalPort();
        }

        int connections() {
            return connections.get();
        }

        private static void pipe(Socket from, Socket to) {
            Thread t = new Thread(() -> {
                byte[] buf = new byte[8192];
                try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
                    int n;
                    while ((n = in.read(buf)) >= 0) {
                        out.write(buf, 0, n);
                        out.flush();
                    }
                } catch (IOException e) {
                    // one side closed; the close below ends the other
                }
                try {
                    to.close();
                } catch (IOException e) {
                    // already closed
                }
            }, "relay-pipe");
            t.setDaemon(true);
            t.start();
        }

        @Override
        public void close() throws IOException {
            server.close();
            for (Socket s : sockets) {
                s.close();
            }
        }
    }
}
