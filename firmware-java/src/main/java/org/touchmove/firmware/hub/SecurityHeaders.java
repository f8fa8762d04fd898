package org.touchmove.firmware.hub;

import org.eclipse.jetty.server.Response;

/**
 * The headers every hub response carries (docs/hub.md, "Security"): a Content-Security-Policy that lets the pages
 * load only the hub's own files (no inline script or style: the pages have none, their scripts and styles are
 * served from {@code /static/}) and talk only to the hub, and that no other site may frame them (clickjacking the
 * arbiter's buttons); no MIME sniffing; no referrer to other sites.
 */
final class SecurityHeaders {

    static final String CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self';"
            + " connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self';"
            + " frame-ancestors 'none'";

    private SecurityHeaders() {
    }

    static void apply(Response response) {
        response.getHeaders().put("Content-Security-Policy", CSP);
        // For browsers older than CSP's frame-ancestors.
        response.getHeaders().put("X-Frame-Options", "DENY");
        response.getHeaders().put("X-Content-Type-Options", "nosniff");
        response.getHeaders().put("Referrer-Policy", "same-origin");
    }
}
