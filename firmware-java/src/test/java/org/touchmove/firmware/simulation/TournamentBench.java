package org.touchmove.firmware.simulation;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.DoubleSupplier;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.publish.mqtt.EmbeddedBroker;
import org.touchmove.firmware.publish.mqtt.MqttBrokerLink;
import org.touchmove.firmware.publish.mqtt.MqttSettings;
import org.touchmove.firmware.publish.mqtt.NatsCluster;
import org.touchmove.firmware.runtime.VirtualRoom;

/**
 * A tournament in one JVM (scripts/bench-tournament, docs/performance.md): N boards, each a whole controller with its
 * journal on disk and its own MQTT publisher (on one shared {@link MqttBrokerLink} per {@link #BOARDS_PER_LINK} boards,
 * or a connection each), play real games on {@link PacedRoom}s (a few threads for all boards)
 * at a real or accelerated pace into one broker, the hub (a child JVM) consuming; a {@link TournamentChecker}
 * rebuilds every game from the broker and compares it with the moves played. Prints {@code name value unit} lines
 * last; exits 1 when an event was lost, arrived out of order, or a game was not rebuilt exactly.
 */
public final class TournamentBench {

    /** How long the boards' last events may take to reach the checker and the hub once the games are over. */
    private static final long DRAIN_NANOS = 60_000_000_000L;
    private static final int WARM_UP_GAMES = 30;
    private static final Duration CONNECT_WAIT = Duration.ofSeconds(120);
    /**
     * Boards per shared MQTT connection ({@code --link shared}): one link carries up to 1,250 boards at the default
     * window (docs/mqtt.md); a round 1,000 keeps every run up to that size on one connection.
     */
    static final int BOARDS_PER_LINK = 1000;
    /**
     * Boards per link on {@code nats-cluster}: a NATS node stores each QoS 1 publish of a connection in JetStream
     * before it reads the next (nats-server 2.9 {@code mqttProcessPub}), so a link of 1,000 boards is one queue
     * through one read loop; 500 boards on one link left it blocked for 10 s and Paho dropped it (docs/performance.md).
     */
    static final int NATS_BOARDS_PER_LINK = 50;
    /**
     * The boards' and links' keep-alive on the cluster, in seconds ({@code --keep-alive}). Paho drops a connection it
     * could not write to for twice this (a node's read loop busy with JetStream stores): 5 s dropped a link of 500
     * boards mid-round (issue 27); a killed node's connections end at once on one machine whatever this is.
     */
    static final int NATS_KEEP_ALIVE_SECONDS = 30;
    /** Threads of a link's pool: the boards' publishing work is small; the machine has 2 cores. */
    private static final int LINK_THREADS = 2;

    /** The figures of one run. */
    record Report(int boards, long moves, long events, double roomSeconds, double[] latencyMs, long lost,
                  long duplicated, long outOfOrder, int gamesExact, int hubCurrent, List<String> problems,
                  double heapAfterGcMiB, double peakHeapMiB, double cpuCores, double hubCpuCores, double hubRssMiB,
                  int peakThreads, String broker, double roomBusy, double roomMaxLagMs, long unacknowledged,
                  double brokerCpuCores) {

        boolean clean() {
            return lost == 0 && outOfOrder == 0 && gamesExact == boards && problems.isEmpty();
        }
    }

    private TournamentBench() {
    }

    public static void main(String[] args) {
        TournamentOptions options;
        try {
            options = TournamentOptions.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("bench-tournament: " + e.getMessage());
            System.exit(2);
            return;
        }
        Report report;
        try {
            report = run(options, e -> false);
        } catch (IOException | UncheckedIOException e) {
            System.err.println("bench-tournament: " + e.getMessage());
            System.exit(2);
            return;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            System.err.println("bench-tournament: interrupted");
            System.exit(2);
            return;
        }
        print(report);
        System.exit(report.clean() ? 0 : 1);
    }

