package org.touchmove.firmware.hub;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
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
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.eclipse.paho.client.mqttv3.MqttAsyncClient;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.touchmove.firmware.controller.LiveSession;
import org.touchmove.firmware.event.ClockCause;
import org.touchmove.firmware.event.ClockEvent;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.EventJson;
import org.touchmove.firmware.publish.mqtt.MosquittoProcess;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.notation.San;

/**
 * The hub's sustained events per second (scripts/bench-hub-rate, issue 27): a private Mosquitto as installed (its
 * default limits: {@code max_queued_messages 1000}, {@code max_inflight_messages 20}), the hub as its own JVM pinned
 * to one core ({@code taskset -c 1} where taskset exists; {@code -Dbench.hubCore=N} for another), and 4 publishers
 * sending boards' events (QoS 1, as boards do; each board one real game played through the controller, with a clock
 * tick a second between moves) at a fixed rate for a few seconds, step by step faster, after a warm-up step that is not
 * counted (the hub's JIT). A step is kept up with when every event reached the hub's room (each board's {@code seq} in
 * {@code /room.json} at its last) within 2 s of the last one published, and the broker dropped nothing for the hub.
 * Prints {@code name value unit} lines: per step the rate the publishers reached, what the hub folded and lost, its
 * lag, the events per second until the hub was current with the last one, and its CPU per event; last the highest
 * rate kept up with and the end-to-end figures of the fastest step kept up with.
 */
