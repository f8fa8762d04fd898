package org.touchmove.firmware.hub;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.paho.client.mqttv3.MqttClient;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.touchmove.firmware.controller.ScenarioEvents;
import org.touchmove.firmware.event.ClockCause;
import org.touchmove.firmware.event.ClockEvent;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.EventJson;
import org.touchmove.firmware.event.IrregularityEvent;
import org.touchmove.firmware.event.IrregularityKind;
import org.touchmove.firmware.rules.Color;

/**
 * The hub under a rogue flood (docs/security.md, "The hub against a rogue board"; scripts/bench-rogue): a real
 * Mosquitto on a free port, the hub as its own JVM as the launcher runs it ({@code -Xmx}, {@code
 * -XX:+ExitOnOutOfMemoryError}, the public delay), a room of legitimate boards with real games, then rogue boards
 * publishing valid-looking events (clock adjustments and irregularities with long details) until the given megabytes
 * are sent, while one client polls {@code /round.pgn} back to back. Prints the hub's live heap after a full GC before
 * and after the flood, what it kept ({@code /hub.json}), the poll latency p50/p99/max during the flood, and whether
 * the hub still answers.
 */
public final class HubRogueBench {

    private static final String ROOT = "touchmove/v1/boards/";

    public static void main(String[] args) throws Exception {
        int megabytes = args.length > 0 ? Integer.parseInt(args[0]) : 100;
        int rogues = args.length > 1 ? Integer.parseInt(args[1]) : 50;
        int delayMinutes = args.length > 2 ? Integer.parseInt(args[2]) : 15;
        String xmx = args.length > 3 ? args[3] : "256m";
        int legit = args.length > 4 ? Integer.parseInt(args[4]) : 100;
        String hubClasspath = System.getProperty("bench.hubClasspath", System.getProperty("java.class.path"));
        Path dir = Files.createTempDirectory("bench-rogue");
        Path config = dir.resolve("hub.properties");
        System.out.printf("flood %d MB over %d rogue boards, %d boards playing, delay %d min, hub -Xmx%s, %d cores%n",
                megabytes, rogues, legit, delayMinutes, xmx, Runtime.getRuntime().availableProcessors());
        try (TestBroker broker = TestBroker.start(dir)) {
            Files.writeString(config, "hub.delayMinutes=" + delayMinutes + "\n");
            Process hub = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Xmx" + xmx, "-XX:+ExitOnOutOfMemoryError", "-cp", hubClasspath,
                    "org.touchmove.firmware.cli.Main", "hub", "--mqtt", broker.uri().toString(), "--http", "0",
                    "--config", config.toString())
                    .redirectError(dir.resolve("hub.err").toFile()).start();
            try {
                String first = new BufferedReader(new InputStreamReader(hub.getInputStream(),
                        StandardCharsets.UTF_8)).readLine();
                if (first == null || !first.startsWith("http ")) {
                    throw new IllegalStateException("the hub did not start: " + Files.readString(dir.resolve("hub.err")));
                }
                run(broker, hub, URI.create(first.substring(5)), (long) megabytes << 20, rogues, legit, delayMinutes);
            } finally {
                hub.destroy();
                hub.waitFor(20, TimeUnit.SECONDS);
            }
        }
    }

    private static void run(TestBroker broker, Process hub, URI base, long floodBytes, int rogues, int legit,
            int delayMinutes) throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        MqttClient c = new MqttClient(broker.uri().toString(), "bench-rogue", new MemoryPersistence());
        MqttConnectOptions o = new MqttConnectOptions();
        o.setMaxInflight(1000);
        c.connect(o);
        List<Event> game = ScenarioEvents.play("pause-resume");
        for (int b = 1; b <= legit; b++) {
            String id = "b-" + b;
            for (Event e : game) {
                publish(c, new Event(id, e.gameId() == null ? null : "g-" + id, e.seq(), e.ts(), e.monoMs(),
                        e.body()));
            }
        }
        awaitSeq(http, base, "b-" + legit, game.get(game.size() - 1).seq());
        if (delayMinutes > 0 && delayMinutes <= 2) {
            // A short delay is waited out, so that the delayed /round.pgn polled during the flood carries the games.
            long end = System.nanoTime() + TimeUnit.MINUTES.toNanos(delayMinutes + 3);
            while (!get(http, base, "/round.pgn").contains("b-" + legit) && System.nanoTime() < end) {
                Thread.sleep(1000);
            }
        }
        long heapBefore = heapUsedAfterGc(hub.pid());
        System.out.println("hub-heap-live-before " + heapBefore + " KB");

        List<Long> latencies = Collections.synchronizedList(new ArrayList<>());
        AtomicBoolean flooding = new AtomicBoolean(true);
        Thread poller = new Thread(() -> {
            while (flooding.get()) {
                long t0 = System.nanoTime();
                try {
                    HttpResponse<String> r = http.send(HttpRequest.newBuilder(base.resolve("/round.pgn"))
                            .timeout(java.time.Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
                    if (r.statusCode() == 200) {
                        latencies.add((System.nanoTime() - t0) / 1000);
                    }
                } catch (IOException | InterruptedException e) {
                    latencies.add(Long.MAX_VALUE); // no answer counts as the worst
                }
            }
        }, "bench-poller");
        poller.setDaemon(true); // a failed run must not hang on it
        poller.start();

        String detail = "x".repeat(4000);
        long sent = 0;
        long messages = 0;
        long[] seq = new long[rogues + 1];
        Instant ts = Instant.parse("2026-12-01T10:00:00Z");
        long t0 = System.nanoTime();
        for (int r = 1; r <= rogues; r++) {
            String id = "rogue-" + r;
            Event g = game.get(0);
            seq[r] = 1;
            sent += publish(c, new Event(id, "g-" + id, 1, g.ts(), g.monoMs(), g.body()));
        }
        while (sent < floodBytes) {
            for (int r = 1; r <= rogues && sent < floodBytes; r++) {
                String id = "rogue-" + r;
                long s = ++seq[r];
                Event e = s % 2 == 0
                        ? new Event(id, "g-" + id, s, ts, s, new ClockEvent(60_000 + s, 60_000, Color.WHITE,
                        ClockCause.ADJUST))
                        : new Event(id, "g-" + id, s, ts, s, new IrregularityEvent(IrregularityKind.DISPLACED_PIECES,
                        null, detail, Color.WHITE, 0));
                sent += publish(c, e);
                messages++;
            }
        }
        publish(c, new Event("rogue-1", "g-rogue-1", seq[1] + 1, ts, seq[1] + 1, new ClockEvent(1, 1, null,
                ClockCause.ADJUST)));
        awaitSeq(http, base, "rogue-1", seq[1] + 1);
        double seconds = (System.nanoTime() - t0) / 1e9;
        flooding.set(false);
        poller.join();
        System.out.printf("flood-sent %d MB in %d messages, %.1f s (all folded by the hub)%n", sent >> 20, messages,
                seconds);
        System.out.println("hub-heap-live-after " + heapUsedAfterGc(hub.pid()) + " KB");
        System.out.println("hub-json " + get(http, base, "/hub.json"));
        List<Long> sorted = new ArrayList<>(latencies);
        Collections.sort(sorted);
        System.out.printf("round-pgn-during-flood %d requests, p50 %.1f ms, p99 %.1f ms, max %.1f ms%n",
                sorted.size(), pct(sorted, 50) / 1000.0, pct(sorted, 99) / 1000.0,
                sorted.isEmpty() ? -1 : sorted.get(sorted.size() - 1) / 1000.0);
        System.out.println("hub-alive " + hub.isAlive() + ", round.pgn " + get(http, base, "/round.pgn").length()
                + " characters");
        c.disconnect();
        c.close();
    }

    private static long publish(MqttClient c, Event e) throws Exception {
        byte[] payload = EventJson.write(e).getBytes(StandardCharsets.UTF_8);
        while (true) {
            try {
                c.publish(ROOT + e.boardId() + "/events", payload, 1, false);
                return payload.length;
            } catch (org.eclipse.paho.client.mqttv3.MqttException x) {
                // Paho counts a delivered publish as in flight a moment after its PUBACK: try again.
                if (x.getReasonCode() != org.eclipse.paho.client.mqttv3.MqttException.REASON_CODE_MAX_INFLIGHT) {
                    throw x;
                }
                Thread.onSpinWait();
            }
        }
    }

    private static String get(HttpClient http, URI base, String path) throws Exception {
        return http.send(HttpRequest.newBuilder(base.resolve(path)).build(), HttpResponse.BodyHandlers.ofString())
                .body();
    }

    /** Waits (generously) until the hub's room shows the board at the seq. */
    private static void awaitSeq(HttpClient http, URI base, String boardId, long seq) throws Exception {
        Pattern p = Pattern.compile("\"boardId\":\"" + boardId + "\",\"gameId\":[^,]*,\"seq\":(\\d+)");
        long end = System.nanoTime() + TimeUnit.MINUTES.toNanos(10);
        while (System.nanoTime() < end) {
            Matcher m = p.matcher(get(http, base, "/room.json"));
            if (m.find() && Long.parseLong(m.group(1)) >= seq) {
                return;
            }
            Thread.sleep(200);
        }
        throw new IllegalStateException("the hub did not show " + boardId + " at seq " + seq);
    }

    private static long pct(List<Long> sorted, int p) {
        if (sorted.isEmpty()) {
            return -1;
        }
        return sorted.get(Math.min(sorted.size() - 1, (int) Math.ceil(p / 100.0 * sorted.size()) - 1));
    }

    /** jcmd GC.run, then GC.heap_info's used figure (KB): the live heap of the hub. */
    private static long heapUsedAfterGc(long pid) throws IOException, InterruptedException {
        jcmd(pid, "GC.run");
        Matcher m = Pattern.compile("used (\\d+)K").matcher(jcmd(pid, "GC.heap_info"));
        return m.find() ? Long.parseLong(m.group(1)) : -1;
    }

    private static String jcmd(long pid, String command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "jcmd").toString(),
                String.valueOf(pid), command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        p.waitFor(30, TimeUnit.SECONDS);
        return out;
    }
}
