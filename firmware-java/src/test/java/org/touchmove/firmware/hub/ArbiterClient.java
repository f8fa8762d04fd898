package org.touchmove.firmware.hub;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The hub's arbiter endpoints over real HTTP (java.net.http, one client: one keep-alive connection), with the cookie
 * and CSRF token handled by hand as an attacker who captured them would.
 */
final class ArbiterClient {

    private static final Pattern CSRF = Pattern.compile("<meta name=\"csrf\" content=\"([^\"]*)\">");
    private final HttpClient http = HttpClient.newHttpClient();
    private final String base;

    ArbiterClient(int port) {
        this.base = "http://127.0.0.1:" + port;
    }

    HttpResponse<String> login(String password) throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(URI.create(base + "/arbiter/login"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("password="
                        + URLEncoder.encode(password, StandardCharsets.UTF_8))).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    /** {@code hub_session=...}: the cookie a right password gets. */
    String session(String password) throws IOException, InterruptedException {
        HttpResponse<String> r = login(password);
        if (r.statusCode() != 303) {
            throw new AssertionError("login refused: " + r.statusCode() + " " + r.body());
        }
        String cookie = r.headers().firstValue("Set-Cookie").orElseThrow();
        return cookie.substring(0, cookie.indexOf(';'));
    }

    /** The CSRF token the arbiter's page carries for this session. */
    String csrf(String cookie) throws IOException, InterruptedException {
        HttpResponse<String> page = get("/arbiter", cookie);
        Matcher m = CSRF.matcher(page.body());
        if (!m.find()) {
            throw new AssertionError("no CSRF token on the arbiter's page: " + page.statusCode());
        }
        return m.group(1);
    }

    HttpResponse<String> get(String path, String cookie) throws IOException, InterruptedException {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path));
        if (cookie != null) {
            b.header("Cookie", cookie);
        }
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    HttpResponse<String> post(String path, String cookie, String csrf, String body)
            throws IOException, InterruptedException {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path))
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (cookie != null) {
            b.header("Cookie", cookie);
        }
        if (csrf != null) {
            b.header("X-CSRF-Token", csrf);
        }
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    HttpResponse<String> pause(String cookie, String csrf, String board) throws IOException, InterruptedException {
        return post("/arbiter/command", cookie, csrf, "{\"boardId\":\"" + board + "\",\"command\":{\"type\":\"pause\"}}");
    }
}
