package org.touchmove.firmware.publish.mqtt;

import io.moquette.broker.Server;
import io.moquette.broker.config.MemoryConfig;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.util.List;
import java.util.Properties;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The MQTT broker {@code touchmove run} starts on loopback when no broker is configured: Moquette 0.17 (MQTT 3.1.1),
 * telemetry off, no persistence (docs/mqtt.md, "Embedded broker", says why Moquette and what it does differently).
 */
public final class EmbeddedBroker implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(EmbeddedBroker.class);
    private static final String HOST = "127.0.0.1";

    private final Server server;
    private final SessionLoopKeeper loopKeeper;
    private final URI uri;

    private EmbeddedBroker(Server server, SessionLoopKeeper loopKeeper, URI uri) {
        this.server = server;
        this.loopKeeper = loopKeeper;
        this.uri = uri;
    }

    /**
     * Starts a broker on {@code 127.0.0.1:port}; when that port is taken (or {@code port} is 0) on a free port.
     *
     * @return the running broker; {@link #uri()} says where
     */
    public static EmbeddedBroker start(int port) {
        if (port != 0) {
            if (free(port)) {
                try {
                    return bind(port);
                } catch (IOException e) {
                    log.info("port {} could not be bound ({}); the embedded broker takes a free port", port,
                            e.getMessage());
                }
            } else {
                log.info("port {} is taken; the embedded broker takes a free port", port);
            }
        }
        IOException last = null;
        // Moquette 0.17 does not report the port it bound for port 0: pick a free port, then bind it (a race with
        // another program is possible, hence a few tries).
        for (int attempt = 0; attempt < 5; attempt++) {
            try {
                return bind(freePort());
            } catch (IOException e) {
                last = e;
            }
        }
        throw new UncheckedIOException("no free port for the embedded MQTT broker", last);
    }

    private static boolean free(int port) {
        try (ServerSocket s = new ServerSocket()) {
            s.setReuseAddress(true);
            s.bind(new InetSocketAddress(HOST, port));
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getByName(HOST))) {
            return s.getLocalPort();
        }
    }

    private static EmbeddedBroker bind(int port) throws IOException {
        Properties p = new Properties();
        p.setProperty("host", HOST);
        p.setProperty("port", Integer.toString(port));
        p.setProperty("websocket_port", "disabled");
        p.setProperty("allow_anonymous", "true");
        // MQTT 3.1.1 §3.1.3.1: a client may send an empty client id with a clean session and the server assigns one;
        // mosquitto_sub, mosquitto_pub and many libraries do so by default. Moquette refuses it unless told.
        p.setProperty("allow_zero_byte_client_id", "true");
        p.setProperty("persistence_enabled", "false");
        // Moquette 0.17 reports to a telemetry server by default; a chess board in a tournament hall must not.
        p.setProperty("telemetry_enabled", "false");
        p.setProperty("immediate_buffer_flush", "true");
        p.setProperty("buffer_flush_millis", "0");
        p.setProperty("netty.mqtt.message_size", Integer.toString(256 * 1024)); // a long game's PGN fits
        Server server = new Server();
        RetainedWillFix willFix = new RetainedWillFix();
        SessionLoopKeeper loopKeeper = new SessionLoopKeeper();
        try {
            server.startServer(new MemoryConfig(p), List.of(willFix, loopKeeper));
            willFix.attach(server);
            loopKeeper.attach(server);
        } catch (IOException | RuntimeException e) {
            server.stopServer();
            throw e instanceof IOException io ? io : new IOException(e.getMessage(), e);
        }
        if (free(port)) {
            server.stopServer();
            throw new IOException("Moquette did not bind port " + port);
        }
        URI uri = URI.create("tcp://" + HOST + ":" + port);
        log.info("embedded MQTT broker (Moquette) listening on {}", uri);
        return new EmbeddedBroker(server, loopKeeper, uri);
    }

    /** Where clients connect, e.g. {@code tcp://127.0.0.1:1883}. */
    public URI uri() {
        return uri;
    }

    @Override
    public void close() {
        loopKeeper.stop();
        server.stopServer();
        log.info("embedded MQTT broker on {} stopped", uri);
    }
}
