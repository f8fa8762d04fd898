package org.touchmove.firmware.hub;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.paho.client.mqttv3.MqttClient;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.touchmove.firmware.controller.LiveSession;
import org.touchmove.firmware.event.ClockCause;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.EventJson;
import org.touchmove.firmware.event.MoveEvent;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.notation.San;

/**
 * The hub with a room of simulated boards (scripts/bench-hub): a real Mosquitto, the hub as its own JVM (its CPU
 * and heap measured from outside), N boards' events published as the boards would (one real game played once
 * through the whole controller, replayed with each board's id and game id), a Server-Sent Events reader as the
 * page, and clients polling /round.pgn. Prints {@code name value unit} lines last.
 */
public final class HubBench {

    private static final List<String> GAME = List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O",
            "Be7", "Re1", "b5", "Bb3", "d6", "c3", "O-O", "h3", "Nb8", "d4", "Nbd7", "Nbd2", "Bb7", "Bc2", "Re8");
    private static final Pattern BOARD = Pattern.compile("\"boardId\":\"([^\"]+)\",\"gameId\":\"[^\"]*\",\"seq\":(\\d+)");

    public static void main(String[] args) throws Exception {
        int boards = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        int plies = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        int movesPerSecond = args.length > 2 ? Integer.parseInt(args[2]) : 200;
        String xmx = args.length > 3 ? args[3] : "256m";
        int ticks = args.length > 4 ? Integer.parseInt(args[4]) : 5;
        Path dir = Files.createTempDirectory("bench-hub");
        List<Event> template = withTicks(template(plies), ticks);
        System.out.printf("%d boards, %d plies each, %d moves/s into the broker, %d clock ticks after each move, "
                + "hub -Xmx%s, %d cores%n", boards, plies, movesPerSecond, ticks, xmx,
                Runtime.getRuntime().availableProcessors());
        try (TestBroker broker = TestBroker.start(dir)) {
            Process hub = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Xmx" + xmx, "-cp", System.getProperty("java.class.path"), "org.touchmove.firmware.cli.Main",
                    "hub", "--mqtt", broker.uri().toString(), "--http", "0")
                    .redirectError(dir.resolve("hub.err").toFile()).start();
            try {
                String first = new BufferedReader(new InputStreamReader(hub.getInputStream(),
                        StandardCharsets.UTF_8)).readLine();
                if (first == null || !first.startsWith("http ")) {
                    throw new IllegalStateException("the hub did not start: " + Files.readString(dir.resolve("hub.err")));
                }
                URI base = URI.create(first.substring(5));
                run(broker, hub, base, boards, template, movesPerSecond);
            } finally {
                hub.destroy();
                hub.waitFor(20, TimeUnit.SECONDS);
            }
        }
    }

    private static void run(TestBroker broker, Process hub, URI base, int boards, List<Event> template,
            int movesPerSecond) throws Exception {
        Map<String, Long> published = new ConcurrentHashMap<>(); // boardId:moveSeq -> nanoTime published
        List<Long> latencies = java.util.Collections.synchronizedList(new ArrayList<>());
        Map<String, Long> shown = new ConcurrentHashMap<>(); // boardId -> highest seq seen on /live
        Thread reader = sseReader(base, published, shown, latencies);

        int clients = 4;
        List<MqttClient> pubs = new ArrayList<>();
        for (int c = 0; c < clients; c++) {
            MqttClient m = new MqttClient(broker.uri().toString(), "bench-pub-" + c, new MemoryPersistence());
            MqttConnectOptions o = new MqttConnectOptions();
            o.setMaxInflight(1000);
            m.connect(o);
            pubs.add(m);
        }
        List<List<Event>> perBoard = new ArrayList<>();
        for (int b = 0; b < boards; b++) {
            String id = "bench-" + b;
            String game = UUID.randomUUID().toString();
            List<Event> own = new ArrayList<>();
            for (Event e : template) {
                own.add(new Event(id, game, e.seq(), e.ts(), e.monoMs(), e.body()));
            }
            perBoard.add(own);
        }
        int firstMove = indexOfFirstMove(template);
        // Set-up: every board's new game and clock start, as fast as the broker takes them.
        for (int b = 0; b < boards; b++) {
            for (Event e : perBoard.get(b).subList(0, firstMove)) {
                publish(pubs.get(b % clients), e);
            }
        }
        long cpu0 = cpuTicks(hub.pid());
        long t0 = System.nanoTime();
        long moves = 0;
        long interval = 1_000_000_000L / movesPerSecond;
        // The game: ply by ply over every board, paced; each move with the events that follow it up to the next.
        List<Integer> moveIdx = new ArrayList<>();
        for (int i = 0; i < template.size(); i++) {
            if (template.get(i).body() instanceof MoveEvent) {
                moveIdx.add(i);
            }
        }
        for (int k = 0; k < moveIdx.size(); k++) {
            int from = moveIdx.get(k);
            int to = k + 1 < moveIdx.size() ? moveIdx.get(k + 1) : template.size();
            for (int b = 0; b < boards; b++) {
                long due = t0 + moves * interval;
                long wait = due - System.nanoTime();
                if (wait > 0) {
                    TimeUnit.NANOSECONDS.sleep(wait);
                }
                List<Event> own = perBoard.get(b);
                published.put(own.get(from).boardId() + ":" + own.get(from).seq(), System.nanoTime());
                for (Event e : own.subList(from, to)) {
                    publish(pubs.get(b % clients), e);
                }
                moves++;
            }
        }
        long lastSeq = template.get(template.size() - 1).seq();
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < end && countAtLeast(shown, lastSeq) < boards) {
            Thread.sleep(50);
        }
        double wall = (System.nanoTime() - t0) / 1e9;
        double cpu = (cpuTicks(hub.pid()) - cpu0) / 100.0;
        String heapLive = heapUsedAfterGc(hub.pid());
        long rss = rssKb(hub.pid());

        // /round.pgn polled by 4 clients for 10 s.
        HttpClient http = HttpClient.newHttpClient();
        AtomicLong ok = new AtomicLong();
        AtomicLong bytes = new AtomicLong();
        long pollEnd = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        List<Thread> pollers = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            Thread t = new Thread(() -> {
                while (System.nanoTime() < pollEnd) {
                    try {
                        HttpResponse<byte[]> r = http.send(HttpRequest.newBuilder(base.resolve("/round.pgn")).build(),
                                HttpResponse.BodyHandlers.ofByteArray());
                        if (r.statusCode() == 200) {
                            ok.incrementAndGet();
                            bytes.set(r.body().length);
                        }
                    } catch (IOException | InterruptedException e) {
                        throw new IllegalStateException("round.pgn poll failed", e);
                    }
                }
            });
            t.start();
            pollers.add(t);
        }
        for (Thread t : pollers) {
            t.join();
        }
        reader.interrupt();
        for (MqttClient m : pubs) {
            m.disconnect();
            m.close();
        }
        List<Long> sorted = new ArrayList<>(latencies);
        sorted.sort(null);
        System.out.printf("moves published %d, shown on /live %d, boards complete %d of %d%n", moves, sorted.size(),
                countAtLeast(shown, lastSeq), boards);
        System.out.println("hub-cpu " + String.format("%.2f", cpu / wall) + " cores");
        System.out.println("hub-heap-live " + heapLive + " KB");
        System.out.println("hub-rss " + rss + " KB");
        System.out.println("move-to-page-p50 " + pct(sorted, 50) + " ms");
        System.out.println("move-to-page-p99 " + pct(sorted, 99) + " ms");
        System.out.println("round-pgn-bytes " + bytes.get() + " B");
        System.out.println("round-pgn-requests " + String.format("%.1f", ok.get() / 10.0) + " req/s");
    }

    private static Thread sseReader(URI base, Map<String, Long> published, Map<String, Long> shown,
            List<Long> latencies) {
        Thread t = new Thread(() -> {
            try {
                HttpResponse<InputStream> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                        base.resolve("/live")).build(), HttpResponse.BodyHandlers.ofInputStream());
                BufferedReader in = new BufferedReader(new InputStreamReader(r.body(), StandardCharsets.UTF_8));
                String line;
                while ((line = in.readLine()) != null) {
                    if (!line.startsWith("data: ")) {
                        continue;
                    }
                    long now = System.nanoTime();
                    Matcher m = BOARD.matcher(line);
                    while (m.find()) {
                        String id = m.group(1);
                        long seq = Long.parseLong(m.group(2));
                        Long before = shown.put(id, seq);
                        long from = before == null ? 0 : before;
                        for (long s = from + 1; s <= seq; s++) {
                            Long at = published.remove(id + ":" + s);
                            if (at != null) {
                                latencies.add((now - at) / 1_000_000);
                            }
                        }
                    }
                }
            } catch (IOException e) {
                throw new IllegalStateException("live stream failed", e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "bench-sse");
        t.setDaemon(true);
        t.start();
        return t;
    }

    private static long countAtLeast(Map<String, Long> shown, long seq) {
        return shown.values().stream().filter(s -> s >= seq).count();
    }

    private static long pct(List<Long> sorted, int p) {
        if (sorted.isEmpty()) {
            return -1;
        }
        return sorted.get(Math.min(sorted.size() - 1, (int) Math.ceil(p / 100.0 * sorted.size()) - 1));
    }

    private static void publish(MqttClient c, Event e) throws Exception {
        c.publish("touchmove/v1/boards/" + e.boardId() + "/events",
                EventJson.write(e).getBytes(StandardCharsets.UTF_8), 1, false);
    }

    private static int indexOfFirstMove(List<Event> events) {
        for (int i = 0; i < events.size(); i++) {
            if (events.get(i).body() instanceof MoveEvent) {
                return i;
            }
        }
        throw new IllegalStateException("no move in the template game");
    }

    /** One real game through the whole controller, without the once-a-second ticks (they would swamp the room). */
    private static List<Event> template(int plies) {
        LiveSession s = new LiveSession("template", "5400+30");
        s.setUp(Position.START);
        s.startClock();
        Position p = Position.START;
        for (String san : GAME.subList(0, Math.min(plies, GAME.size()))) {
            Move m = San.parse(p, san);
            s.play(p, m);
            p = p.play(m);
        }
        List<Event> out = new ArrayList<>();
        long seq = 0;
        for (Event e : s.events()) {
            if (e.body() instanceof org.touchmove.firmware.event.ClockEvent c && c.cause() == ClockCause.TICK) {
                continue;
            }
            out.add(new Event(e.boardId(), e.gameId(), ++seq, e.ts(), e.monoMs(), e.body()));
        }
        return out;
    }

    /**
     * A running clock publishes a tick a second (docs/events.md): {@code n} ticks after each move's events, so with
     * 1,000 boards at 200 moves/s and n = 5 the room sends about one tick per board per second, as a real one does.
     */
    private static List<Event> withTicks(List<Event> events, int n) {
        List<Event> out = new ArrayList<>();
        org.touchmove.firmware.event.ClockEvent last = null;
        long seq = 0;
        for (int i = 0; i < events.size(); i++) {
            Event e = events.get(i);
            out.add(new Event(e.boardId(), e.gameId(), ++seq, e.ts(), e.monoMs(), e.body()));
            if (e.body() instanceof org.touchmove.firmware.event.ClockEvent c) {
                last = c;
            }
            boolean groupEnds = i + 1 == events.size() || events.get(i + 1).body() instanceof MoveEvent;
            if (groupEnds && last != null && last.running() != null && i >= indexOfFirstMove(events)) {
                for (int t = 1; t <= n; t++) {
                    long ms = t * 1000L;
                    var c = new org.touchmove.firmware.event.ClockEvent(
                            last.running() == org.touchmove.firmware.rules.Color.WHITE ? last.whiteMs() - ms
                                    : last.whiteMs(),
                            last.running() == org.touchmove.firmware.rules.Color.BLACK ? last.blackMs() - ms
                                    : last.blackMs(), last.running(), ClockCause.TICK);
                    out.add(new Event(e.boardId(), e.gameId(), ++seq, e.ts().plusMillis(ms), e.monoMs() + ms, c));
                }
            }
        }
        return out;
    }

    private static long cpuTicks(long pid) throws IOException {
        String stat = Files.readString(Path.of("/proc/" + pid + "/stat"));
        String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return Long.parseLong(f[11]) + Long.parseLong(f[12]); // utime, stime in clock ticks (100/s)
    }

    private static long rssKb(long pid) throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc/" + pid + "/status"))) {
            if (line.startsWith("VmRSS:")) {
                return Long.parseLong(line.replaceAll("[^0-9]", ""));
            }
        }
        return -1;
    }

    /** jcmd GC.run, then GC.heap_info's used figure: the live heap of the hub with the room in it. */
    private static String heapUsedAfterGc(long pid) throws IOException, InterruptedException {
        jcmd(pid, "GC.run");
        String info = jcmd(pid, "GC.heap_info");
        Matcher m = Pattern.compile("total (\\d+)K, used (\\d+)K").matcher(info);
        return m.find() ? m.group(2) : "-1";
    }

    private static String jcmd(long pid, String command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "jcmd").toString(),
                String.valueOf(pid), command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        p.waitFor(30, TimeUnit.SECONDS);
        return out;
    }
}
