package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.file.Path;
import java.util.Optional;
import javax.net.SocketFactory;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every MQTT connection of ours goes out without Nagle's delay (issue 31): Paho leaves TCP_NODELAY off, and a move
 * written right behind another packet waited for that packet's delayed ACK, 10-39 ms in about one move in a hundred.
 * The sockets are checked connected (to a local listener), as Paho uses them.
 */
class NoNagleSocketsTest {

    @TempDir
    Path dir;

    @Test
    void aBoardsPlainConnectionHasNoNagleDelay() throws IOException {
        MqttConnectOptions o = PahoConnections.options(MqttSettings.defaults(URI.create("tcp://127.0.0.1:1883"), dir),
                Optional.empty(), 10, "t/status", new byte[0]);
        assertThat(o.getSocketFactory()).as("a tcp:// connection's sockets are ours, not Paho's default").isNotNull();
        try (ServerSocket listener = listener(); Socket s = connectedAsPahoDoes(o.getSocketFactory(), listener)) {
            assertThat(s.getTcpNoDelay()).isTrue();
        }
    }

    @Test
    void everyWayOfMakingAPlainSocketHasNoNagleDelay() throws IOException {
        try (ServerSocket listener = listener();
                Socket a = TcpSockets.FACTORY.createSocket("127.0.0.1", listener.getLocalPort());
                Socket b = TcpSockets.FACTORY.createSocket(InetAddress.getLoopbackAddress(), listener.getLocalPort());
                Socket c = connectedAsPahoDoes(TcpSockets.FACTORY, listener)) {
            assertThat(a.getTcpNoDelay()).isTrue();
            assertThat(b.getTcpNoDelay()).isTrue();
            assertThat(c.getTcpNoDelay()).isTrue();
        }
    }

    @Test
    void aBoardsTlsConnectionHasNoNagleDelay() throws IOException {
        MqttSettings tls = MqttSettings.defaults(URI.create("ssl://127.0.0.1:8883"), dir);
        MqttConnectOptions o = PahoConnections.options(tls, TlsSockets.forSettings(tls), 10, "t/status", new byte[0]);
        // Connected only at TCP level: the TLS handshake starts on the first read or write, which this test never does.
        try (ServerSocket listener = listener(); Socket s = connectedAsPahoDoes(o.getSocketFactory(), listener)) {
            assertThat(s).isInstanceOf(javax.net.ssl.SSLSocket.class);
            assertThat(s.getTcpNoDelay()).isTrue();
        }
    }

    private static ServerSocket listener() throws IOException {
        return new ServerSocket(0, 4, InetAddress.getLoopbackAddress());
    }

    /** Paho's TCPNetworkModule: an unconnected socket from the factory, then connect. */
    private static Socket connectedAsPahoDoes(SocketFactory factory, ServerSocket listener) throws IOException {
        Socket s = factory.createSocket();
        s.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), listener.getLocalPort()), 5000);
        return s;
    }
}