    /** Runs the tournament; the checker ignores the events {@code drop} accepts (as if the broker had lost them). */
    static Report run(TournamentOptions o, Predicate<Event> drop) throws IOException, InterruptedException {
        List<PgnGame> games = BoardsBench.playable(o.games(), o.boards());
        if (games.isEmpty()) {
            throw new IOException("no playable game in " + o.games());
        }
        Path state = o.stateDir().isPresent() ? Files.createTempDirectory(o.stateDir().get(), "touchmove-tournament")
                : Files.createTempDirectory("touchmove-tournament");
        EmbeddedBroker embedded = null;
        PrivateMosquitto mosquitto = null;
        NatsCluster nats = null;
        URI broker;
        String brokerName;
        if (o.natsCluster()) {
            nats = NatsCluster.start(Files.createDirectories(state.resolve("nats")));
            // The checker stays on a node that is not killed (it has no failover): node 2, or node 3 when 2 dies.
            broker = nats.mqtt(o.killNode() == 2 ? 2 : 1);
            brokerName = "NATS cluster of its own (3 nodes, MQTT on JetStream, streams and consumers replicated 3x,"
                    + " config/nats) at " + nats.mqtt(0) + "," + nats.mqtt(1) + "," + nats.mqtt(2)
                    + " (links and boards spread: the k-th on nodes k,k+1,k+2; the hub 3,1,2, the checker on " + broker + "; boards' and links'"
                    + " keep-alive " + o.keepAliveSeconds() + " s)";
        } else if (o.broker().isPresent() && o.broker().get().equals(TournamentOptions.PRIVATE_MOSQUITTO)) {
            mosquitto = PrivateMosquitto.start(state);
            broker = mosquitto.uri();
            brokerName = "Mosquitto of its own at " + broker + " (" + PrivateMosquitto.TOURNAMENT_LIMITS + ")";
        } else if (o.broker().isPresent() && !o.embeddedBroker()) {
            broker = o.broker().get();
            brokerName = "given " + broker;
        } else if (o.broker().isEmpty() && PrivateMosquitto.installed()) {
            // A broker configured for a tournament (docs/mqtt.md), not whatever the machine happens to run.
            mosquitto = PrivateMosquitto.start(state);
            broker = mosquitto.uri();
            brokerName = "Mosquitto of its own at " + broker + " (" + PrivateMosquitto.TOURNAMENT_LIMITS + ")";
        } else {
            embedded = EmbeddedBroker.start(0);
            broker = embedded.uri();
            brokerName = "embedded Moquette (publish.mqtt.EmbeddedBroker) at " + broker;
        }
        int linkCount = o.sharedLink() ? (o.boards() + o.linkBoards() - 1) / o.linkBoards() : 0;
        System.out.printf("broker: %s; hub: %s; %d boards on %d room thread(s), %s, pace %.1fx, think %d ms mean, %s;"
                + " %d cores%n", brokerName, o.hub() ? "child JVM (touchmove hub)" : "none", o.boards(), o.rooms(),
                o.sharedLink() ? linkCount + " shared MQTT connection(s)" : "one MQTT connection per board",
                o.pace(), o.thinkMs(),
                o.maxPlies() == 0 ? "whole games" : "at most " + o.maxPlies() + " plies",
                Runtime.getRuntime().availableProcessors());
        List<VirtualRoom> agendas = new ArrayList<>();
        List<PacedRoom> rooms = new ArrayList<>();
        for (int r = 0; r < o.rooms(); r++) {
            agendas.add(new VirtualRoom(0));
            rooms.add(new PacedRoom(agendas.get(r), o.pace()));
        }
        List<TournamentBoard> boards = new ArrayList<>(o.boards());
        List<MqttBrokerLink> links = new ArrayList<>();
        TournamentHub hub = null;
        TournamentChecker checker = null;
        NatsCluster cluster = nats;
        PrivateMosquitto own = mosquitto;
        DoubleSupplier brokerCpu = cluster != null ? cluster::cpuSeconds : own != null ? own::cpuSeconds : null;
        List<URI> boardUris = cluster == null ? List.of(broker)
                : List.of(cluster.mqtt(0), cluster.mqtt(1), cluster.mqtt(2));
        List<URI> hubUris = cluster == null ? List.of(broker)
                : List.of(cluster.mqtt(2), cluster.mqtt(0), cluster.mqtt(1));
        MqttSettings mqtt = cluster == null ? MqttSettings.defaults(broker, state)
                : clusterSettings(boardUris, state, o.keepAliveSeconds());
        try {
            hub = o.hub() ? TournamentHub.start(hubUris, o.boards(), state.resolve("hub.log")) : null;
            String run = "t" + Long.toString(System.currentTimeMillis() / 1000 % 1_679_616, 36); // 4 digits base 36
            Set<String> ids = new HashSet<>();
            for (int i = 1; i <= o.boards(); i++) {
                ids.add(TournamentBoard.id(run, i));
            }
            checker = TournamentChecker.subscribe(broker, ids, drop);
            for (int k = 0; k < linkCount; k++) {
                links.add(MqttBrokerLink.start(spread(mqtt, k), run + "-link" + (k + 1),
                        LINK_THREADS));
            }
            for (int i = 0; i < o.boards(); i++) {
                MqttBrokerLink link = links.isEmpty() ? null : links.get(i / o.linkBoards());
                TournamentBoard board = TournamentBoard.open(run, i + 1, games.get(i % games.size()), state,
                        spread(mqtt, i), link, rooms.get(i % o.rooms()), o.thinkMs() * 1_000_000L, o.maxPlies());
                boards.add(board);
                agendas.get(i % o.rooms()).add(board.played());
            }
            // Warm-up, as any JVM benchmark: the controller's code compiled before the clock runs, not during the
            // first moves (a few games in virtual time, in memory).
            GameReplay warmUp = new GameReplay(null);
            for (int i = 0; i < Math.min(WARM_UP_GAMES, games.size()); i++) {
                warmUp.replay(i + 1, games.get(i));
            }
            // The tournament starts once every board is connected, as at a real event: not a board's first
            // connection but its moves are measured.
            for (TournamentBoard b : boards) {
                if (!b.awaitConnected(CONNECT_WAIT)) {
                    throw new IOException("board " + b.boardId() + " did not connect to " + broker + " within "
                            + CONNECT_WAIT.toSeconds() + " s");
                }
            }
            NodeKill kill = o.killNode() == 0 ? null : new NodeKill(cluster, o.killNode(), o.killAfterSeconds());
            Report report = play(rooms, agendas, boards, checker, hub, brokerName, brokerCpu, kill);
            if (mosquitto != null) {
                System.out.println("broker_drop_notices " + mosquitto.dropNotices() + " notices");
            }
            return report;
        } finally {
            for (TournamentBoard b : boards) {
                b.close();
            }
            for (MqttBrokerLink link : links) {
                link.close();
            }
            if (checker != null) {
                checker.close();
            }
            if (hub != null) {
                hub.close();
            }
            if (embedded != null) {
                embedded.close();
            }
            if (mosquitto != null) {
                mosquitto.close();
            }
            if (nats != null) {
                nats.close();
                // What the nodes said (slow consumers, JetStream time-outs, route trouble), before their logs go.
                nats.logSummary().forEach(System.out::println);
            }
            delete(state);
        }
    }

