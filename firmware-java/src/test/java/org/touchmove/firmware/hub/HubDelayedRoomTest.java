package org.touchmove.firmware.hub;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.touchmove.firmware.controller.ScenarioEvents;
import org.touchmove.firmware.publish.mqtt.EmbeddedBroker;

/**
 * The attack that worked: with {@code hub.delayMinutes} set, {@code /room.json}, {@code /live} and the room page
 * showed the moves the delayed {@code /round.pgn} withholds, to anyone on the network. Now the public gets the room as
 * delayed as the PGN and a logged-in arbiter the live one (or everyone live with {@code hub.room.public = live}),
 * over real HTTP and in headless Chromium. The hub's time is virtual: the test moves it past the delay.
 */
class HubDelayedRoomTest {

    private static final String PASSWORD = "correct-horse-battery";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Instant T0 = Instant.parse("2026-12-01T09:00:00Z");

    @TempDir
    Path dir;

    private final HttpClient http = HttpClient.newHttpClient();

    private Hub hub(EmbeddedBroker broker, MutableClock clock, Map<String, String> extra) throws Exception {
        Map<String, String> m = new HashMap<>(Map.of("hub.mqtt.uri", broker.uri().toString(), "hub.http.port", "0",
                "hub.http.host", "127.0.0.1", "hub.stateDir", dir.resolve("hub").toString(), "hub.delayMinutes", "15",
                "hub.arbiter.passwordHash", PasswordHash.of(PASSWORD, PasswordHash.MIN_ITERATIONS).encoded()));
        m.putAll(extra);
        return Hub.start(HubSettings.fromMap(m, "test"), clock);
    }

    @Test
    void thePublicRoomIsAsDelayedAsTheRoundPgnAndTheArbiterSeesItLive() throws Exception {
        MutableClock clock = new MutableClock(T0);
        try (EmbeddedBroker broker = EmbeddedBroker.start(0); Hub hub = hub(broker, clock, Map.of());
             MqttTestBoard board = new MqttTestBoard(broker.uri(), Files.createDirectories(dir.resolve("b-1")),
                     "b-1", null)) {
            board.append(ScenarioEvents.play("press-completes-move"));
            awaitMoveInHub(hub);
            String base = "http://127.0.0.1:" + hub.httpPort();
            BlockingQueue<String> publicStream = stream(base + "/live", null);

            assertThat(b1(get(base + "/room.json", null)).get("moves")).as("public /room.json").isEmpty();
            assertThat(b1(firstRoom(publicStream)).get("moves")).as("public /live").isEmpty();
            assertThat(get(base + "/round.pgn", null)).as("the delayed PGN withholds it too").doesNotContain("e4");
            assertThat(get(base + "/", null)).contains("15 min behind");

            String cookie = new ArbiterClient(hub.httpPort()).session(PASSWORD);
            assertThat(b1(get(base + "/room.json", cookie)).get("moves").toString()).as("the arbiter's /room.json")
                    .isEqualTo("[\"e4\"]");
            assertThat(b1(firstRoom(stream(base + "/live", cookie))).get("moves").toString())
                    .as("the arbiter's /live").isEqualTo("[\"e4\"]");
            assertThat(get(base + "/", cookie)).doesNotContain("min behind");

            clock.advance(Duration.ofMinutes(15));
            assertThat(b1(get(base + "/room.json", null)).get("moves").toString()).as("15 minutes on")
                    .isEqualTo("[\"e4\"]");
            JsonNode next = nextBoard(publicStream);
            assertThat(next.get("moves").toString()).as("the public stream moves on by itself").isEqualTo("[\"e4\"]");
        }
    }

    @Test
    void aHallThatWantsTheLiveRoomForEveryoneSaysSo() throws Exception {
        MutableClock clock = new MutableClock(T0);
        try (EmbeddedBroker broker = EmbeddedBroker.start(0); Hub hub = hub(broker, clock,
                Map.of("hub.room.public", "live"));
             MqttTestBoard board = new MqttTestBoard(broker.uri(), Files.createDirectories(dir.resolve("b-1")),
                     "b-1", null)) {
            board.append(ScenarioEvents.play("press-completes-move"));
            awaitMoveInHub(hub);
            String base = "http://127.0.0.1:" + hub.httpPort();
            assertThat(b1(get(base + "/room.json", null)).get("moves").toString()).isEqualTo("[\"e4\"]");
            assertThat(get(base + "/round.pgn", null)).doesNotContain("e4");
        }
    }

