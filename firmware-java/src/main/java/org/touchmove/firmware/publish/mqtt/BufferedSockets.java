package org.touchmove.firmware.publish.mqtt;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import javax.net.SocketFactory;

/**
 * Plain TCP sockets ({@code tcp://} brokers) whose input is read through a buffer. Paho reads each packet's fixed
 * header a byte at a time from the socket's stream: unbuffered, that is a system call per byte, three or four per
 * message a subscriber receives. With the buffer, one read takes in as many messages as have arrived (the hub under
 * thousands of events a second, issue 27). Only the reading side changes: what Paho writes goes out as before.
 */
final class BufferedSockets extends SocketFactory {

    static final BufferedSockets FACTORY = new BufferedSockets();
    private static final int BUFFER_BYTES = 64 * 1024;

    private BufferedSockets() {
    }

    @Override
    public Socket createSocket() {
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

    /** A socket whose input stream is one buffered stream over the socket's own (made on first use). */
    private static final class BufferedInputSocket extends Socket {
        private InputStream buffered;

        @Override
        public synchronized InputStream getInputStream() throws IOException {
            if (buffered == null) {
                buffered = new BufferedInputStream(super.getInputStream(), BUFFER_BYTES);
            }
            return buffered;
        }
    }
}