    /** {@code --kill-node}: node {@code node} (1-based) of {@code cluster}, {@code afterSeconds} into the round. */
    record NodeKill(NatsCluster cluster, int node, double afterSeconds) {
    }

    /**
     * The {@code k}-th link's (or board's) settings: on the cluster its node list turned by {@code k} (link 1 on nodes
     * 1,2,3, link 2 on 2,3,1, link 3 on 3,1,2, ...), as docs/brokers.md has a venue spread its clients over the nodes:
     * NATS stores a connection's QoS 1 messages one at a time in its read loop, so one node holding every connection
     * does all the stores' work of the cluster's entrance alone; elsewhere {@code mqtt} unchanged.
     */
    private static MqttSettings spread(MqttSettings mqtt, int k) {
        List<URI> nodes = mqtt.brokerUris();
        if (nodes.size() < 2) {
            return mqtt;
        }
        List<URI> turned = new ArrayList<>(nodes);
        java.util.Collections.rotate(turned, -(k % nodes.size()));
        return new MqttSettings(turned, mqtt.topicRoot(), mqtt.clientId(), mqtt.username(), mqtt.password(),
                mqtt.caFile(), mqtt.clientCertFile(), mqtt.clientKeyFile(), mqtt.stateDir(), mqtt.keepAlive(),
                mqtt.connectTimeout(), mqtt.inFlightWindow(), mqtt.reconnectMin(), mqtt.reconnectMax(),
                mqtt.maxCommandAge(), mqtt.firstConnect(), mqtt.heartbeat());
    }

