package org.touchmove.firmware.publish.mqtt;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import javax.net.SocketFactory;

/**
 * Plain TCP sockets ({@code tcp://} brokers) for every MQTT connection of ours, Paho's default in two ways:
 *
 * <ul>
 * <li>Input is read through a buffer. Paho reads each packet's fixed header a byte at a time from the socket's
 * stream: unbuffered, that is a system call per byte, three or four per message a subscriber receives. With the
 * buffer, one read takes in as many messages as have arrived (the hub under thousands of events a second, issue 27).
 * <li>Output goes out at once: TCP_NODELAY, no Nagle delay ({@link #noDelay}). Paho writes each packet with one write;
 * with Nagle's algorithm on (Paho leaves it on), a packet written while an earlier one is still unacknowledged waits
 * for that ACK, which the broker's delayed-ACK timer may hold back up to 40 ms: a move sent right behind another
 * packet waited 10-39 ms in about one move in a hundred (issue 31, docs/performance.md "Nagle's delay").
 * </ul>
 */
final class TcpSockets extends SocketFactory {

    static final TcpSockets FACTORY = new TcpSockets();
    private static final int BUFFER_BYTES = 64 * 1024;

    private TcpSockets() {
    }

    @Override
    public Socket createSocket() throws IOException {
        return new BufferedInputSocket(); // Paho creates unconnected sockets and connects them itself
    }

    @Override
    public Socket createSocket(String host, int port) throws IOException {
        return connected(new InetSocketAddress(host, port));
    }

    @Override
    public Socket createSocket(String host, int port, InetAddress localHost, int localPort) throws IOException {
        Socket s = new BufferedInputSocket();
        s.bind(new InetSocketAddress(localHost, localPort));
        s.connect(new InetSocketAddress(host, port));
        return s;
    }

    @Override
    public Socket createSocket(InetAddress host, int port) throws IOException {
        return connected(new InetSocketAddress(host, port));
    }

    @Override
    public Socket createSocket(InetAddress address, int port, InetAddress localAddress, int localPort)
            throws IOException {
        Socket s = new BufferedInputSocket();
        s.bind(new InetSocketAddress(localAddress, localPort));
        s.connect(new InetSocketAddress(address, port));
        return s;
    }

    private static Socket connected(InetSocketAddress to) throws IOException {
        Socket s = new BufferedInputSocket();
        s.connect(to);
        return s;
    }

    /**
     * Turns Nagle's algorithm off on {@code socket} (connected or not: the option is kept for its connection) and
     * returns it. A message of ours is one write, and the next one must not wait for the ACK of the last.
     */
    static <S extends Socket> S noDelay(S socket) throws SocketException {
        socket.setTcpNoDelay(true);
        return socket;
    }

    /** A socket whose input stream is one buffered stream over the socket's own (made on first use); no Nagle. */
    private static final class BufferedInputSocket extends Socket {
        private InputStream buffered;

        BufferedInputSocket() throws SocketException {
            noDelay(this);
        }

        @Override
        public synchronized InputStream getInputStream() throws IOException {
            if (buffered == null) {
                buffered = new BufferedInputStream(super.getInputStream(), BUFFER_BYTES);
            }
            return buffered;
        }
    }
}
