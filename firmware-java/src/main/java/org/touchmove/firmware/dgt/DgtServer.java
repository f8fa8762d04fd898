package org.touchmove.firmware.dgt;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.hal.dgt.DgtTransport;
import org.touchmove.hal.dgt.SerialDgtLink;

/**
 * Serves the emulated DGT board of a {@link DgtBoardSource}: on TCP, one emulated board per
 * connected host; on a serial port, one for the host at the other end, reopened when the port comes
 * back. Entry point for the command line: {@code DgtServer.start(source, DgtTransport.parse(spec))}.
 */
public final class DgtServer implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(DgtServer.class);
    private static final long SERIAL_REOPEN_MS = 500;

    private final DgtBoardSource source;
    private final DgtOptions options;
    private final List<DgtConnection> connections = new CopyOnWriteArrayList<>();
    private final ScheduledExecutorService ticker;
    private final Thread acceptor;
    private final ServerSocket serverSocket;
    private final int maxClients;
    private volatile boolean running = true;

    private DgtServer(DgtBoardSource source, DgtTransport transport, DgtOptions options) throws IOException {
        this.source = Objects.requireNonNull(source, "source");
        this.options = Objects.requireNonNull(options, "options");
        this.ticker = Executors.newSingleThreadScheduledExecutor(r -> daemon(r, "dgt-ticker"));
        if (transport instanceof DgtTransport.Tcp tcp) {
            serverSocket = new ServerSocket();
            serverSocket.bind(new InetSocketAddress(InetAddress.getByName(tcp.address().host()),
                    tcp.address().port()));
            maxClients = tcp.maxClients();
            acceptor = daemon(this::acceptLoop, "dgt-tcp-" + serverSocket.getLocalPort());
            log.info("DGT emulation on TCP {}, at most {} hosts at once",
                    tcp.address().describe(serverSocket.getLocalPort()), maxClients);
        } else if (transport instanceof DgtTransport.Serial serial) {
            serverSocket = null;
            maxClients = 1;
            acceptor = daemon(() -> serialLoop(serial.path()), "dgt-serial " + serial.path());
            log.info("DGT emulation on serial port {}", serial.path());
        } else {
            throw new IllegalArgumentException("unknown transport " + transport);
        }
        // UPDATE mode promises a time message at least once a second
        ticker.scheduleAtFixedRate(() -> connections.forEach(c -> c.board().tick()), 1, 1, TimeUnit.SECONDS);
        acceptor.start();
    }

    /** Starts serving with Touchmove's identity and no clock face. */
    public static DgtServer start(DgtBoardSource source, DgtTransport transport) throws IOException {
        return start(source, transport, DgtOptions.DEFAULT);
    }

    public static DgtServer start(DgtBoardSource source, DgtTransport transport, DgtOptions options)
            throws IOException {
        return new DgtServer(source, transport, options);
    }

    /** The TCP port served, -1 on a serial port. */
    public int port() {
        return serverSocket == null ? -1 : serverSocket.getLocalPort();
    }

    /** The address the TCP server is bound to, null on a serial port. */
    public InetSocketAddress address() {
        return serverSocket == null ? null : (InetSocketAddress) serverSocket.getLocalSocketAddress();
    }

    /** Hosts connected now. */
    public int connections() {
        return (int) connections.stream().filter(DgtConnection::isOpen).count();
    }

    private void acceptLoop() {
        while (running) {
            try {
                Socket socket = serverSocket.accept();
                if (connections() >= maxClients) {
                    // Each host costs two threads: a flood of connections must not cost the board its memory.
                    log.warn("DGT TCP: refused a host from {}: {} hosts connected, the limit (emulate.dgt.maxClients)",
                            socket.getRemoteSocketAddress(), maxClients);
                    socket.close();
                    continue;
                }
                DgtConnection connection = new DgtConnection(new TcpDgtLink(socket), source, options);
                connections.add(connection);
                log.info("DGT host connected from {}", socket.getRemoteSocketAddress());
                daemon(() -> {
                    connection.serve(() -> running);
                    connections.remove(connection);
                }, "dgt-host " + socket.getRemoteSocketAddress()).start();
            } catch (IOException e) {
                if (running) {
                    log.warn("DGT TCP server: accept failed: {}", e.getMessage());
                }
            }
        }
    }

    private void serialLoop(String path) {
        boolean warned = false;
        while (running) {
            try {
                SerialDgtLink link = SerialDgtLink.open(path);
                warned = false;
                DgtConnection connection = new DgtConnection(link, source, options);
                connections.add(connection);
                connection.serve(() -> running);
                connections.remove(connection);
            } catch (IOException e) {
                if (!warned) {
                    log.warn("DGT serial port: {}; retrying every {} ms", e.getMessage(), SERIAL_REOPEN_MS);
                    warned = true;
                }
            }
            try {
                Thread.sleep(SERIAL_REOPEN_MS); // real-time transport: waits for the port to come back
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private static Thread daemon(Runnable r, String name) {
        Thread t = new Thread(r, name);
        t.setDaemon(true);
        return t;
    }

    @Override
    public void close() {
        running = false;
        ticker.shutdownNow();
        if (serverSocket != null) {
            try {
                serverSocket.close();
            } catch (IOException e) {
                log.debug("closing the DGT server socket: {}", e.toString());
            }
        }
        connections.forEach(DgtConnection::close);
        acceptor.interrupt();
        try {
            acceptor.join(2_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