    /**
     * A board's settings on the cluster: its three nodes in order, the keep-alive ({@code --keep-alive}, default
     * {@link #NATS_KEEP_ALIVE_SECONDS}) and the connect time-out (10 s); reconnect back-off capped at 5 s.
     */
    private static MqttSettings clusterSettings(List<URI> nodes, Path state, int keepAliveSeconds) {
        MqttSettings d = MqttSettings.defaults(nodes.get(0), state);
        return new MqttSettings(nodes, d.topicRoot(), d.clientId(), "", "", Optional.empty(), Optional.empty(),
                Optional.empty(), state, Duration.ofSeconds(keepAliveSeconds), Duration.ofSeconds(10), d.inFlightWindow(),
                d.reconnectMin(), Duration.ofSeconds(5), d.maxCommandAge());
    }

    /**
     * Kills the node at its time on a thread of its own; the returned holder gets the kill's {@link System#nanoTime()}
     * (0 until it happened). The thread ends early when interrupted (the round ended first).
     */
    private static Thread killer(NodeKill kill, long wallBefore, AtomicLong killedAt) {
        Thread t = new Thread(() -> {
            try {
                long wait = wallBefore + (long) (kill.afterSeconds() * 1e9) - System.nanoTime();
                if (wait > 0) {
                    Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
                }
                kill.cluster().kill(kill.node() - 1);
                killedAt.set(System.nanoTime());
                System.out.printf("killed NATS node %d (SIGKILL) %.1f s into the round%n", kill.node(),
                        (killedAt.get() - wallBefore) / 1e9);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt(); // the round ended before the kill
            }
        }, "kill-node-" + kill.node());
        t.setDaemon(true);
        t.start();
        return t;
    }

