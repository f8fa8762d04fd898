package org.touchmove.firmware.simulation;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.touchmove.firmware.config.Settings;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.MoveEvent;
import org.touchmove.firmware.journal.JournalOptions;
import org.touchmove.firmware.journal.StoredEvent;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.pgn.PgnReader;
import org.touchmove.firmware.publish.mqtt.EmbeddedBroker;
import org.touchmove.firmware.publish.mqtt.MqttSettings;
import org.touchmove.firmware.controller.PressGrace;
import org.touchmove.hal.ClockButton;
import org.touchmove.sim.BoardTiming;

/**
 * Move latency through the production path (scripts/bench-latency, docs/performance.md): real games played with a
 * tidy hand on the simulated board, through the board's runtime and controller, its event journal on disk (fsync) and
 * the MQTT publisher, to a subscriber on a real broker on loopback in this JVM.
 *
 * <p>The board runs in virtual time, kept honest by {@link PacedSteps}: a step never starts earlier in wall time than
 * its virtual gap after the previous one unless the pipeline is idle. A move's processing latency is measured from the
 * start (wall time) of the step that completed it (the press grace ran out, or a reading ended it early) to its
 * arrival at the subscriber; the deliberate wait is the virtual time from the clock press to that step.
 *
 * <p>Usage (scripts/bench-latency runs it over the jar and the test classes): {@code LatencyBench MOVES GAMES_DIR STATE_DIR BROKER [BROKER_NAME] [WARMUP_MOVES]}, BROKER a URI
 * ({@code tcp://127.0.0.1:1883}) or {@code embedded} (Moquette on a free loopback port). Prints
 * {@code name value unit} lines last.
 */
public final class LatencyBench {

    /**
     * How long a move may take to arrive before it counts as lost: generous, as LatencyBenchSmokeTest runs this in CI on
     * a loaded 2-core machine and asserts nothing lost (10 s was a broker round trip's deadline there; issue 23). The
     * figures are the arrived moves' and do not depend on it.
     */
    private static final Duration ARRIVAL_LIMIT = Duration.ofSeconds(60);
    /** Test-only: journal segment size in bytes (small: segment boundaries crossed often); 0 for the default. */
    private static final long SEGMENT_BYTES = Long.getLong("latency.segmentBytes", 0);
    /** Test-only: stop after this many games (0: run to the move count). */
    private static final int GAMES = Integer.getInteger("latency.games", 0);
    /**
     * The board's warm-up of its move path before the first move: a board with board.warmupPlies = 5000 (PathWarmup's
     * size for C2, the compiler of this bench's JVM; a Pi's options, C1 only, go with 1000, -Dlatency.warmupPlies=1000);
     * -Dlatency.warmupPlies=0 measures one without it.
     */
    private static final int WARMUP_PLIES = Integer.getInteger("latency.warmupPlies", PathWarmup.PLIES_FOR_C2);
    /** Test-only: print every measured move slower than this (ms, 0: none) with its wall times, to line up with a trace. */
    private static final double SLOW_MS = Double.parseDouble(System.getProperty("latency.slowMs", "0"));
    /** Stage-by-stage stamps (journal.PathStamps and the wire) on; -Dlatency.stages=false measures without them. */
    private static final boolean STAGES = !"false".equals(System.getProperty("latency.stages"));