public final class HubRateBench {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<String> GAME = List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O",
            "Be7", "Re1", "b5", "Bb3", "d6", "c3", "O-O", "h3", "Nb8", "d4", "Nbd7", "Nbd2", "Bb7", "Bc2", "Re8");
    private static final int BOARDS = 50;
    private static final int PUBLISHERS = 4;
    private static final long CAUGHT_UP_MS = 2_000;
    /** The core the hub is pinned to ({@code -Dbench.hubCore=N}); core 1 by default (core 0 takes interrupts). */
    private static final String HUB_CORE = System.getProperty("bench.hubCore", "1");
    /** More JVM options for the hub's JVM ({@code -Dbench.hubJavaOpts="-XX:StartFlightRecording=..."}). */
    private static final String HUB_JAVA_OPTS = System.getProperty("bench.hubJavaOpts", "");
    /** Events per second and seconds of the warm-up step (the hub's JIT), not counted. */
    private static final int WARMUP_RATE = 1_000;
    private static final int WARMUP_SECONDS = 10;

    /**
     * One step's figures. {@code wallSeconds}: from the first event published until the hub's room held the last one
     * (the hub current); {@code cpuSeconds}: the hub process's CPU time (every thread: Paho, the fold, GC, JIT) over
     * the same span.
     */
    private record Step(int rate, double reached, long published, long folded, long lagMs, double wallSeconds,
                        double cpuSeconds, long drops, java.util.Map<String, Long> threadTicks) {
        boolean keptUp() {
            return folded == published && lagMs <= CAUGHT_UP_MS && drops == 0;
        }

        /** Events per second from the first published to the hub current with the last; 0 unless it caught up. */
        double sustained() {
            return folded == published && lagMs != Long.MAX_VALUE ? published / wallSeconds : 0;
        }

        double eventsPerCpuSecond() {
            return cpuSeconds <= 0 ? 0 : folded / cpuSeconds;
        }

        double cpuUsPerEvent() {
            return cpuSeconds * 1e6 / Math.max(1, folded);
        }
    }

    public static void main(String[] args) throws Exception {
        int seconds = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        List<Integer> rates = new ArrayList<>();
        for (String r : (args.length > 1 ? args[1] : "2500,5000,7500,10000,15000").split(",")) {
            rates.add(Integer.parseInt(r.trim()));
        }
        fold(rates.get(rates.size() - 1) * seconds);
        if (seconds == 0) {
            return;
        }
        Path dir = Files.createTempDirectory("bench-hub-rate");
        Optional<Path> taskset = MosquittoProcess.find("taskset");
        System.out.printf("%d boards, %d publishers (QoS 1), %d s per step at %s events/s after a %d s warm-up at %d"
                + " events/s; Mosquitto %s with its default queue limits; hub %s; load average %s%n", BOARDS,
                PUBLISHERS, seconds, rates, WARMUP_SECONDS, WARMUP_RATE,
                MosquittoProcess.find("mosquitto").map(Path::toString).orElse("(none)"),
                taskset.isPresent() ? "pinned to core " + HUB_CORE + " (taskset -c " + HUB_CORE + ")"
                        : "not pinned (no taskset)", loadAverage());
        Path binary = MosquittoProcess.find("mosquitto").orElseThrow(() -> new IllegalStateException(
                "mosquitto not found: run scripts/install-test-deps (apt package mosquitto)"));
        try (MosquittoProcess broker = MosquittoProcess.start(binary, dir, List.of("allow_anonymous true",
                "user " + System.getProperty("user.name"), "persistence false", "log_type error",
                "log_type warning", "log_type notice"))) {
            List<String> command = new ArrayList<>();
            taskset.ifPresent(t -> command.addAll(List.of(t.toString(), "-c", HUB_CORE)));
            command.addAll(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx512m"));
            for (String o : HUB_JAVA_OPTS.trim().split("\\s+")) {
                if (!o.isEmpty()) {
                    command.add(o);
                }
            }
            command.addAll(List.of("-cp", System.getProperty("java.class.path"), "org.touchmove.firmware.cli.Main", "hub", "--mqtt",
                    broker.uri().toString(), "--http", "0"));
            Process hub = new ProcessBuilder(command).redirectError(dir.resolve("hub.err").toFile()).start();
            List<Step> steps = new ArrayList<>();
            try {
                BufferedReader out = new BufferedReader(new InputStreamReader(hub.getInputStream(),
                        StandardCharsets.UTF_8));
                String first = out.readLine();
                while (first != null && !first.startsWith("http ")) { // a JVM option's own lines (JFR) come first
                    first = out.readLine();
                }
                if (first == null || !first.startsWith("http ")) {
                    throw new IllegalStateException("the hub did not start: " + Files.readString(dir.resolve(
                            "hub.err")));
                }
                URI base = URI.create(first.substring(5));
                List<MqttAsyncClient> pubs = new ArrayList<>();
                for (int c = 0; c < PUBLISHERS; c++) {
                    MqttAsyncClient m = new MqttAsyncClient(broker.uri().toString(), "rate-pub-" + c,
                            new MemoryPersistence());
                    MqttConnectOptions o = new MqttConnectOptions();
                    o.setMaxInflight(20_000);
                    m.connect(o).waitForCompletion(10_000);
                    pubs.add(m);
                }
                Step warm = step(broker, hub.pid(), base, pubs, "w-", WARMUP_RATE, WARMUP_SECONDS);
                System.out.printf("hub_warmup_%d_lost %d events%n", WARMUP_RATE, warm.published() - warm.folded());
                for (int s = 0; s < rates.size(); s++) {
                    steps.add(step(broker, hub.pid(), base, pubs, "r" + s + "-", rates.get(s), seconds));
                }
                for (MqttAsyncClient m : pubs) {
                    m.disconnect().waitForCompletion(10_000);
                    m.close();
                }
            } finally {
                hub.destroy();
                hub.waitFor(20, TimeUnit.SECONDS);
            }
            int best = 0;
            Step fastest = null;
            for (Step s : steps) {
                String p = "hub_rate_" + s.rate();
                System.out.printf("%s_published_per_s %.0f events/s%n", p, s.reached());
                System.out.printf("%s_lost %d events%n", p, s.published() - s.folded());
                System.out.printf("%s_lag %d ms%n", p, s.lagMs() == Long.MAX_VALUE ? -1 : s.lagMs());
                System.out.printf("%s_sustained_hub_current %.0f events/s%n", p, s.sustained());
                System.out.printf("%s_hub_cpu_per_event %.1f us%n", p, s.cpuUsPerEvent());
                System.out.printf("%s_hub_events_per_cpu_second %.0f events/s%n", p, s.eventsPerCpuSecond());
                System.out.printf("%s_broker_drop_notices %d count%n", p, s.drops());
                // Where the hub's CPU went: its threads by name (Paho's MQTT Rec/Call/Snd, GC, the JIT, the hub's).
                s.threadTicks().entrySet().stream().filter(t -> t.getValue() > 0)
                        .sorted(java.util.Map.Entry.<String, Long>comparingByValue().reversed()).limit(8)
                        .forEach(t -> System.out.printf("%s_hub_cpu_thread_%s %d ms%n", p,
                                t.getKey().replaceAll("[^A-Za-z0-9]+", "_"), t.getValue() * 10));
                if (s.keptUp()) {
                    best = Math.max(best, s.rate());
                    if (fastest == null || s.sustained() > fastest.sustained()) {
                        fastest = s;
                    }
                }
            }
            System.out.printf("hub_events_per_s_sustained_one_core %d events/s%n", best);
            // End to end, the fastest step kept up with: its events over the time until the hub was current with the
            // last of them, and its events over the hub's CPU seconds (every thread of the hub's JVM).
            System.out.printf("hub_e2e_sustained_events_per_s_hub_current %.0f events/s%n",
                    fastest == null ? 0 : fastest.sustained());
            System.out.printf("hub_e2e_events_per_cpu_second %.0f events/s%n",
                    fastest == null ? 0 : fastest.eventsPerCpuSecond());
            System.out.printf("load_average_at_end %s%n", loadAverage());
        }
    }

    /**
     * The hub's own work per event on one thread, without the broker: each event's message (topic and JSON text, as
     * Paho hands it on) through {@link HubTopic#parse} and {@link Room#receive} (checked, read, folded), 5 rounds of
     * {@code total} events over {@link #BOARDS} boards; the figures are of the last 3 rounds (the first warm the JIT).
     * CPU time of the thread ({@code ThreadMXBean}), so a loaded machine changes the wall time, not the figure.
     */
    private static void fold(int total) {
        int perBoard = Math.max(1, total / BOARDS);
        java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
        double best = 0;
        long cpuSum = 0;
        long events = 0;
        for (int round = 0; round < 5; round++) {
            List<String> topics = new ArrayList<>();
            List<String> payloads = new ArrayList<>();
            List<List<Event>> games = new ArrayList<>();
            for (int b = 0; b < BOARDS; b++) {
                games.add(game("fold" + round + "-" + b, perBoard));
            }
            for (int k = 0; k < perBoard; k++) {
                for (int b = 0; b < BOARDS; b++) {
                    Event e = games.get(b).get(k);
                    topics.add("touchmove/v1/boards/" + e.boardId() + "/events");
                    payloads.add(EventJson.write(e));
                }
            }
            Room room = new Room(java.time.Clock.systemUTC(), (board, from) -> {
                throw new IllegalStateException("gap at " + board + " " + from);
            });
            long cpu0 = mx.getCurrentThreadCpuTime();
            for (int i = 0; i < topics.size(); i++) {
                room.receive(HubTopic.parse("touchmove/v1/boards/", topics.get(i)).orElseThrow(), payloads.get(i));
            }
            long cpu = mx.getCurrentThreadCpuTime() - cpu0;
            if (round >= 2) {
                cpuSum += cpu;
                events += topics.size();
                best = Math.max(best, topics.size() / (cpu / 1e9));
            }
        }
        System.out.printf("hub_fold_cpu_per_event %.2f us%n", cpuSum / 1e3 / events);
        System.out.printf("hub_fold_events_per_cpu_second %.0f events/s%n", events / (cpuSum / 1e9));
        System.out.printf("hub_fold_events_per_cpu_second_best_round %.0f events/s%n", best);
    }

    /** One step: {@code rate} events/s for {@code seconds}, spread over the boards, and the hub's catching up. */
    private static Step step(MosquittoProcess broker, long hubPid, URI base, List<MqttAsyncClient> pubs,
            String prefix, int rate, int seconds) throws Exception {
        int perBoard = Math.max(1, rate * seconds / BOARDS);
        List<List<String>> topics = new ArrayList<>();
        List<List<byte[]>> payloads = new ArrayList<>();
        for (int b = 0; b < BOARDS; b++) {
            String id = prefix + b;
            List<byte[]> own = new ArrayList<>(perBoard);
            for (Event e : game(id, perBoard)) {
                own.add(EventJson.write(e).getBytes(StandardCharsets.UTF_8));
            }
            payloads.add(own);
            topics.add(List.of("touchmove/v1/boards/" + id + "/events"));
        }
        long total = (long) perBoard * BOARDS;
        long drops0 = drops(broker);
        long cpu0 = cpuTicks(hubPid);
        java.util.Map<String, Long> threads0 = threadTicks(hubPid);
        long t0 = System.nanoTime();
        // Round robin over the boards, paced on the wall clock: every event due by now is sent, then the publisher
        // parks until the next one is due (no busy spin: it would take a core of this shared machine).
        for (long i = 0; i < total; i++) {
            int b = (int) (i % BOARDS);
            int k = (int) (i / BOARDS);
            long due = t0 + i * 1_000_000_000L / rate;
            long early = due - System.nanoTime();
            if (early > 0) {
                java.util.concurrent.locks.LockSupport.parkNanos(early); // pacing the publishers, not a wait for logic
            }
            pubs.get(b % PUBLISHERS).publish(topics.get(b).get(0), payloads.get(b).get(k), 1, false);
        }
        long sent = System.nanoTime();
        double reached = total / ((sent - t0) / 1e9);
        HttpClient http = HttpClient.newHttpClient();
        long folded = 0;
        long lastProgress = System.nanoTime();
        long caughtUp = -1;
        while (System.nanoTime() - lastProgress < TimeUnit.SECONDS.toNanos(5)) {
            long now = folded(http, base, prefix);
            if (now > folded) {
                folded = now;
                lastProgress = System.nanoTime();
            }
            if (folded >= total) {
                caughtUp = System.nanoTime();
                break;
            }
            Thread.sleep(20); // polling the hub's page for progress
        }
        long cpu = cpuTicks(hubPid) - cpu0;
        java.util.Map<String, Long> threads = threadTicks(hubPid);
        threads0.forEach((name, ticks) -> threads.merge(name, -ticks, Long::sum));
        long lag = caughtUp < 0 ? -1 : Math.max(0, (caughtUp - sent) / 1_000_000);
        double wall = ((caughtUp < 0 ? System.nanoTime() : caughtUp) - t0) / 1e9;
        return new Step(rate, reached, total, folded, lag < 0 ? Long.MAX_VALUE : lag, wall, cpu / 100.0,
                drops(broker) - drops0, threads);
    }

    /** The sum of the boards' seqs in the hub's room: the events it folded without a gap. */
    private static long folded(HttpClient http, URI base, String prefix) throws IOException, InterruptedException {
        String body = http.send(HttpRequest.newBuilder(base.resolve("/room.json")).build(),
                HttpResponse.BodyHandlers.ofString()).body();
        long sum = 0;
        for (JsonNode b : JSON.readTree(body)) {
            if (b.path("boardId").asText().startsWith(prefix)) {
                sum += b.path("seq").asLong();
            }
        }
        return sum;
    }

    private static long drops(MosquittoProcess broker) throws IOException {
        try (var lines = Files.lines(broker.logFile())) {
            return lines.filter(l -> l.contains("Outgoing messages are being dropped")).count();
        }
    }

    /**
     * A board's events: a real game's opening (new game, clock start, the moves of {@link #GAME}) with the clock's
     * once-a-second ticks between the moves, {@code count} events in all.
     */
    private static List<Event> game(String boardId, int count) {
        LiveSession s = new LiveSession(boardId, "5400+30");
        s.setUp(Position.START);
        s.startClock();
        Position p = Position.START;
        for (String san : GAME) {
            Move m = San.parse(p, san);
            s.play(p, m);
            p = p.play(m);
        }
        List<Event> played = new ArrayList<>();
        for (Event e : s.events()) {
            if (!(e.body() instanceof ClockEvent c && c.cause() == ClockCause.TICK)) {
                played.add(e);
            }
        }
        int ticksBetween = Math.max(0, (count - played.size()) / GAME.size() + 1);
        List<Event> out = new ArrayList<>(count);
        ClockEvent clock = null;
        for (Event e : played) {
            if (out.size() >= count) {
                break;
            }
            out.add(new Event(boardId, e.gameId(), out.size() + 1, e.ts(), e.monoMs(), e.body()));
            if (e.body() instanceof ClockEvent c) {
                clock = c;
            }
            if (clock != null && clock.running() != null && e.body() instanceof ClockEvent) {
                for (int t = 1; t <= ticksBetween && out.size() < count; t++) {
                    long ms = t * 1000L;
                    Color running = clock.running();
                    ClockEvent tick = new ClockEvent(running == Color.WHITE ? clock.whiteMs() - ms : clock.whiteMs(),
                            running == Color.BLACK ? clock.blackMs() - ms : clock.blackMs(), running,
                            ClockCause.TICK);
                    out.add(new Event(boardId, e.gameId(), out.size() + 1, e.ts().plusMillis(ms),
                            e.monoMs() + ms, tick));
                }
            }
        }
        while (out.size() < count) { // a short template: ticks to the end
            Event last = out.get(out.size() - 1);
            out.add(new Event(boardId, last.gameId(), out.size() + 1, last.ts().plusMillis(1000),
                    last.monoMs() + 1000, new ClockEvent(60_000L, 60_000L, null, ClockCause.TICK)));
        }
        return out;
    }

    /** The first three fields of /proc/loadavg ("?" where there is none). */
    private static String loadAverage() {
        try {
            String[] f = Files.readString(Path.of("/proc/loadavg")).trim().split(" ");
            return f[0] + " " + f[1] + " " + f[2];
        } catch (IOException e) {
            return "? (" + e.getMessage() + ")";
        }
    }

    /** CPU clock ticks (100/s) of each thread of the process, summed by thread name ({@code comm}). */
    private static java.util.Map<String, Long> threadTicks(long pid) throws IOException {
        java.util.Map<String, Long> out = new java.util.TreeMap<>();
        try (var tasks = Files.list(Path.of("/proc/" + pid + "/task"))) {
            for (Path t : tasks.toList()) {
                try {
                    String name = Files.readString(t.resolve("comm")).trim();
                    out.merge(name, cpuTicks(t.resolve("stat")), Long::sum);
                } catch (IOException gone) {
                    // a thread that ended between the listing and the read: its ticks are in no later reading
                }
            }
        }
        return out;
    }

    private static long cpuTicks(long pid) throws IOException {
        return cpuTicks(Path.of("/proc/" + pid + "/stat"));
    }

    private static long cpuTicks(Path statFile) throws IOException {
        String stat = Files.readString(statFile);
        String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return Long.parseLong(f[11]) + Long.parseLong(f[12]); // utime, stime in clock ticks (100/s)
    }
}
