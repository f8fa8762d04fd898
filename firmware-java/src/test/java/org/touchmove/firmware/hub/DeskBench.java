package org.touchmove.firmware.hub;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.paho.client.mqttv3.MqttClient;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.touchmove.firmware.controller.ScenarioEvents;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.EventJson;
import org.touchmove.firmware.event.IrregularityEvent;

/**
 * The desk's alert delay (scripts/bench-desk): a real Mosquitto, the hub, N boards each set up with a game (the
 * recorded events of the illegal-move scenario up to the move before it), then one board after another, paced, reports
 * its illegal move; an arbiter's client, logged in, reads {@code /arbiter/desk.json} as fast as the hub answers and
 * notes when each board's alert first appears. Prints {@code name value unit} lines last. The page reads the same JSON
 * once a second, so on the page add up to one second (half a second on average) to these figures.
 */
public final class DeskBench {

    private static final String PASSWORD = "bench-desk-password";
    private static final Pattern ALERT = Pattern.compile("\"boardId\":\"(bench-\\d+)\"(?:,\"board\":\\d+)?,\"kind\":"
            + "\"illegal-move\"");

    public static void main(String[] args) throws Exception {
        int boards = args.length > 0 ? Integer.parseInt(args[0]) : 100;
        int perSecond = args.length > 1 ? Integer.parseInt(args[1]) : 20;
        Path dir = Files.createTempDirectory("bench-desk");
        List<Event> scenario = ScenarioEvents.play("illegal-move-standard");
        int irregular = 0;
        while (!(scenario.get(irregular).body() instanceof IrregularityEvent)) {
            irregular++;
        }
        System.out.printf("%d boards, %d illegal moves/s reported, %d cores%n", boards, perSecond,
                Runtime.getRuntime().availableProcessors());
        try (TestBroker broker = TestBroker.start(dir);
             Hub hub = Hub.start(HubSettings.fromMap(Map.of("hub.mqtt.uri", broker.uri().toString(),
                     "hub.http.port", "0", "hub.arbiter.password", PASSWORD, "hub.stateDir",
                     dir.resolve("hub").toString()), "bench"), Clock.systemUTC())) {
            URI base = URI.create("http://127.0.0.1:" + hub.httpPort());
            HttpClient http = HttpClient.newHttpClient();
            HttpResponse<String> login = http.send(HttpRequest.newBuilder(base.resolve("/arbiter/login"))
                    .header("Content-Type", "application/x-www-form-urlencoded")
                    .POST(HttpRequest.BodyPublishers.ofString("password=" + PASSWORD)).build(),
                    HttpResponse.BodyHandlers.ofString());
            String cookie = login.headers().firstValue("Set-Cookie").orElseThrow();
            cookie = cookie.substring(0, cookie.indexOf(';'));
            MqttClient pub = new MqttClient(broker.uri().toString(), "bench-desk-pub", new MemoryPersistence());
            MqttConnectOptions o = new MqttConnectOptions();
            o.setMaxInflight(1000);
            pub.connect(o);
            List<List<Event>> perBoard = new ArrayList<>();
            for (int b = 0; b < boards; b++) {
                String id = "bench-" + b;
                String game = UUID.randomUUID().toString();
                List<Event> own = new ArrayList<>();
                for (Event e : scenario.subList(0, irregular + 1)) {
                    own.add(new Event(id, game, e.seq(), e.ts(), e.monoMs(), e.body()));
                }
                perBoard.add(own);
                for (Event e : own.subList(0, irregular)) {
                    publish(pub, e);
                }
            }
            // Every board in the room before the clock starts.
            long settle = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (System.nanoTime() < settle && hub.room().boards().size() < boards) {
                Thread.sleep(20);
            }
            Map<String, Long> published = new HashMap<>();
            Map<String, Long> shown = new HashMap<>();
            long t0 = System.nanoTime();
            long interval = 1_000_000_000L / perSecond;
            int next = 0;
            long end = t0 + TimeUnit.SECONDS.toNanos(60) + boards * interval;
            int reads = 0;
            while (shown.size() < boards && System.nanoTime() < end) {
                while (next < boards && System.nanoTime() >= t0 + next * interval) {
                    Event e = perBoard.get(next).get(irregular);
                    published.put(e.boardId(), System.nanoTime());
                    publish(pub, e);
                    next++;
                }
                String desk = http.send(HttpRequest.newBuilder(base.resolve("/arbiter/desk.json"))
                        .header("Cookie", cookie).build(), HttpResponse.BodyHandlers.ofString()).body();
                long now = System.nanoTime();
                reads++;
                Matcher m = ALERT.matcher(desk);
                while (m.find()) {
                    String id = m.group(1);
                    if (published.containsKey(id) && !shown.containsKey(id)) {
                        shown.put(id, now - published.get(id));
                    }
                }
            }
            double wall = (System.nanoTime() - t0) / 1e9;
            pub.disconnect();
            pub.close();
            List<Long> ms = new ArrayList<>();
            shown.values().forEach(n -> ms.add(TimeUnit.NANOSECONDS.toMillis(n)));
            ms.sort(null);
            System.out.printf("alerts shown %d of %d; %d reads of desk.json in %.1f s (%.1f ms each)%n", ms.size(),
                    boards, reads, wall, wall * 1000 / reads);
            System.out.println("irregularity-to-desk-p50 " + pct(ms, 50) + " ms");
            System.out.println("irregularity-to-desk-p99 " + pct(ms, 99) + " ms");
            System.out.println("irregularity-to-desk-max " + (ms.isEmpty() ? -1 : ms.get(ms.size() - 1)) + " ms");
        }
    }

    private static void publish(MqttClient c, Event e) throws Exception {
        c.publish("touchmove/v1/boards/" + e.boardId() + "/events", EventJson.write(e).getBytes(StandardCharsets.UTF_8),
                1, false);
    }

    private static long pct(List<Long> sorted, int p) {
        if (sorted.isEmpty()) {
            return -1;
        }
        return sorted.get(Math.min(sorted.size() - 1, (int) Math.ceil(p / 100.0 * sorted.size()) - 1));
    }
}
