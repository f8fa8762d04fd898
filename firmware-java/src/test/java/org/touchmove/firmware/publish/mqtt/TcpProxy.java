package org.touchmove.firmware.publish.mqtt;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.net.URI;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A loopback TCP proxy in front of a broker, for network faults: {@link #cut()} drops every connection (as a pulled
 * cable noticed at once), {@link #stall()} stops forwarding without closing (a silent network, noticed only by
 * keep-alive), {@link #refuse(boolean)} closes new connections at once. What the broker sends reaches the client as
 * it comes, or through a {@link Relay} that rewrites it (see {@link SubackRefusingProxy}).
 */
final class TcpProxy implements AutoCloseable {

    /** Carries one direction of a connection until {@code from} ends; the proxy then closes both sides. */
    interface Relay {
        void relay(InputStream from, OutputStream to) throws IOException;
    }

    private final ServerSocket server;
    private final int targetPort;
    private final List<Socket> sockets = new CopyOnWriteArrayList<>();
    private volatile boolean stalled;
    private volatile boolean refusing;
    private final Relay toClient;

    TcpProxy(int targetPort) throws IOException {
        this(targetPort, null);
    }

    /** A proxy whose broker-to-client direction goes through {@code toClient} (null: copied as it comes). */
    TcpProxy(int targetPort, Relay toClient) throws IOException {
        this.targetPort = targetPort;
        this.toClient = toClient;
        this.server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread t = new Thread(this::acceptLoop, "tcp-proxy-" + server.getLocalPort());
        t.setDaemon(true);
        t.start();
    }

    URI uri() {
        return URI.create("tcp://127.0.0.1:" + server.getLocalPort());
    }

    void cut() {
        for (Socket s : sockets) {
            closeQuietly(s);
        }
        sockets.clear();
    }

    void stall() {
        stalled = true;
    }

    /** Ends a stall: the stalled connections are dropped (as a router that lost them would) and new ones flow. */
    void heal() {
        cut();
        stalled = false;
    }

    void refuse(boolean refuse) {
        refusing = refuse;
    }

    private void acceptLoop() {
        while (!server.isClosed()) {
            try {
                Socket client = server.accept();
                if (refusing) {
                    closeQuietly(client);
                    continue;
                }
                Socket upstream;
                try {
                    upstream = new Socket(InetAddress.getLoopbackAddress(), targetPort);
                } catch (IOException e) {
                    // The broker is down: refuse the client at once, as the broker itself would, instead of leaving
                    // it to wait for a CONNACK until its connect time-out.
                    closeQuietly(client);
                    continue;
                }
                client.setTcpNoDelay(true);
                upstream.setTcpNoDelay(true);
                sockets.add(client);
                sockets.add(upstream);
                pipe(client, upstream, (in, out) -> copy(client, in, out));
                pipe(upstream, client, toClient == null ? (in, out) -> copy(upstream, in, out) : toClient);
            } catch (IOException e) {
                if (!server.isClosed()) {
                    System.err.println("tcp proxy: " + e);
                }
            }
        }
    }

    private void pipe(Socket from, Socket to, Relay relay) {
        Thread t = new Thread(() -> {
            try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
                relay.relay(in, out);
            } catch (IOException e) {
                // the connection ended (cut, or a side closed): close the other side too
            } finally {
                closeQuietly(from);
                closeQuietly(to);
            }
        }, "tcp-proxy-pipe");
        t.setDaemon(true);
        t.start();
    }

    private void copy(Socket from, InputStream in, OutputStream out) throws IOException {
        byte[] buf = new byte[16384];
        int n;
        while ((n = in.read(buf)) >= 0) {
            while (stalled && !from.isClosed()) {
                try {
                    Thread.sleep(5); // bytes held back: neither side hears anything
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
            if (from.isClosed()) {
                return;
            }
            out.write(buf, 0, n);
            out.flush();
        }
    }

    private static void closeQuietly(Socket s) {
        try {
            s.close();
        } catch (IOException e) {
            // closing a socket that is already broken: nothing to do
        }
    }

    @Override
    public void close() throws IOException {
        server.close();
        cut();
    }
}
