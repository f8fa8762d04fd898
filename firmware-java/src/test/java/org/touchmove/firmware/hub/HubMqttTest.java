package org.touchmove.firmware.hub;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.paho.client.mqttv3.MqttClient;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.controller.ScenarioEvents;
import org.touchmove.firmware.command.ArbiterCommand;
import org.touchmove.firmware.command.CommandJson;
import org.touchmove.firmware.command.CommandRequest;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.EventJson;
import org.touchmove.firmware.view.BoardViews;

/** The hub against a real Mosquitto without a browser: gaps and republish, and the command line's first line. */
class HubMqttTest {

    private static final String ROOT = "touchmove/v1/boards/";

    @TempDir
    Path dir;

    @Test
    void aGapMakesTheHubAskTheBoardToRepublishAndTheRepairedStreamIsTheFold() throws Exception {
        List<Event> events = ScenarioEvents.play("pause-resume").stream()
                .map(e -> new Event("g-1", e.gameId(), e.seq(), e.ts(), e.monoMs(), e.body())).toList();
        try (TestBroker broker = TestBroker.start(dir);
             Hub hub = Hub.start(HubSettings.fromMap(Map.of("hub.mqtt.uri", broker.uri().toString(),
                     "hub.http.port", "0", "hub.http.host", "127.0.0.1"), "test"), Clock.systemUTC())) {
            MqttClient board = new MqttClient(broker.uri().toString(), "test-board-g-1", new MemoryPersistence());
            board.connect(new MqttConnectOptions());
            BlockingQueue<String> commands = new LinkedBlockingQueue<>();
            board.subscribe(ROOT + "g-1/cmd", 1, (t, m) -> commands.add(new String(m.getPayload(),
                    StandardCharsets.UTF_8)));
            publish(board, events.get(0));
            publish(board, events.get(1));
            publish(board, events.get(3)); // seq 3 lost on the way
            String cmd = commands.poll(60, TimeUnit.SECONDS); // generous: a loaded machine (issue 23)
            assertThat(cmd).as("a republish command").isNotNull();
            CommandRequest request = CommandJson.parse(cmd);
            assertThat(request.command()).isEqualTo(new ArbiterCommand.Republish(3));
            assertThat(request.issuedAt()).isNotNull();
            // The board republishes from 3 (4 again among them), then goes on.
            for (Event e : events.subList(2, events.size())) {
                publish(board, e);
            }
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (System.nanoTime() < end && (hub.room().board("g-1") == null
                    || hub.room().board("g-1").view().lastSeq() < events.size())) {
                Thread.sleep(20);
            }
            assertThat(hub.room().board("g-1").view()).isEqualTo(BoardViews.of("g-1", events));
            assertThat(commands.poll(200, TimeUnit.MILLISECONDS)).as("one republish only").isNull();
            board.disconnect();
            board.close();
        }
    }

    private static void publish(MqttClient client, Event e) throws Exception {
        client.publish(ROOT + e.boardId() + "/events", EventJson.write(e).getBytes(StandardCharsets.UTF_8), 1, false);
    }

    @Test
    void theCommandLinePrintsItsAddressFirstAndTakesAFreePortWhenItsPortIsTaken() throws Exception {
        try (TestBroker broker = TestBroker.start(dir);
             ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName("0.0.0.0"))) {
            Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp", System.getProperty("java.class.path"), "org.touchmove.firmware.cli.Main", "hub",
                    "--mqtt", broker.uri().toString(), "--http", String.valueOf(taken.getLocalPort()))
                    .redirectError(dir.resolve("hub.err").toFile()).start();
            try {
                BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(),
                        StandardCharsets.UTF_8));
                String first = out.readLine();
                assertThat(first).matches("http http://127\\.0\\.0\\.1:\\d+/");
                Matcher m = Pattern.compile(":(\\d+)/").matcher(first);
                assertThat(m.find()).isTrue();
                int port = Integer.parseInt(m.group(1));
                assertThat(port).isNotEqualTo(taken.getLocalPort());
                HttpResponse<String> page = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                        URI.create("http://127.0.0.1:" + port + "/")).build(), HttpResponse.BodyHandlers.ofString());
                assertThat(page.statusCode()).isEqualTo(200);
                assertThat(page.body()).contains("/static/room.js");
                HttpResponse<String> arbiter = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                        URI.create("http://127.0.0.1:" + port + "/arbiter")).build(),
                        HttpResponse.BodyHandlers.ofString());
                assertThat(arbiter.statusCode()).as("no password configured: no arbiter page").isEqualTo(404);
            } finally {
                p.destroy();
                assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("the hub stops on SIGTERM").isTrue();
            }
        }
    }

    @Test
    void aBadConfigurationStopsWithOneLineNamingTheKey() throws Exception {
        Path conf = dir.resolve("hub.properties");
        java.nio.file.Files.writeString(conf, "hub.delayMinutes=later\n");
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "org.touchmove.firmware.cli.Main", "hub",
                "--config", conf.toString()).start();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.exitValue()).isEqualTo(2);
        assertThat(err.strip()).isEqualTo("touchmove hub: " + conf + ": hub.delayMinutes: must be a whole number, "
                + "was 'later'");
    }
}
