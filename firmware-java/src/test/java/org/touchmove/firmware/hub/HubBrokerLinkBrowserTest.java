package org.touchmove.firmware.hub;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.eclipse.paho.client.mqttv3.MqttClient;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.touchmove.firmware.controller.ScenarioEvents;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.EventJson;

/**
 * The hub's own broker link on every page (issue 25: the room said "live" while the hub had lost its broker): a real
 * Mosquitto stopped mid-test and started again; the room page (and a board opened large on it), the arbiter's page
 * and {@code /room.json} and {@code /broker.json} say "lost" and then "connected" again, the pages without a reload,
 * in headless Chromium.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class HubBrokerLinkBrowserTest {

    private static final String PASSWORD = "correct-horse-battery";
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private final HttpClient http = HttpClient.newHttpClient();

    @Test
    void everyPageShowsTheBrokerLostWhileItIsDownAndConnectedWhenItIsBack() throws Exception {
        WebDriver room = null;
        WebDriver arbiter = null;
        try (TestBroker broker = TestBroker.start(Files.createDirectories(dir.resolve("broker")));
             Hub hub = Hub.start(HubSettings.fromMap(Map.of("hub.mqtt.uri", broker.uri().toString(),
                     "hub.http.port", "0", "hub.http.host", "127.0.0.1", "hub.arbiter.password", PASSWORD), "test"),
                     Clock.systemUTC())) {
            String base = "http://127.0.0.1:" + hub.httpPort();
            publishBoard(broker.uri());
            waitUntil(() -> get(base + "/room.json").size() == 1, "the board in /room.json");
            room = browser("room");
            arbiter = browser("arbiter");
            room.get(base + "/");
            wait(room).until(d -> !d.findElements(By.cssSelector("#room [data-board='g-1']")).isEmpty());
            wait(room).until(d -> { // the room re-renders its cards on updates: a replaced one is found again
                d.findElement(By.cssSelector("#room [data-board='g-1']")).click();
                return true;
            });
            wait(room).until(d -> d.findElement(By.id("detail")).isDisplayed());
            arbiter.get(base + "/arbiter");
            arbiter.findElement(By.id("password")).sendKeys(PASSWORD);
            arbiter.findElement(By.id("login")).click();
            wait(arbiter).until(d -> !d.findElements(By.id("replies")).isEmpty());

            assertState(room, arbiter, "connected");
            assertThat(room.findElement(By.id("conn")).getText()).isEqualTo("live");
            assertThat(get(base + "/room.json").get(0).get("broker").asText()).isEqualTo("connected");
            assertThat(get(base + "/broker.json").get("state").asText()).isEqualTo("connected");

            broker.stop();
            assertState(room, arbiter, "lost");
            assertThat(room.findElement(By.id("conn")).getText()).isEqualTo("not live");
            assertThat(room.findElement(By.id("broker")).getText()).startsWith("broker lost since");
            assertThat(room.findElement(By.id("detail-broker")).getText()).contains("boards are not being updated");
            assertThat(get(base + "/room.json").get(0).get("broker").asText()).isEqualTo("lost");
            JsonNode lost = get(base + "/broker.json");
            assertThat(lost.get("state").asText()).isEqualTo("lost");
            assertThat(lost.get("reason").asText()).isNotBlank();

            broker.restart();
            assertState(room, arbiter, "connected");
            wait(room).until(d -> d.findElement(By.id("conn")).getText().equals("live"));
            assertThat(get(base + "/room.json").get(0).get("broker").asText()).isEqualTo("connected");
        } finally {
            for (WebDriver d : new WebDriver[] {room, arbiter}) {
                if (d != null) {
                    d.quit();
                }
            }
        }
    }

    /** The state on the room page, on the board opened large over it and on the arbiter's page, without a reload. */
    private static void assertState(WebDriver room, WebDriver arbiter, String state) {
        Predicate<WebDriver> shown = d -> d.findElements(By.cssSelector(".broker-state")).stream()
                .allMatch(e -> state.equals(e.getAttribute("data-state")));
        wait(room).until(shown::test);
        wait(arbiter).until(shown::test);
        assertThat(room.findElements(By.cssSelector(".broker-state"))).hasSize(2);
    }

    /** One board's first events, as a board publishes them (its new game and a few moves). */
    private static void publishBoard(URI broker) throws Exception {
        List<Event> events = ScenarioEvents.play("pause-resume").stream()
                .map(e -> new Event("g-1", e.gameId(), e.seq(), e.ts(), e.monoMs(), e.body())).toList();
        MqttClient board = new MqttClient(broker.toString(), "test-board-g-1", new MemoryPersistence());
        board.connect(new MqttConnectOptions());
        for (Event e : events) {
            board.publish("touchmove/v1/boards/g-1/events", EventJson.write(e).getBytes(StandardCharsets.UTF_8), 1,
                    false);
        }
        board.disconnect();
        board.close();
    }

    private JsonNode get(String url) throws Exception {
        return JSON.readTree(http.send(HttpRequest.newBuilder(URI.create(url)).build(),
                HttpResponse.BodyHandlers.ofString()).body());
    }

    private static void waitUntil(java.util.concurrent.Callable<Boolean> condition, String what) throws Exception {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!condition.call()) {
            assertThat(System.nanoTime() - until).as(what).isNegative();
            Thread.sleep(20);
        }
    }

    private WebDriver browser(String name) throws Exception {
        return HeadlessChromium.start(dir, name);
    }

    /** Generous: the hub connects again with back-off, on a loaded machine. */
    private static WebDriverWait wait(WebDriver d) {
        WebDriverWait w = new WebDriverWait(d, Duration.ofSeconds(60));
        w.ignoring(StaleElementReferenceException.class);
        return w;
    }
}
