package org.touchmove.firmware.publish.mqtt;

import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A loopback proxy in front of a broker that refuses the first {@code n} subscriptions: it reads the broker's packets
 * and rewrites every return code of the first {@code n} SUBACKs to 0x80 (MQTT 3.1.1 §3.9.3), as a NATS cluster that
 * cannot create its JetStream consumer in time answers. The broker itself did subscribe; the client must not believe
 * so. Everything else passes through unchanged.
 */
final class SubackRefusingProxy implements AutoCloseable {

    private static final int SUBACK = 0x90;

    private final ServerSocket server;
    private final int targetPort;
    private final AtomicInteger toRefuse;
    private final AtomicInteger refused = new AtomicInteger();
    private final AtomicInteger granted = new AtomicInteger();
    private final List<Socket> sockets = new CopyOnWriteArrayList<>();

    SubackRefusingProxy(int targetPort, int refusals) throws IOException {
        this.targetPort = targetPort;
        this.toRefuse = new AtomicInteger(refusals);
        this.server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread t = new Thread(this::acceptLoop, "suback-proxy-" + server.getLocalPort());
        t.setDaemon(true);
        t.start();
    }

    URI uri() {
        return URI.create("tcp://127.0.0.1:" + server.getLocalPort());
    }

    /** SUBACKs rewritten to refusals so far. */
    int refused() {
        return refused.get();
    }

    /** SUBACKs passed through unchanged so far. */
    int granted() {
        return granted.get();
    }

    private void acceptLoop() {
        while (!server.isClosed()) {
            try {
                Socket client = server.accept();
                Socket upstream = new Socket(InetAddress.getLoopbackAddress(), targetPort);
                client.setTcpNoDelay(true);
                upstream.setTcpNoDelay(true);
                sockets.add(client);
                sockets.add(upstream);
                start(() -> copy(client, upstream));
                start(() -> rewrite(upstream, client));
            } catch (IOException e) {
                if (!server.isClosed()) {
                    System.err.println("suback proxy: " + e);
                }
            }
        }
    }

    private static void start(Runnable r) {
        Thread t = new Thread(r, "suback-proxy-pipe");
        t.setDaemon(true);
        t.start();
    }

    private void copy(Socket from, Socket to) {
        byte[] buf = new byte[16384];
        try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
            int n;
            while ((n = in.read(buf)) >= 0) {
                out.write(buf, 0, n);
                out.flush();
            }
        } catch (IOException e) {
            // one side closed: close the other too
        } finally {
            closeQuietly(from);
            closeQuietly(to);
        }
    }

    /** Broker to client, packet by packet: fixed header, remaining length (§2.2.3), body. */
    private void rewrite(Socket from, Socket to) {
        try (DataInputStream in = new DataInputStream(from.getInputStream()); OutputStream out = to.getOutputStream()) {
            while (true) {
                int type = in.read();
                if (type < 0) {
                    return;
                }
                byte[] header = new byte[5];
                header[0] = (byte) type;
                int len = 0;
                int used = 1;
                for (int shift = 0; ; shift += 7) {
                    int b = in.read();
                    if (b < 0) {
                        throw new EOFException();
                    }
                    header[used++] = (byte) b;
                    len |= (b & 0x7f) << shift;
                    if ((b & 0x80) == 0) {
                        break;
                    }
                }
                byte[] body = new byte[len];
                in.readFully(body);
                if ((type & 0xf0) == SUBACK) {
                    if (toRefuse.getAndUpdate(n -> Math.max(0, n - 1)) > 0) {
                        for (int i = 2; i < body.length; i++) { // after the packet identifier: one code per filter
                            body[i] = (byte) SubscriptionRefused.FAILURE;
                        }
                        refused.incrementAndGet();
                    } else {
                        granted.incrementAndGet();
                    }
                }
                out.write(header, 0, used);
                out.write(body);
                out.flush();
            }
        } catch (IOException e) {
            // one side closed: close the other too
        } finally {
            closeQuietly(from);
            closeQuietly(to);
        }
    }

    private static void closeQuietly(Socket s) {
        try {
            s.close();
        } catch (IOException e) {
            // already broken: nothing to do
        }
    }

    @Override
    public void close() throws IOException {
        server.close();
        for (Socket s : sockets) {
            closeQuietly(s);
        }
    }
}
