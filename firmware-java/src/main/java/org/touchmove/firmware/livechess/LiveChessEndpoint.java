package org.touchmove.firmware.livechess;

/**
 * Where the API listens: {@code PORT} on the loopback (the browser page connects to localhost) or
 * {@code HOST:PORT} to choose the address, as {@code --dgt tcp:} writes it; port 0 picks a free one.
 */
public record LiveChessEndpoint(String host, int port) {

    public static final String LOOPBACK = "127.0.0.1";
    /** LiveChess's own port, which clients use by default ({@code ws://localhost:1982/api/v1.0}). */
    public static final int LIVECHESS_PORT = 1982;

    public LiveChessEndpoint {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("--livechess: port out of range 0..65535: " + port);
        }
        if (host == null || host.isBlank()) {
            throw new IllegalArgumentException("--livechess: empty address before the port");
        }
    }

    /** Parses {@code PORT} or {@code HOST:PORT} ({@code [::1]:PORT} for an IPv6 address). */
    public static LiveChessEndpoint parse(String spec) {
        int colon = spec.lastIndexOf(':');
        String host = colon < 0 ? LOOPBACK : spec.substring(0, colon);
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        }
        String port = colon < 0 ? spec : spec.substring(colon + 1);
        if (port.isEmpty() || !port.chars().allMatch(c -> c >= '0' && c <= '9') || port.length() > 5) {
            throw new IllegalArgumentException("--livechess expects PORT or HOST:PORT (e.g. 1982 or 127.0.0.1:1982), got '"
                    + spec + "'");
        }
        return new LiveChessEndpoint(host, Integer.parseInt(port));
    }
}
