package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import org.junit.jupiter.api.Test;

/** What the tests of late and dead brokers rely on: a held port cannot be listened on and refuses connections. */
class ReservedPortTest {

    @Test
    void aHeldPortCannotBeListenedOnEvenWithAddressReuse() throws IOException {
        try (ReservedPort held = ReservedPort.take(); ServerSocket other = new ServerSocket()) {
            other.setReuseAddress(true); // as Moquette's Netty and Mosquitto bind
            assertThatThrownBy(() -> other.bind(new InetSocketAddress("127.0.0.1", held.port())))
                    .isInstanceOf(IOException.class);
        }
    }

    @Test
    void aConnectionToAHeldPortIsRefusedAtOnce() throws IOException {
        try (ReservedPort held = ReservedPort.take(); Socket s = new Socket()) {
            assertThat(held.uri()).hasToString("tcp://127.0.0.1:" + held.port());
            assertThatThrownBy(() -> s.connect(new InetSocketAddress("127.0.0.1", held.port()), 10_000))
                    .isInstanceOf(ConnectException.class);
        }
    }

    @Test
    void aReleasedPortIsTheTestsToBind() throws IOException {
        ReservedPort held = ReservedPort.take();
        int port = held.release();
        try (ServerSocket broker = new ServerSocket()) {
            broker.setReuseAddress(true);
            broker.bind(new InetSocketAddress("127.0.0.1", port));
            assertThat(broker.getLocalPort()).isEqualTo(port);
        }
    }

    @Test
    void aPortABrokerJustLeftIsHeldUntilTheBrokerStartsThereAgain() throws IOException {
        int port;
        try (ServerSocket broker = new ServerSocket()) {
            broker.setReuseAddress(true);
            broker.bind(new InetSocketAddress("127.0.0.1", 0));
            port = broker.getLocalPort();
            try (Socket client = new Socket("127.0.0.1", port); Socket served = broker.accept()) {
                served.close(); // the broker's end closes first and stays in TIME_WAIT on the port
            }
        }
        ReservedPort held = ReservedPort.hold(port);
        try (Socket s = new Socket()) {
            assertThatThrownBy(() -> s.connect(new InetSocketAddress("127.0.0.1", port), 10_000))
                    .isInstanceOf(ConnectException.class);
        }
        assertThat(held.release()).isEqualTo(port);
        try (ServerSocket again = new ServerSocket()) {
            again.setReuseAddress(true);
            again.bind(new InetSocketAddress("127.0.0.1", port));
            assertThat(again.getLocalPort()).isEqualTo(port);
        }
    }
}
