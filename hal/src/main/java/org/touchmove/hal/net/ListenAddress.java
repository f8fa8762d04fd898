package org.touchmove.hal.net;

import org.touchmove.hal.text.Excerpt;

/**
 * An address and port a server binds. Every server of Touchmove (the hub's HTTP, the DGT TCP emulation, the LiveChess
 * API) binds {@link #LOOPBACK} unless its configuration names an address: a board's emulation ports and the hub's
 * undelayed views are then reachable from this machine only, not from the tournament network (docs/security.md).
 * Port 0 picks a free port.
 */
public record ListenAddress(String host, int port) {

    /** The default: this machine only. IPv4 by number, so "localhost" resolving to ::1 changes nothing. */
    public static final String LOOPBACK = "127.0.0.1";

    /** Throws IllegalArgumentException for a port out of range or an empty address (the caller names the setting). */
    public ListenAddress {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("port out of range 0..65535: " + port);
        }
        if (host == null || host.isBlank()) {
            throw new IllegalArgumentException("empty address before the port");
        }
    }

    /** {@code port} on the loopback. */
    public static ListenAddress loopback(int port) {
        return new ListenAddress(LOOPBACK, port);
    }

    /**
     * Parses {@code PORT} (on the loopback) or {@code HOST:PORT} ({@code [::1]:PORT} for an IPv6 address; {@code
     * 0.0.0.0:PORT} for every interface); a bad spec is an IllegalArgumentException saying what is expected (the caller
     * names the option or key).
     */
    public static ListenAddress parse(String spec) {
        int colon = spec.lastIndexOf(':');
        String host = colon < 0 ? LOOPBACK : spec.substring(0, colon);
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        }
        String port = colon < 0 ? spec : spec.substring(colon + 1);
        if (port.isEmpty() || !port.chars().allMatch(c -> c >= '0' && c <= '9') || port.length() > 5) {
            throw new IllegalArgumentException("expects PORT or HOST:PORT (e.g. 1982 or 127.0.0.1:1982),"
                    + " got '" + Excerpt.of(spec) + "'");
        }
        return new ListenAddress(host, Integer.parseInt(port));
    }

    /** Whether only this machine reaches it: 127.x.x.x, ::1 or "localhost". */
    public boolean isLoopback() {
        return host.startsWith("127.") || host.equals("::1") || host.equalsIgnoreCase("localhost");
    }

    /** The host as a URL writes it ({@code [::1]} for IPv6). */
    public String urlHost() {
        return host.contains(":") ? "[" + host + "]" : host;
    }

    /**
     * What a startup line says about the address actually bound: {@code 127.0.0.1:8080 (this machine only)} or {@code
     * 0.0.0.0:8080 (reachable from the network)}.
     */
    public String describe(int boundPort) {
        return urlHost() + ":" + boundPort + (isLoopback() ? " (this machine only)" : " (reachable from the network)");
    }
}