    private static Report play(List<PacedRoom> rooms, List<VirtualRoom> agendas, List<TournamentBoard> boards,
                               TournamentChecker checker, TournamentHub hub, String brokerName,
                               DoubleSupplier brokerCpu, NodeKill kill)
            throws IOException, InterruptedException {
        var threadBean = ManagementFactory.getThreadMXBean();
        var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        double hubCpuBefore = hub == null ? 0 : hub.cpuSeconds();
        double brokerCpuBefore = brokerCpu == null ? 0 : brokerCpu.getAsDouble();
        long cpuBefore = os.getProcessCpuTime();
        long wallBefore = System.nanoTime();
        AtomicLong killedAt = new AtomicLong();
        Thread killer = kill == null ? null : killer(kill, wallBefore, killedAt);
        List<Thread> threads = new ArrayList<>();
        List<RuntimeException> failed = new java.util.concurrent.CopyOnWriteArrayList<>();
        for (int r = 0; r < rooms.size(); r++) {
            PacedRoom room = rooms.get(r);
            Thread t = new Thread(() -> {
                try {
                    room.run(wallBefore);
                } catch (RuntimeException e) {
                    failed.add(e);
                }
            }, "room-" + r);
            t.start();
            threads.add(t);
        }
        for (Thread t : threads) {
            t.join();
        }
        List<String> problems = new ArrayList<>();
        if (killer != null) {
            killer.interrupt();
            killer.join();
            if (killedAt.get() == 0) {
                problems.add("the round ended before --kill-after " + kill.afterSeconds() + " s: no node was killed");
            }
        }
        if (!failed.isEmpty()) {
            throw failed.get(0); // a room itself failed (a board's failure is only that board's)
        }
        PacedRoom room = rooms.get(0); // all rooms share the wall start: any maps virtual time alike
        double roomSeconds = (System.nanoTime() - wallBefore) / 1e9;
        for (TournamentBoard b : boards) {
            b.flush();
        }
        long until = System.nanoTime() + DRAIN_NANOS;
        while (System.nanoTime() - until < 0 && (unacknowledged(boards) > 0 || lost(boards, checker) > 0)) {
            Thread.sleep(50);
        }
        // Counted at the drain's end, as the games are compared below: an event later than that is lost here.
        long lost = lost(boards, checker);
        double wall = (System.nanoTime() - wallBefore) / 1e9;
        double cpuCores = (os.getProcessCpuTime() - cpuBefore) / 1e9 / wall;
        double hubCpu = hub == null ? 0 : (hub.cpuSeconds() - hubCpuBefore) / wall;
        double hubRss = hub == null ? 0 : hub.residentMiB();
        double brokerCores = brokerCpu == null ? Double.NaN : (brokerCpu.getAsDouble() - brokerCpuBefore) / wall;

        problems.addAll(checker.conflicts());
        for (VirtualRoom agenda : agendas) {
            for (VirtualRoom.Failure f : agenda.failures()) {
                problems.add("board " + f.boardId() + " failed: " + f.cause());
            }
        }
        long moves = 0;
        long events = 0;
        int exact = 0;
        for (TournamentBoard b : boards) {
            List<String> played = b.playedMoves();
            moves += played.size();
            events += b.lastSeq();
            List<String> rebuilt = checker.moves(b.gameId());
            ReplayOutcome own = b.outcome();
            if (rebuilt.equals(played) && own.ok()) {
                exact++;
            } else {
                problems.add("board " + b.boardId() + ": " + (own.ok() ? "rebuilt " + rebuilt.size() + " of "
                        + played.size() + " plies, first difference at ply "
                        + PgnGamePlay.firstMismatch(rebuilt, played) : "controller: " + own.detail()));
            }
        }
        int hubCurrent = 0;
        if (hub != null) {
            // The hub is another process that may still be catching up (its own JVM start, a loaded machine): it is
            // asked again until every board is current or the drain time is over, then counted as it stands.
            long giveUp = System.nanoTime() + DRAIN_NANOS;
            do {
                hubCurrent = hubCurrent(hub.lastSeqs(), boards);
            } while (hubCurrent < boards.size() && System.nanoTime() < giveUp && pause(Duration.ofMillis(200)));
        }
        Map<String, TournamentBoard> byId = new HashMap<>();
        for (TournamentBoard b : boards) {
            byId.put(b.boardId(), b);
        }
        List<TournamentChecker.MoveArrival> arrivals = checker.moveArrivals();
        long[] processing = new long[arrivals.size()];
        long[] withGrace = new long[arrivals.size()];
        int n = 0;
        for (TournamentChecker.MoveArrival a : arrivals) {
            Optional<Long> decided = byId.get(a.boardId()).decidedNanos(a.seq());
            if (decided.isEmpty()) {
                problems.add("board " + a.boardId() + ": seq " + a.seq() + " arrived as a move the board never made");
                continue;
            }
            processing[n] = a.atNanos() - room.wallNanosAt(decided.get());
            withGrace[n++] = a.atNanos() - room.wallNanosAt(a.monoMs() * 1_000_000L);
        }
        processing = Arrays.copyOf(processing, n);
        withGrace = Arrays.copyOf(withGrace, n);
        Arrays.sort(processing);
        Arrays.sort(withGrace);
        double[] latencyMs = {percentile(processing, 0.50), percentile(processing, 0.99), percentile(processing, 1),
                percentile(withGrace, 0.50), percentile(withGrace, 0.99)};
        System.gc();
        double heapAfterGc = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed() / 1048576.0;
        long peakHeap = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                peakHeap += pool.getPeakUsage().getUsed();
            }
        }
        return new Report(boards.size(), moves, events, roomSeconds, latencyMs, lost,
                checker.duplicated(), checker.outOfOrder(), exact, hub == null ? -1 : hubCurrent, problems,
                heapAfterGc, peakHeap / 1048576.0, cpuCores, hubCpu, hubRss, threadBean.getPeakThreadCount(),
                brokerName, rooms.stream().mapToLong(PacedRoom::busyNanos).sum() / 1e9 / roomSeconds / rooms.size(),
                rooms.stream().mapToLong(PacedRoom::maxLagNanos).max().orElse(0) / 1e6, unacknowledged(boards),
                brokerCores);
    }

    private static long unacknowledged(List<TournamentBoard> boards) {
        long n = 0;
        for (TournamentBoard b : boards) {
            n += b.lastSeq() - b.acknowledgedSeq();
        }
        return n;
    }

    private static long lost(List<TournamentBoard> boards, TournamentChecker checker) {
        long n = 0;
        for (TournamentBoard b : boards) {
            n += checker.lost(b.boardId(), b.lastSeq());
        }
        return n;
    }

    private static double percentile(long[] sorted, double p) {
        if (sorted.length == 0) {
            return Double.NaN;
        }
        int i = (int) Math.ceil(p * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, i))] / 1e6;
    }

    static void print(Report r) {
        for (String p : r.problems().subList(0, Math.min(20, r.problems().size()))) {
            System.out.println("problem: " + p);
        }
        if (r.problems().size() > 20) {
            System.out.println("... and " + (r.problems().size() - 20) + " more problems");
        }
        System.out.println("boards " + r.boards() + " boards");
        System.out.println("moves " + r.moves() + " moves");
        System.out.println("events " + r.events() + " events");
        System.out.printf("room_time %.1f s%n", r.roomSeconds());
        System.out.printf("move_rate %.1f moves/s%n", r.moves() / r.roomSeconds());
        System.out.printf("event_rate %.1f events/s%n", r.events() / r.roomSeconds());
        System.out.printf("latency_p50 %.2f ms%n", r.latencyMs()[0]);
        System.out.printf("latency_p99 %.2f ms%n", r.latencyMs()[1]);
        System.out.printf("latency_max %.2f ms%n", r.latencyMs()[2]);
        System.out.printf("latency_with_grace_p50 %.2f ms%n", r.latencyMs()[3]);
        System.out.printf("latency_with_grace_p99 %.2f ms%n", r.latencyMs()[4]);
        System.out.println("lost " + r.lost() + " events");
        // Not yet acknowledged by the broker when the drain ended: still in the boards' journals, not lost there.
        System.out.println("unacknowledged " + r.unacknowledged() + " events");
        System.out.println("duplicated " + r.duplicated() + " events");
        System.out.println("out_of_order " + r.outOfOrder() + " events");
        System.out.println("games_exact " + r.gamesExact() + " games");
        if (r.hubCurrent() >= 0) {
            System.out.println("hub_current " + r.hubCurrent() + " boards");
        }
        System.out.printf("heap_after_gc %.1f MiB%n", r.heapAfterGcMiB());
        System.out.printf("peak_heap %.1f MiB%n", r.peakHeapMiB());
        System.out.printf("cpu_boards %.2f cores%n", r.cpuCores());
        System.out.printf("cpu_hub %.2f cores%n", r.hubCpuCores());
        System.out.printf("hub_rss %.1f MiB%n", r.hubRssMiB());
        if (!Double.isNaN(r.brokerCpuCores())) {
            System.out.printf("cpu_broker %.2f cores%n", r.brokerCpuCores());
        }
        System.out.println("threads_peak " + r.peakThreads() + " threads");
        System.out.printf("room_busy %.0f %%%n", 100 * r.roomBusy());
        System.out.printf("room_max_lag %.1f ms%n", r.roomMaxLagMs());
    }

    private static void delete(Path dir) throws IOException {
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }

    private static int hubCurrent(Map<String, Long> seqs, List<TournamentBoard> boards) {
        int current = 0;
        for (TournamentBoard b : boards) {
            if (seqs.getOrDefault(b.boardId(), 0L) == b.lastSeq()) {
                current++;
            }
        }
        return current;
    }

    private static boolean pause(Duration d) throws InterruptedException {
        Thread.sleep(d.toMillis());
        return true;
    }
}
