package org.touchmove.firmware.hub;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.touchmove.firmware.controller.ScenarioEvents;
import org.touchmove.firmware.publish.mqtt.EmbeddedBroker;

/**
 * The hub's response headers over real HTTP (a Content-Security-Policy with {@code frame-ancestors 'none'} and
 * {@code nosniff} on every page, the cookie's {@code Secure} flag only behind TLS a trusted proxy vouches for, the
 * forwarding headers of anyone else ignored), and headless Chromium using the room and the arbiter's page with the
 * policy on, without one refusal in its console.
 */
class HubPageSecurityTest {

    private static final String PASSWORD = "correct-horse-battery";

    @TempDir
    Path dir;

    private final HttpClient http = HttpClient.newHttpClient();

    private Hub hub(EmbeddedBroker broker, Map<String, String> extra) throws Exception {
        Map<String, String> m = new HashMap<>(Map.of("hub.mqtt.uri", broker.uri().toString(), "hub.http.port", "0",
                "hub.http.host", "127.0.0.1", "hub.stateDir", dir.resolve("hub").toString(),
                "hub.arbiter.passwordHash", PasswordHash.of(PASSWORD, PasswordHash.MIN_ITERATIONS).encoded()));
        m.putAll(extra);
        return Hub.start(HubSettings.fromMap(m, "test"), Clock.systemUTC());
    }

    @Test
    void everyResponseForbidsFramingInlineCodeAndSniffing() throws Exception {
        try (EmbeddedBroker broker = EmbeddedBroker.start(0); Hub hub = hub(broker, Map.of())) {
            String base = "http://127.0.0.1:" + hub.httpPort();
            List<HttpRequest> requests = new ArrayList<>();
            for (String path : List.of("/", "/static/room.js", "/static/room.css", "/static/arbiter.css",
                    "/room.json", "/round.pgn", "/board/none.pgn", "/arbiter", "/arbiter/replies.json", "/nothing")) {
                requests.add(HttpRequest.newBuilder(URI.create(base + path)).build());
            }
            requests.add(HttpRequest.newBuilder(URI.create(base + "/arbiter/login"))
                    .header("Content-Type", "application/x-www-form-urlencoded")
                    .POST(HttpRequest.BodyPublishers.ofString("password=" + PASSWORD)).build());
            requests.add(HttpRequest.newBuilder(URI.create(base + "/")).DELETE().build());
            for (HttpRequest r : requests) {
                HttpResponse<Void> got = http.send(r, HttpResponse.BodyHandlers.discarding());
                String what = r.method() + " " + r.uri().getPath() + " (" + got.statusCode() + ")";
                assertThat(got.headers().firstValue("Content-Security-Policy")).as(what)
                        .contains(SecurityHeaders.CSP);
                assertThat(SecurityHeaders.CSP).contains("frame-ancestors 'none'").contains("script-src 'self'")
                        .doesNotContain("unsafe-inline");
                assertThat(got.headers().firstValue("X-Content-Type-Options")).as(what).contains("nosniff");
                assertThat(got.headers().firstValue("X-Frame-Options")).as(what).contains("DENY");
            }
            // the live stream too (its headers come before its first event)
            HttpResponse<java.io.InputStream> live = http.send(HttpRequest.newBuilder(URI.create(base + "/live"))
                    .build(), HttpResponse.BodyHandlers.ofInputStream());
            live.body().close();
            assertThat(live.headers().firstValue("Content-Security-Policy")).contains(SecurityHeaders.CSP);
        }
    }

    @Test
    void theCookieIsSecureOnlyWhenATrustedProxySaysTls() throws Exception {
        try (EmbeddedBroker broker = EmbeddedBroker.start(0)) {
            try (Hub plain = hub(broker, Map.of())) {
                String spoofed = loginCookie(plain, Map.of("X-Forwarded-Proto", "https"));
                assertThat(attributes(spoofed)).as("no proxy trusted: the header is anyone's")
                        .contains("httponly", "samesite=strict").doesNotContain("secure");
            }
            try (Hub proxied = hub(broker, Map.of("hub.http.trustedProxies", "127.0.0.1, ::1"))) {
                assertThat(attributes(loginCookie(proxied, Map.of("X-Forwarded-Proto", "https"))))
                        .contains("secure", "httponly", "samesite=strict");
                assertThat(attributes(loginCookie(proxied, Map.of("X-Forwarded-Proto", "http"))))
                        .doesNotContain("secure");
            }
        }
    }