    private LatencyBench() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 4 || args.length > 6) {
            System.err.println("usage: LatencyBench MOVES GAMES_DIR STATE_DIR BROKER [BROKER_NAME] [WARMUP_MOVES]");
            System.exit(2);
        }
        int moves = positive(args[0], "MOVES");
        int warmup = args.length > 5 ? positive(args[5], "WARMUP_MOVES") : 1000;
        Path gamesDir = Path.of(args[1]);
        Path stateDir = Path.of(args[2]);
        // Unique per run: the broker keeps a board's retained snapshots, and a pid is reused (see docs/performance.md).
        String boardId = "latency-" + ProcessHandle.current().pid() + "-" + Long.toString(System.nanoTime() & 0xffffff, 36);
        EmbeddedBroker embedded = args[3].equals("embedded") ? EmbeddedBroker.start(0) : null;
        URI broker = embedded != null ? embedded.uri() : URI.create(args[3]);
        String brokerName = embedded != null ? "moquette-embedded" : args.length > 4 ? args[4] : broker.toString();
        try {
            MachineProbe.Figures wakeUps = MachineProbe.wakeUps(2000);
            MachineProbe.Figures fsyncs = MachineProbe.fsyncs(stateDir, 500);
            Result r = run(moves + warmup, warmup, gamesDir, stateDir, boardId, broker);
            System.out.printf(Locale.ROOT, "machine_thread_wakeup_p50 %.3f ms%nmachine_thread_wakeup_p99 %.3f ms%n"
                    + "machine_fsync_p50 %.3f ms%nmachine_fsync_p99 %.3f ms%n", wakeUps.p50(), wakeUps.p99(),
                    fsyncs.p50(), fsyncs.p99());
            print(r, brokerName, broker);
            if (r.failures() > 0 || r.pathDefects() > 0 || r.lost() > 0) {
                System.exit(1);
            }
        } finally {
            if (embedded != null) {
                embedded.close();
            }
        }
    }

    record Result(List<Long> processing, List<Long> committed, Map<Long, Integer> waits, long graceMs,
                          long debounceMs, int games, int failures, int pathDefects, long lost, Map<String, Integer> completedBy,
                          AllocationMeter.Reading used, int usedMoves, MachineProbe.Figures floor, int floorSamples,
                          MachineProbe.Figures floorFsync, MachineProbe.Figures floorPublish,
                          List<StageRecorder.Split> stages, MachineProbe.Figures floorSocket, long[] mainBench,
                          MachineProbe.Figures floorAfterGrace, MachineProbe.Figures floorAfterGraceFsync) {
    }

    static Result run(int totalMoves, int warmup, Path gamesDir, Path stateDir, String boardId, URI broker)
            throws IOException, InterruptedException, org.eclipse.paho.client.mqttv3.MqttException {
        Settings settings = GameReplay.settings(boardId).withStateDir(stateDir);
        // What `touchmove run` starts after start-up with board.warmupPlies; done before the first move here, as on a
        // board, where the first move comes long after it (and before the stage stamps are on: its boards are not ours).
        PathWarmup.Done warm = PathWarmup.play(WARMUP_PLIES, PathWarmup.SEED);
        System.out.println("latency_path_warmup_plies " + warm.plies() + " plies");
        System.out.println("latency_path_warmup_ms " + warm.millis() + " ms");
        if (warm.notRebuilt() > 0) {
            throw new IllegalStateException("the warm-up did not rebuild " + warm.notRebuilt() + " of its games");
        }
        String root = MqttSettings.defaults(broker, stateDir).topicRootFor(boardId);
        List<Long> processing = new ArrayList<>();
        List<Long> committed = new ArrayList<>();
        Map<Long, Integer> waits = new TreeMap<>();
        Map<String, Integer> completedBy = new TreeMap<>();
        int games = 0;
        int failures = 0;
        int pathDefects = 0;
        long lost = 0;
        int warmedUp = 0;
        long graceMs;
        AllocationMeter.Reading used = null;
        AllocationMeter.Reading usedFrom = null;
        AllocationMeter.Reading floorUsed = AllocationMeter.Reading.none();
        int usedFromMoves = 0;
        // The bench's own work on the board's thread "main" after the warm-up (reading the next game, checking the
        // game's paths, collecting the moves' figures): counted apart from the board's (issue 31).
        long[] mainBench = new long[2];
        long[] benchMark = null;
        GameReplay hands = new GameReplay(null);
        MoveWatch watch = new MoveWatch();
        MachineProbe.Figures floor = null;
        MachineProbe.Figures floorFsync = null;
        MachineProbe.Figures floorPublish = null;
        MachineProbe.Figures floorSocket = null;
        MachineProbe.Figures floorAfterGrace = null;
        MachineProbe.Figures floorAfterGraceFsync = null;
        int floorSamples = 0;
        List<StageRecorder.Split> stages = new ArrayList<>();
        StageRecorder recorder = STAGES ? new StageRecorder() : null;
        org.touchmove.firmware.journal.PathStamps.install(recorder); // before the board opens its connection
        try (ArrivalSubscriber sub = ArrivalSubscriber.connect(broker, boardId + "-sub", root,
                    recorder == null ? null : recorder.subscriberSockets());
                FloorProbe floorProbe = FloorProbe.open(broker, stateDir);
                PublishedSession published = SEGMENT_BYTES > 0
                        ? PublishedSession.open(settings, broker, watch, JournalOptions.DEFAULT.withSegmentBytes(SEGMENT_BYTES))
                        : PublishedSession.open(settings, broker, watch)) {
            GameTrail journalTrail = new GameTrail("journal");
            if (!published.awaitConnected(Duration.ofSeconds(10))) {
                throw new IllegalStateException("the board did not connect to " + broker);
            }
            SimulatedSession session = published.session();
            session.board().buttons().addListener(p -> {
                if (p.button() == ClockButton.WHITE || p.button() == ClockButton.BLACK) {
                    watch.pressedAt(p.monoNanos());
                }
            });
            // Idle: the subscriber has every committed event and the snapshots after them (the publisher's work after
            // a commit), and the publisher has their acknowledgements. The press grace is never skipped: the step that
            // completes a move comes the grace after the press in wall time too, as on a real board.
            PacedSteps paced = new PacedSteps(session, () -> sub.lastSeq() >= session.runtime().lastSeq()
                    && (!session.runtime().view().hasGame() || sub.snapshotSeq() >= session.runtime().view().lastSeq()),
                    published::publisherIdle, watch::lastPressNanos,
                    PressGrace.of(session.board().sensor().readingLag(), settings.pressGraceMs()).graceMillis() * 1_000_000L);
            watch.attach(paced);
            sub.onMessage(paced::wake);
            graceMs = PressGrace.of(session.board().sensor().readingLag(), settings.pressGraceMs()).graceMillis();
            try (GameSource source = GameSource.open(gamesDir)) {
                while (processing.size() + warmedUp < totalMoves && (GAMES == 0 || games < GAMES)) {
                    if (usedFrom == null && warmedUp >= warmup) {
                        usedFrom = AllocationMeter.read(); // from the first game after the warm-up
                        usedFromMoves = processing.size();
                    }
                    benchMark = usedFrom == null ? null : AllocationMeter.mark();
                    PgnGame pgn = source.next();
                    games++;
                    PgnGamePlay.Seen seen = new PgnGamePlay.Seen();
                    watch.forward(seen);
                    PgnGamePlay play = hands.play(games, pgn, session);
                    if (benchMark != null) {
                        AllocationMeter.addSince(mainBench, benchMark);
                    }
                    paced.play(play);
                    benchMark = usedFrom == null ? null : AllocationMeter.mark();
                    ReplayOutcome outcome = play.outcome(seen);
                    if (!outcome.ok()) {
                        failures++;
                        System.err.println("game " + games + " (" + pgn.tags() + ") not rebuilt exactly: " + outcome);
                    }
                    pathDefects += comparePaths(games, play, session, published, journalTrail, sub);
                    int measured = processing.size();
                    int ply = 0;
                    for (MoveWatch.Completed c : watch.drain()) {
                        ply++;
                        Long arrived = sub.awaitArrival(c.seq(), ARRIVAL_LIMIT);
                        if (arrived == null) {
                            lost++;
                            continue;
                        }
                        if (warmedUp < warmup) {
                            warmedUp++;
                            continue;
                        }
                        processing.add(arrived - c.stepStartNanos());
                        committed.add(c.committedNanos() - c.stepStartNanos());
                        StageRecorder.Split split = recorder == null ? null
                                : recorder.split(c.seq(), c.stepStartNanos(), c.committedNanos(), arrived);
                        if (SLOW_MS > 0 && arrived - c.stepStartNanos() > SLOW_MS * 1e6) {
                            System.err.printf(Locale.ROOT, "slow move game %d ply %d seq %d: step %.6f committed %.6f arrived %.6f s%s%n",
                                    games, ply, c.seq(), c.stepStartNanos() / 1e9, c.committedNanos() / 1e9, arrived / 1e9,
                                    split == null ? "" : "; stages ms " + split.describe());
                        }
                        if (split != null) {
                            stages.add(split);
                        }
                        if (c.pressNanos() >= 0) {
                            waits.merge((c.completedAtNanos() - c.pressNanos()) / 1_000_000L, 1, Integer::sum);
                        }
                        completedBy.merge(c.completedBy(), 1, Integer::sum);
                    }
                    if (benchMark != null) {
                        AllocationMeter.addSince(mainBench, benchMark);
                    }
                    // The peer, in the same stretch of the machine's life: one sample per move just measured.
                    AllocationMeter.Reading beforeFloor = AllocationMeter.read();
                    floorProbe.sample(processing.size() - measured, graceMs * 1_000_000L);
                    if (usedFrom != null) { // the probe's own threads and work are not the board's
                        floorUsed = floorUsed.plus(AllocationMeter.read().since(beforeFloor));
                    }
                }
            }
            // Before the session closes: the publisher's and Paho's threads end with it.
            used = usedFrom == null ? null : AllocationMeter.read().since(usedFrom).since(floorUsed);
            floor = floorProbe.figures();
            floorFsync = floorProbe.fsyncFigures();
            floorPublish = floorProbe.publishFigures();
            floorSocket = floorProbe.socketFigures();
            floorAfterGrace = floorProbe.graceFigures();
            floorAfterGraceFsync = floorProbe.graceFsyncFigures();
            floorSamples = floorProbe.samples();
        } finally {
            org.touchmove.firmware.journal.PathStamps.install(null);
        }
        return new Result(processing, committed, waits, graceMs, BoardTiming.DEFAULT.debounceNanos() / 1_000_000L, games,
                failures, pathDefects, lost, completedBy, used, processing.size() - usedFromMoves, floor, floorSamples,
                floorFsync, floorPublish, stages, floorSocket, mainBench, floorAfterGrace, floorAfterGraceFsync);
    }

    /**
     * Compares, for the game just played, the PGN's moves with the three holders of the game along the path: the
     * controller (its own record), the journal (what was made durable) and the MQTT subscriber (what arrived), each
     * grouped by the events' game id. Prints the first difference with the events around it; returns 1 if any.
     */
    private static int comparePaths(int index, PgnGamePlay play, SimulatedSession session, PublishedSession published,
                                    GameTrail journalTrail, ArrivalSubscriber sub) {
        String gameId = session.runtime().view().gameId();
        List<String> expected = play.expectedMoves().stream().map(Move::uci).toList();
        List<String> controller = session.controller().game().moves().stream().map(Move::uci).toList();
        for (StoredEvent e : published.journal().readAfter(journalTrail.lastSeq(), Integer.MAX_VALUE)) {
            journalTrail.accept(e.json());
        }
        long last = journalTrail.lastSeq();
        long until = System.nanoTime() + ARRIVAL_LIMIT.toNanos();
        while (sub.trail().lastSeq() < last && System.nanoTime() - until < 0) {
            java.util.concurrent.locks.LockSupport.parkNanos(1_000_000);
        }
        List<String> journal = journalTrail.moves(gameId);
        List<String> subscriber = sub.trail().moves(gameId);
        List<String> defects = new ArrayList<>(journalTrail.takeDefects());
        defects.addAll(sub.trail().takeDefects());
        String[] names = {"controller", "journal", "subscriber"};
        List<List<String>> lists = List.of(controller, journal, subscriber);
        int first = Integer.MAX_VALUE;
        for (int i = 0; i < lists.size(); i++) {
            int at = PgnGamePlay.firstMismatch(expected, lists.get(i));
            if (at != 0) {
                first = Math.min(first, at);
                defects.add(names[i] + " differs from the PGN at ply " + at + ": PGN " + pick(expected, at) + ", "
                        + names[i] + " " + pick(lists.get(i), at) + " (" + lists.get(i).size() + " of "
                        + expected.size() + " plies)");
            }
        }
        if (Boolean.getBoolean("latency.verbose")) {
            System.err.println("game " + index + " " + gameId + ": plies PGN " + expected.size() + ", controller "
                    + controller.size() + ", journal " + journal.size() + ", subscriber " + subscriber.size()
                    + "; ends at seq " + last + ", virtual ms " + session.time().nanos() / 1_000_000L + ", fen "
                    + session.controller().game().position().fen());
        }
        if (defects.isEmpty()) {
            return 0;
        }
        System.err.println("game " + index + " (game id " + gameId + ", journal up to seq " + last + ", subscriber up to "
                + sub.trail().lastSeq() + "): " + String.join("; ", defects));
        int ply = first != Integer.MAX_VALUE ? first : Math.max(1, expected.size() - 2);
        System.err.println("  journal events around ply " + ply + ":");
        journalTrail.around(gameId, ply, 2).forEach(j -> System.err.println("    " + j));
        System.err.println("  subscriber events around ply " + ply + ":");
        sub.trail().around(gameId, ply, 2).forEach(j -> System.err.println("    " + j));
        return 1;
    }

    private static String pick(List<String> moves, int ply) {
        return ply <= moves.size() ? moves.get(ply - 1) : "(none)";
    }

    private static void print(Result r, String brokerName, URI broker) {
        double[] p = sortedMillis(r.processing());
        double[] c = sortedMillis(r.committed());
        System.out.printf(Locale.ROOT, "broker %s at %s; %d games, %d moves measured (after a warm-up), %s%n",
                brokerName, broker, r.games(), p.length, r.completedBy());
        System.out.printf(Locale.ROOT, "deliberate wait from the press (virtual ms: moves): %s%n", r.waits());
        describeUsed(r);
        System.out.println("latency_broker " + brokerName + " broker");
        System.out.println("latency_moves " + p.length + " moves");
        System.out.println("latency_games_not_rebuilt " + r.failures() + " games");
        System.out.println("latency_games_path_differs " + r.pathDefects() + " games");
        System.out.println("latency_moves_lost " + r.lost() + " moves");
        System.out.println("latency_wait_press_grace " + r.graceMs() + " ms");
        System.out.println("latency_wait_debounce " + r.debounceMs() + " ms");
        long[] w = r.waits().entrySet().stream()
                .flatMapToLong(e -> java.util.stream.LongStream.generate(e::getKey).limit(e.getValue())).toArray();
        System.out.println("latency_wait_p50 " + (w.length == 0 ? 0 : w[w.length / 2]) + " ms");
        System.out.println("latency_wait_p99 " + (w.length == 0 ? 0 : w[Math.min(w.length - 1, (int) (w.length * 0.99))]) + " ms");
        System.out.println("latency_wait_max " + (w.length == 0 ? 0 : w[w.length - 1]) + " ms");
        // The two parts of processing: the board's step up to its events' commit (controller, journal write and fsync),
        // and the commit to the subscriber (publisher hand-off, journal read, MQTT, broker).
        double[] d = new double[p.length];
        for (int i = 0; i < d.length; i++) {
            d[i] = (r.processing().get(i) - r.committed().get(i)) / 1e6;
        }
        java.util.Arrays.sort(d);
        printUsed(r);
        System.out.printf(Locale.ROOT, "latency_commit_p50 %.3f ms%n", pct(c, 0.50));
        System.out.printf(Locale.ROOT, "latency_commit_p99 %.3f ms%n", pct(c, 0.99));
        System.out.printf(Locale.ROOT, "latency_delivery_p50 %.3f ms%n", pct(d, 0.50));
        System.out.printf(Locale.ROOT, "latency_delivery_p99 %.3f ms%n", pct(d, 0.99));
        System.out.printf(Locale.ROOT, "latency_processing_p50 %.3f ms%n", pct(p, 0.50));
        System.out.printf(Locale.ROOT, "latency_processing_p99 %.3f ms%n", pct(p, 0.99));
        System.out.printf(Locale.ROOT, "latency_processing_max %.3f ms%n", p.length == 0 ? 0 : p[p.length - 1]);
        // The peer: an fsync'd append and one Paho publish to a subscriber through the same broker, sampled between
        // the games (one per move measured), so that a machine's bad stretch shows in both (FloorProbe).
        System.out.println("latency_floor_samples " + r.floorSamples() + " samples");
        System.out.printf(Locale.ROOT, "latency_floor_p50 %.3f ms%n", r.floor().p50());
        System.out.printf(Locale.ROOT, "latency_floor_p99 %.3f ms%n", r.floor().p99());
        // The floor's two parts, each over the same samples (a part's p99 and the other's need not be one sample's).
        System.out.printf(Locale.ROOT, "latency_floor_fsync_p50 %.3f ms%n", r.floorFsync().p50());
        System.out.printf(Locale.ROOT, "latency_floor_fsync_p99 %.3f ms%n", r.floorFsync().p99());
        System.out.printf(Locale.ROOT, "latency_floor_publish_p50 %.3f ms%n", r.floorPublish().p50());
        System.out.printf(Locale.ROOT, "latency_floor_publish_p99 %.3f ms%n", r.floorPublish().p99());
        // The same peer with its PUBLISH written to a plain socket by the same thread: no Paho sender thread.
        System.out.printf(Locale.ROOT, "latency_floor_socket_p50 %.3f ms%n", r.floorSocket().p50());
        System.out.printf(Locale.ROOT, "latency_floor_socket_p99 %.3f ms%n", r.floorSocket().p99());
        System.out.printf(Locale.ROOT, "latency_floor_paho_over_socket_p50 %.3f ms%n", r.floor().p50() - r.floorSocket().p50());
        System.out.printf(Locale.ROOT, "latency_floor_paho_over_socket_p99 %.3f ms%n", r.floor().p99() - r.floorSocket().p99());
        // The same Paho peer after the quiet the move's step follows (the press grace), where the others follow 20 ms.
        System.out.printf(Locale.ROOT, "latency_floor_after_grace_p50 %.3f ms%n", r.floorAfterGrace().p50());
        System.out.printf(Locale.ROOT, "latency_floor_after_grace_p99 %.3f ms%n", r.floorAfterGrace().p99());
        System.out.printf(Locale.ROOT, "latency_floor_after_grace_fsync_p50 %.3f ms%n", r.floorAfterGraceFsync().p50());
        System.out.printf(Locale.ROOT, "latency_floor_after_grace_fsync_p95 %.3f ms%n", r.floorAfterGraceFsync().p95());
        System.out.printf(Locale.ROOT, "latency_floor_after_grace_fsync_p99 %.3f ms%n", r.floorAfterGraceFsync().p99());
        if (r.floorSamples() > 0) {
            printRatios(p, c, r);
        }
        printStages(r.stages());
    }

    /**
     * The stages of the same moves (each stage's p50 and p99 over the moves with every stamp; a stage's p99 and another's
     * need not be one move's): controller, encoding, journal write, fsync, the hand-off to Paho's publish call, Paho up
     * to its sender's socket write, the broker (socket to socket), the subscriber (socket read to its callback).
     */
    private static void printStages(List<StageRecorder.Split> stages) {
        if (stages.isEmpty()) {
            return;
        }
        System.out.println("latency_stage_samples " + stages.size() + " moves");
        for (int k = 0; k < StageRecorder.STAGES.length; k++) {
            final int stage = k;
            double[] v = stages.stream().mapToDouble(s -> s.millis()[stage]).sorted().toArray();
            System.out.printf(Locale.ROOT, "latency_stage_%s_p50 %.3f ms%n", StageRecorder.STAGES[k], pct(v, 0.50));
            System.out.printf(Locale.ROOT, "latency_stage_%s_p99 %.3f ms%n", StageRecorder.STAGES[k], pct(v, 0.99));
        }
        // The commit after its fsync (the end of latency_commit is the bench's sink seeing the move): the commit
        // listeners (the send by the committing thread), the runtime's state view, the observers before the sink.
        for (int k = 0; k < StageRecorder.AFTER_FSYNC.length; k++) {
            final int stage = k;
            double[] v = stages.stream().mapToDouble(s -> s.commitMillis()[stage]).sorted().toArray();
            System.out.printf(Locale.ROOT, "latency_stage_%s_p50 %.3f ms%n", StageRecorder.AFTER_FSYNC[k], pct(v, 0.50));
            System.out.printf(Locale.ROOT, "latency_stage_%s_p99 %.3f ms%n", StageRecorder.AFTER_FSYNC[k], pct(v, 0.99));
        }
        double[] call = stages.stream().mapToDouble(StageRecorder.Split::pahoCallMillis).sorted().toArray();
        System.out.printf(Locale.ROOT, "latency_stage_paho_call_p50 %.3f ms%n", pct(call, 0.50));
        System.out.printf(Locale.ROOT, "latency_stage_paho_call_p99 %.3f ms%n", pct(call, 0.99));
        long direct = stages.stream().filter(StageRecorder.Split::sentByCommittingThread).count();
        System.out.printf(Locale.ROOT, "latency_stage_sent_by_committing_thread %.1f %%%n", 100.0 * direct / stages.size());
    }

    /** Allocation and CPU per move by thread group (board "main", publisher "mqtt", Paho "MQTT", ...). */
    private static void describeUsed(Result r) {
        if (r.used() == null || r.usedMoves() <= 0) {
            return;
        }
        int n = r.usedMoves();
        StringBuilder groups = new StringBuilder();
        r.used().byGroup().forEach((g, v) -> {
            if (v[0] >= 1024L * n || v[1] >= 10_000L * n) { // at least 1 KiB or 0.01 ms per move // at least 1 KiB or 0.01 ms per move
                groups.append(String.format(Locale.ROOT, " %s %.0f KiB/%.3f ms", g, v[0] / 1024.0 / n, v[1] / 1e6 / n));
            }
        });
        System.out.println("per move over " + n + " moves (allocated/CPU) by thread:" + groups);
    }

    /**
     * Allocation and CPU per move over the games after the warm-up, all threads of this JVM (board, publisher, Paho,
     * subscriber), and by thread group: figures a loaded machine does not stretch.
     */
    private static void printUsed(Result r) {
        if (r.used() == null || r.usedMoves() <= 0) {
            return;
        }
        int n = r.usedMoves();
        System.out.printf(Locale.ROOT, "latency_allocated_per_move %.1f KiB%n", r.used().bytes() / 1024.0 / n);
        System.out.printf(Locale.ROOT, "latency_cpu_per_move %.3f ms%n", r.used().cpuNanos() / 1e6 / n);
        // Of it, user mode; the rest is the kernel's on these threads (system calls: sockets, the fsync, futexes).
        System.out.printf(Locale.ROOT, "latency_cpu_user_per_move %.3f ms%n", r.used().userNanos() / 1e6 / n);
        // By thread group (issue 31): the board's thread "main" (which also runs the bench's own checking between
        // games), our publisher's threads "mqtt-*", Paho's "MQTT *" (the board's client and the bench's subscriber).
        // Paho's threads all together as before, then apart (issue 31): the board's client ("paho_board") and the
        // bench's subscriber ("paho_bench_subscriber").
        Map<String, long[]> groups = new TreeMap<>();
        r.used().byGroup().forEach((g, v) -> groups.put(g.startsWith("MQTT") ? "MQTT" : g, v.clone()));
        r.used().byGroup().forEach((g, v) -> {
            if (g.startsWith("MQTT") && !g.equals("MQTT")) {
                long[] all = groups.get("MQTT");
                for (int k = 0; k < all.length; k++) {
                    all[k] += v[k];
                }
            }
        });
        r.used().byGroup().forEach((g, v) -> {
            if (g.equals("MQTT")) {
                groups.put("MQTT board", v);
            } else if (g.equals("MQTT-sub")) {
                groups.put("MQTT bench subscriber", v);
            }
        });
        groups.forEach((g, v) -> {
            if (v[0] >= 1024L * n) {
                System.out.printf(Locale.ROOT, "latency_allocated_per_move_%s %.1f KiB%n", groupName(g), v[0] / 1024.0 / n);
            }
        });
        groups.forEach((g, v) -> {
            if (v[1] >= 10_000L * n) {
                System.out.printf(Locale.ROOT, "latency_cpu_per_move_%s %.3f ms%n", groupName(g), v[1] / 1e6 / n);
            }
        });
        // The bench's own work on "main" (the next game read, its paths checked, the figures collected), of main's.
        System.out.printf(Locale.ROOT, "latency_allocated_per_move_main_bench %.1f KiB%n", r.mainBench()[0] / 1024.0 / n);
        System.out.printf(Locale.ROOT, "latency_cpu_per_move_main_bench %.3f ms%n", r.mainBench()[1] / 1e6 / n);
    }

    private static String groupName(String group) {
        return group.equals("MQTT") ? "paho" : group.equals("mqtt") ? "publisher"
                : group.startsWith("MQTT ") ? "paho_" + group.substring(5).replace(' ', '_')
                : group.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "_");
    }

    /** The ratios to the peer in the same run (issue 31's targets): processing to the peer, commit to its fsync. */
    private static void printRatios(double[] processing, double[] commit, Result r) {
        ratio("latency_processing_to_floor_p50", pct(processing, 0.50), r.floor().p50());
        ratio("latency_processing_to_floor_p99", pct(processing, 0.99), r.floor().p99());
        // Issue 31's p50 target is a difference (the peer's p50 + 0.3 ms): printed as one.
        System.out.printf(Locale.ROOT, "latency_processing_over_floor_p50 %.3f ms%n",
                pct(processing, 0.50) - r.floor().p50());
        ratio("latency_processing_to_floor_after_grace_p50", pct(processing, 0.50), r.floorAfterGrace().p50());
        ratio("latency_processing_to_floor_after_grace_p99", pct(processing, 0.99), r.floorAfterGrace().p99());
        System.out.printf(Locale.ROOT, "latency_processing_over_floor_after_grace_p50 %.3f ms%n",
                pct(processing, 0.50) - r.floorAfterGrace().p50());
        ratio("latency_commit_to_floor_fsync_p50", pct(commit, 0.50), r.floorFsync().p50());
        ratio("latency_commit_to_floor_fsync_p99", pct(commit, 0.99), r.floorFsync().p99());
        // The commit as issue 31 defines it, controller + journal write + fsync: from the step's start to the fsync's
        // return (the stamps), without the hand-over to Paho that the commit listeners make after it and that the
        // peer's latency_floor_publish counts on its side. Only with the stamps (-Dlatency.stages, on by default).
        if (!r.stages().isEmpty()) {
            double[] durable = r.stages().stream().mapToDouble(StageRecorder.Split::durableMillis).sorted().toArray();
            System.out.printf(Locale.ROOT, "latency_commit_durable_p50 %.3f ms%n", pct(durable, 0.50));
            System.out.printf(Locale.ROOT, "latency_commit_durable_p95 %.3f ms%n", pct(durable, 0.95));
            System.out.printf(Locale.ROOT, "latency_commit_durable_p99 %.3f ms%n", pct(durable, 0.99));
            ratio("latency_commit_durable_to_floor_fsync_p50", pct(durable, 0.50), r.floorFsync().p50());
            ratio("latency_commit_durable_to_floor_fsync_p99", pct(durable, 0.99), r.floorFsync().p99());
            ratio("latency_commit_durable_to_floor_after_grace_fsync_p50", pct(durable, 0.50),
                    r.floorAfterGraceFsync().p50());
            // A lower percentile beside the p99: the p99 of a few thousand moves is decided by the machine's slow spells
            // (docs/performance.md, "The commit's tail in time and at p95").
            ratio("latency_commit_durable_to_floor_after_grace_fsync_p95", pct(durable, 0.95),
                    r.floorAfterGraceFsync().p95());
            ratio("latency_commit_durable_to_floor_after_grace_fsync_p99", pct(durable, 0.99),
                    r.floorAfterGraceFsync().p99());
        }
    }

    private static void ratio(String name, double ours, double peer) {
        if (peer > 0) {
            System.out.printf(Locale.ROOT, "%s %.2f x%n", name, ours / peer);
        }
    }

    private static double[] sortedMillis(List<Long> nanos) {
        return nanos.stream().mapToDouble(n -> n / 1e6).sorted().toArray();
    }

    private static double pct(double[] sorted, double q) {
        return sorted.length == 0 ? 0 : sorted[Math.min(sorted.length - 1, (int) (sorted.length * q))];
    }

    private static int positive(String text, String what) {
        try {
            int n = Integer.parseInt(text);
            if (n > 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        System.err.println("bench-latency: " + what + " must be a positive whole number, got '" + text + "'");
        System.exit(2);
        return 0;
    }

    /** Watches the board's committed events: which step completed each move, and when it was committed. */
    private static final class MoveWatch implements org.touchmove.firmware.publish.EventSink {

        record Completed(long seq, String completedBy, long stepStartNanos, long committedNanos, long pressNanos,
                         long completedAtNanos) {
        }

        private final List<Completed> completed = new ArrayList<>();
        private PacedSteps paced;
        private org.touchmove.firmware.publish.EventSink forward = e -> { };
        private long lastPress = -1;

        void attach(PacedSteps paced) {
            this.paced = paced;
        }

        void forward(org.touchmove.firmware.publish.EventSink sink) {
            this.forward = sink;
        }

        void pressedAt(long nanos) {
            lastPress = nanos;
        }

        /** The virtual time of the last clock press seen (-1: none yet). */
        long lastPressNanos() {
            return lastPress;
        }

        @Override
        public void publish(Event event) {
            if (event.body() instanceof MoveEvent m && paced != null) {
                completed.add(new Completed(event.seq(), m.completedBy().wireName(), paced.stepStartNanos(), System.nanoTime(),
                        lastPress, paced.virtualNanos()));
            }
            forward.publish(event);
        }

        List<Completed> drain() {
            List<Completed> out = List.copyOf(completed);
            completed.clear();
            return out;
        }
    }
}