    @Test
    void theRoomPageShowsThePublicTheDelayedBoardAndTheArbiterTheLiveOne() throws Exception {
        MutableClock clock = new MutableClock(T0);
        WebDriver browser = null;
        try (EmbeddedBroker broker = EmbeddedBroker.start(0); Hub hub = hub(broker, clock, Map.of());
             MqttTestBoard board = new MqttTestBoard(broker.uri(), Files.createDirectories(dir.resolve("b-1")),
                     "b-1", null)) {
            board.append(ScenarioEvents.play("press-completes-move"));
            awaitMoveInHub(hub);
            String base = "http://127.0.0.1:" + hub.httpPort();
            browser = HeadlessChromium.start(dir, "delay");
            browser.get(base + "/");
            HeadlessChromium.await(browser).until(d -> card(d) != null);
            assertThat(browser.findElement(By.id("delayed")).getText()).contains("15 min behind");
            assertThat(onCard(browser, (org.openqa.selenium.WebElement c) -> c.getAttribute("data-ply"))).as("the public page").isEqualTo("0");
            assertThat(onCard(browser, (org.openqa.selenium.WebElement c) -> c.findElements(By.cssSelector("[data-square='e4'] .pc")))).as("no e4 yet")
                    .isEmpty();

            browser.get(base + "/arbiter");
            browser.findElement(By.id("password")).sendKeys(PASSWORD);
            browser.findElement(By.id("login")).click();
            HeadlessChromium.await(browser).until(d -> !d.findElements(By.id("board")).isEmpty());
            browser.get(base + "/");
            HeadlessChromium.await(browser).until(d -> card(d) != null && "1".equals(card(d).getAttribute("data-ply")));
            assertThat(browser.findElements(By.id("delayed"))).as("the arbiter's room is live").isEmpty();

            browser.manage().deleteAllCookies();
            browser.get(base + "/");
            HeadlessChromium.await(browser).until(d -> card(d) != null);
            assertThat(onCard(browser, (org.openqa.selenium.WebElement c) -> c.getAttribute("data-ply"))).as("logged out: the public page").isEqualTo("0");
            clock.advance(Duration.ofMinutes(15));
            HeadlessChromium.await(browser).until(d -> "1".equals(card(d).getAttribute("data-ply")));
            assertThat(onCard(browser, (org.openqa.selenium.WebElement c) -> c.findElement(By.cssSelector("[data-square='e4'] .pc")).getAttribute("data-piece")))
                    .isEqualTo("P");
        } finally {
            if (browser != null) {
                browser.quit();
            }
        }
    }

    /**
     * Reads the board's card, found afresh: the page redraws a card when the room changes (a clock tick), so an
     * element found a moment before can be gone by the time it is read.
     */
    private static <T> T onCard(WebDriver d, java.util.function.Function<org.openqa.selenium.WebElement, T> read) {
        for (int attempt = 1; ; attempt++) {
            try {
                return read.apply(card(d));
            } catch (org.openqa.selenium.StaleElementReferenceException e) {
                if (attempt == 20) {
                    throw e;
                }
            }
        }
    }

    private static org.openqa.selenium.WebElement card(WebDriver d) {
        var found = d.findElements(By.cssSelector("#room [data-board='b-1']"));
        return found.isEmpty() ? null : found.get(0);
    }

    /** The hub has folded the board's move (live). */
    private static void awaitMoveInHub(Hub hub) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < end) {
            Room.BoardSnapshot b = hub.room().board("b-1");
            if (b != null && !b.view().moves().isEmpty()) {
                return;
            }
            Thread.sleep(20);
        }
        throw new AssertionError("the hub never saw the board's move");
    }

    private String get(String url, String cookie) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url));
        if (cookie != null) {
            b.header("Cookie", cookie);
        }
        HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).as(url).isEqualTo(200);
        return r.body();
    }

    private static JsonNode b1(String roomJson) throws Exception {
        for (JsonNode n : JSON.readTree(roomJson)) {
            if (n.get("boardId").asText().equals("b-1")) {
                return n;
            }
        }
        throw new AssertionError("no b-1 in " + roomJson);
    }

    /** The SSE stream's data lines, each prefixed with its event name ("room: [...]", "board: {...}"). */
    private BlockingQueue<String> stream(String url, String cookie) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url));
        if (cookie != null) {
            b.header("Cookie", cookie);
        }
        InputStream in = http.send(b.build(), HttpResponse.BodyHandlers.ofInputStream()).body();
        BlockingQueue<String> out = new LinkedBlockingQueue<>();
        Thread t = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                String event = null;
                for (String line = r.readLine(); line != null; line = r.readLine()) {
                    if (line.startsWith("event: ")) {
                        event = line.substring(7);
                    } else if (line.startsWith("data: ")) {
                        out.add(event + ": " + line.substring(6));
                    }
                }
            } catch (java.io.IOException e) {
                out.add("closed: " + e);
            }
        }, "sse-reader");
        t.setDaemon(true);
        t.start();
        return out;
    }

    private static String firstRoom(BlockingQueue<String> stream) throws InterruptedException {
        String first = stream.poll(60, TimeUnit.SECONDS); // generous: a loaded machine (issue 23)
        assertThat(first).as("the stream's first message").startsWith("room: ");
        return first.substring(6);
    }

    /** The next board message for b-1 that shows a move. */
    private static JsonNode nextBoard(BlockingQueue<String> stream) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < end) {
            String m = stream.poll(1, TimeUnit.SECONDS);
            if (m != null && m.startsWith("board: ")) {
                JsonNode n = JSON.readTree(m.substring(7));
                if (n.get("boardId").asText().equals("b-1") && !n.get("moves").isEmpty()) {
                    return n;
                }
            }
        }
        throw new AssertionError("no board message with the move on the public stream");
    }
}