    @Test
    void aForgedForwardedForDoesNotEscapeTheThrottle() throws Exception {
        try (EmbeddedBroker broker = EmbeddedBroker.start(0); Hub hub = hub(broker, Map.of())) {
            String base = "http://127.0.0.1:" + hub.httpPort();
            List<Integer> statuses = new ArrayList<>();
            for (int i = 0; i < LoginThrottle.FREE + 2; i++) {
                statuses.add(http.send(HttpRequest.newBuilder(URI.create(base + "/arbiter/login"))
                        .header("Content-Type", "application/x-www-form-urlencoded")
                        .header("X-Forwarded-For", "10.9.9." + i)
                        .POST(HttpRequest.BodyPublishers.ofString("password=guess")).build(),
                        HttpResponse.BodyHandlers.discarding()).statusCode());
            }
            assertThat(statuses).containsExactly(403, 403, 403, 403, 403, 429, 429);
        }
    }

    @Test
    void theRoomAndTheArbitersPageWorkInChromiumWithThePolicyOn() throws Exception {
        WebDriver browser = null;
        try (EmbeddedBroker broker = EmbeddedBroker.start(0); Hub hub = hub(broker, Map.of());
             MqttTestBoard board = new MqttTestBoard(broker.uri(), Files.createDirectories(dir.resolve("b-1")),
                     "b-1", null)) {
            board.append(ScenarioEvents.play("press-completes-move"));
            String base = "http://127.0.0.1:" + hub.httpPort();
            browser = HeadlessChromium.start(dir, "csp");
            WebDriver d = browser;
            d.get(base + "/");
            HeadlessChromium.await(d).until(x -> !x.findElements(By.cssSelector("#room [data-board='b-1']")).isEmpty()
                    && x.findElement(By.id("conn")).getText().length() > 0);
            assertThat(style(d, "body", "background-color")).as("room.css applied").isEqualTo("rgb(243, 241, 236)");

            d.get(base + "/arbiter");
            assertThat(style(d, "form.login", "max-width")).as("the login form's style, from room.css")
                    .isEqualTo("360px");
            d.findElement(By.id("password")).sendKeys(PASSWORD);
            d.findElement(By.id("login")).click();
            HeadlessChromium.await(d).until(x -> x.findElements(By.cssSelector("#board option[value='b-1']")).size() == 1);
            assertThat(style(d, ".panel", "background-color")).as("arbiter.css applied").isEqualTo("rgb(255, 255, 255)");
            assertThat(Double.parseDouble(style(d, "input[name=minutes]", "width").replace("px", "")))
                    .as("a narrow field, from arbiter.css").isLessThan(100);
            d.findElement(By.cssSelector("button[data-cmd='{\"type\":\"pause\"}']")).click();
            HeadlessChromium.await(d).until(x -> x.findElements(By.cssSelector("#replies tr.refused")).size() == 1);
            assertThat(d.findElement(By.cssSelector("#replies tr.refused")).getText()).contains("takes no commands");

            List<String> refusals = HeadlessChromium.console(d).stream()
                    .filter(l -> l.toLowerCase(Locale.ROOT).contains("content security policy")).toList();
            assertThat(refusals).as("Content-Security-Policy refusals in the console").isEmpty();
        } finally {
            if (browser != null) {
                browser.quit();
            }
        }
    }

    private String loginCookie(Hub hub, Map<String, String> headers) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + hub.httpPort()
                + "/arbiter/login")).header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("password=" + PASSWORD));
        headers.forEach(b::header);
        HttpResponse<Void> r = http.send(b.build(), HttpResponse.BodyHandlers.discarding());
        assertThat(r.statusCode()).isEqualTo(303);
        return r.headers().firstValue("Set-Cookie").orElseThrow();
    }

    /** The cookie's attributes (after its value), lower case. */
    private static List<String> attributes(String setCookie) {
        List<String> out = new ArrayList<>();
        String[] parts = setCookie.split(";");
        for (int i = 1; i < parts.length; i++) {
            out.add(parts[i].strip().toLowerCase(Locale.ROOT));
        }
        return out;
    }

    private static String style(WebDriver d, String selector, String property) {
        return String.valueOf(((JavascriptExecutor) d).executeScript(
                "return getComputedStyle(document.querySelector(arguments[0])).getPropertyValue(arguments[1])",
                selector, property));
    }
}
