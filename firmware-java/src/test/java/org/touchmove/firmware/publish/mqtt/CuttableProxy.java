package org.touchmove.firmware.publish.mqtt;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A TCP relay between a board and the broker that the test can cut (every socket closed, no MQTT DISCONNECT): the
 * broker then publishes the board's last will, as when a board loses power or network. {@link #down()} and
 * {@link #up()} do the same for a while: a network that comes back, so the client reconnects. {@link #dropFirst}
 * closes the first connections as soon as they are accepted (a broker that drops a connection it just took).
 */
public final class CuttableProxy implements AutoCloseable {

    private final ServerSocket server;
    private final int target;
    private final List<Socket> sockets = new CopyOnWriteArrayList<>();
    private volatile boolean down;
    private final AtomicInteger connections = new AtomicInteger();
    private volatile int dropFirst;

    public CuttableProxy(int targetPort) throws IOException {
        this.target = targetPort;
        this.server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread t = new Thread(this::accept, "proxy-accept");
        t.setDaemon(true);
        t.start();
    }

    public int port() {
        return server.getLocalPort();
    }

    private void accept() {
        while (!server.isClosed()) {
            try {
                Socket in = server.accept();
                if (connections.incrementAndGet() <= dropFirst || down) {
                    in.close(); // as an unreachable network: the client tries again later
                    continue;
                }
                Socket out = new Socket(InetAddress.getLoopbackAddress(), target);
                sockets.add(in);
                sockets.add(out);
                pipe(in, out);
                pipe(out, in);
            } catch (IOException e) {
                return; // cut
            }
        }
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
                // one side closed: the other follows
            }
            try {
                to.close();
            } catch (IOException ignored) {
                // already closed
            }
        }, "proxy-pipe");
        t.setDaemon(true);
        t.start();
    }

    /** Cuts every connection and refuses new ones. */
    public void cut() throws IOException {
        server.close();
        for (Socket s : sockets) {
            s.close();
        }
    }

    /** Cuts every connection and refuses new ones until {@link #up()}. */
    public void down() throws IOException {
        down = true;
        for (Socket s : sockets) {
            s.close();
        }
        sockets.clear();
    }

    public void up() {
        down = false;
    }

    /** The first {@code n} connections (counted from the proxy's start) are closed as soon as they are accepted. */
    public CuttableProxy dropFirst(int n) {
        dropFirst = n;
        return this;
    }

    /** Connections accepted so far, dropped ones included. */
    public int connections() {
        return connections.get();
    }

    @Override
    public void close() throws IOException {
        cut();
    }
}
