package org.touchmove.firmware.config;

import org.touchmove.hal.net.ListenAddress;

/**
 * Where the API listens: {@code PORT} on the loopback (the browser page connects to localhost) or
 * {@code HOST:PORT} to choose the address, as {@code --dgt tcp:} writes it; port 0 picks a free one.
 */
public record LiveChessEndpoint(String host, int port) {

    public static final String LOOPBACK = ListenAddress.LOOPBACK;
    /** LiveChess's own port, which clients use by default ({@code ws://localhost:1982/api/v1.0}). */
    public static final int LIVECHESS_PORT = 1982;
    /** The API's path, as LiveChess serves it. */
    public static final String PATH = "/api/v1.0";

    /** Throws IllegalArgumentException for a port out of range or an empty address (the caller names the setting). */
    public LiveChessEndpoint {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("port out of range 0..65535: " + port);
        }
        if (host == null || host.isBlank()) {
            throw new IllegalArgumentException("empty address before the port");
        }
    }

    /**
     * Parses {@code PORT} or {@code HOST:PORT} ({@code [::1]:PORT} for an IPv6 address), as every listening address of
     * Touchmove is written ({@link ListenAddress}); a bad spec is an IllegalArgumentException saying what is expected
     * (the caller names the option or key).
     */
    public static LiveChessEndpoint parse(String spec) {
        ListenAddress a = ListenAddress.parse(spec);
        return new LiveChessEndpoint(a.host(), a.port());
    }

    /** Where it listens, as every server of Touchmove says it. */
    public ListenAddress address() {
        return new ListenAddress(host, port);
    }

    /** The URL a client connects to, with the port actually served. */
    public String url(int servedPort) {
        return "ws://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + servedPort + PATH;
    }
}
