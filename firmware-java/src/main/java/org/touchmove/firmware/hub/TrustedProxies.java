package org.touchmove.firmware.hub;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.net.UnknownHostException;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import org.eclipse.jetty.server.Request;

/**
 * {@code hub.http.trustedProxies}: the reverse proxies whose {@code X-Forwarded-For} and {@code X-Forwarded-Proto}
 * the hub believes (docs/hub.md, "Security"). From any other peer those headers are ignored, so a client cannot
 * pick its own address for the login throttle, nor claim TLS it does not have.
 */
record TrustedProxies(Set<InetAddress> addresses) {

    static final TrustedProxies NONE = new TrustedProxies(Set.of());

    /**
     * Comma-separated IP addresses (no names: trust is not left to DNS).
     *
     * @throws IllegalArgumentException naming the entry that is not an IP address
     */
    static TrustedProxies parse(String text) {
        Set<InetAddress> out = new HashSet<>();
        for (String part : text.split(",")) {
            String p = part.strip();
            if (p.isEmpty()) {
                continue;
            }
            if (!p.matches("[0-9A-Fa-f:.]+") || (!p.contains(":") && !p.matches("\\d{1,3}(\\.\\d{1,3}){3}"))) {
                throw new IllegalArgumentException("'" + p + "' is not an IP address (names are not accepted)");
            }
            try {
                out.add(InetAddress.getByName(p)); // a literal: no lookup
            } catch (UnknownHostException e) {
                throw new IllegalArgumentException("'" + p + "' is not an IP address", e);
            }
        }
        return new TrustedProxies(Set.copyOf(out));
    }

    /** The client's address: the peer's, or the last hop a trusted proxy added to {@code X-Forwarded-For}. */
    String client(Request request) {
        String peer = Request.getRemoteAddr(request);
        if (!fromProxy(request)) {
            return peer;
        }
        String forwarded = request.getHeaders().get("X-Forwarded-For");
        if (forwarded == null || forwarded.isBlank()) {
            return peer;
        }
        String last = forwarded.substring(forwarded.lastIndexOf(',') + 1).strip();
        return last.isEmpty() ? peer : last;
    }

    /** Served over TLS: by the hub itself, or by a trusted proxy that says {@code X-Forwarded-Proto: https}. */
    boolean secure(Request request) {
        if (request.isSecure()) {
            return true;
        }
        if (!fromProxy(request)) {
            return false;
        }
        String proto = request.getHeaders().get("X-Forwarded-Proto");
        return proto != null
                && proto.substring(proto.lastIndexOf(',') + 1).strip().toLowerCase(Locale.ROOT).equals("https");
    }

    private boolean fromProxy(Request request) {
        SocketAddress a = request.getConnectionMetaData().getRemoteSocketAddress();
        return !addresses.isEmpty() && a instanceof InetSocketAddress i && addresses.contains(i.getAddress());
    }
}
