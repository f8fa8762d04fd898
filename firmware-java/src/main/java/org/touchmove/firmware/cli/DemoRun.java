package org.touchmove.firmware.cli;

import org.touchmove.firmware.config.Settings;
import org.touchmove.firmware.config.UserError;
import org.touchmove.firmware.simulation.LiveFollower;
import org.touchmove.firmware.simulation.PublishedSession;
import org.touchmove.firmware.simulation.SimulatedSession;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.livechess.BoardLiveChess;
import org.touchmove.firmware.config.LiveChessSettings;
import java.net.URI;
import org.touchmove.firmware.publish.mqtt.BrokerUnreachable;
import org.touchmove.firmware.publish.mqtt.BrokerUris;
import org.touchmove.firmware.publish.mqtt.EmbeddedBroker;
import org.touchmove.firmware.publish.mqtt.MqttSettings;
import org.touchmove.firmware.publish.mqtt.TopicPrinter;
import org.touchmove.hal.TimeSource;
import org.touchmove.sim.script.ScriptException;
import org.touchmove.sim.script.ScriptHook;
import org.touchmove.sim.script.ScriptParser;
import org.touchmove.sim.script.ScriptPlayer;
import org.touchmove.sim.script.ScriptStep;

/**
 * `touchmove run` without a configuration: an embedded broker on loopback, the simulated board playing the demo game
 * (config/demo.script) through the whole controller and its journal into the broker, and a subscriber printing every
 * message of every topic. It then keeps running, the broker up and the board live in real time ({@link LiveFollower}), so
 * other programs can connect and an arbiter can start a new game on it.
 */
final class DemoRun {

    private static final Logger LOG = LoggerFactory.getLogger(DemoRun.class);
    static final String BOARD_ID = "demo-1";
    private static final int PREFERRED_PORT = 1883;

    private DemoRun() {
    }

    /**
     * @param pace      1 = real time, larger = faster, 0 = at once; @param seconds null: until stopped
     * @param livechess where the demo board is also served on the LiveChess e-board API; null: not
     * @param text      a person's lines (TextLinesSink) instead of every topic's messages
     * @param brokers   {@code --mqtt URI[,URI...]}: these brokers, tried in order, instead of the embedded one; null:
     *                  the embedded broker
     * @param firstConnect how long the first connection to {@code brokers} is waited for (null: 60 s)
     */
    static int run(double pace, Long seconds, Path stateDir, LiveChessSettings livechess, boolean text,
            List<URI> brokers, Duration firstConnect) throws Exception {
        if (!(pace >= 0) || pace > 1000) {
            throw new UserError("--pace must be from 0 (at once) to 1000, not " + pace);
        }
        List<ScriptStep> steps = demoScript();
        Settings defaults = Settings.fromMap(Map.of("board.id", BOARD_ID, "game.timeControl", "300+3"));
        Settings settings = stateDir == null ? defaults : defaults.withStateDir(stateDir);
        BoardLiveChess lc = null;
        unpooledBrokerBuffers();
        Duration wait = firstConnect == null ? MqttSettings.DEFAULT_FIRST_CONNECT : firstConnect;
        try (EmbeddedBroker embedded = brokers == null ? EmbeddedBroker.start(PREFERRED_PORT) : null) {
            List<URI> uris = embedded == null ? brokers : List.of(embedded.uri());
            String where = BrokerUris.text(uris);
            System.out.println("mqtt " + where);
            System.out.flush();
            // The topics' lines wait until the LiveChess line is out (the second line, as documented).
            HeldOutput topics = new HeldOutput(System.out);
            // Closed in reverse: the board goes offline (and its journal closes) while the printer still listens.
            try (StopSignal stop = new StopSignal();
                 TopicPrinter printer = text ? null : printer(uris, wait,
                         new PrintStream(topics, true, StandardCharsets.UTF_8));
                 AutoCloseable lastWord = () -> awaitOffline(printer);
                 PublishedSession published = PublishedSession.open(settings, uris, wait,
                         text ? new TextLinesSink(System.out) : e -> { })) {
                SimulatedSession session = published.session();
                firstConnection(published);
                lc = livechess == null ? null : serveLiveChess(session, livechess);
                topics.release();
                new ScriptPlayer(session.board(), paced(session, pace), false).play(steps);
                session.settle();
                session.runtime().flush();
                LOG.info("demo game played; the board goes on live in real time, the broker up at {} until stopped",
                        where);
                goOnLive(session, stop, seconds);
            }
        } finally {
            if (lc != null) {
                lc.close();
            }
        }
        return 0;
    }

    /** Prints every topic's messages once subscribed (a late broker waited for, as the board waits). */
    private static TopicPrinter printer(List<URI> uris, Duration wait, PrintStream out) throws InterruptedException {
        try {
            return TopicPrinter.start(uris, wait, "touchmove/v1/boards/#", out);
        } catch (BrokerUnreachable e) {
            throw new UserError(e.getMessage(), UserError.RUN_FAILED, e);
        }
    }

    /** The game is played once a broker has the board (a late broker waited for, docs/brokers.md). */
    private static void firstConnection(PublishedSession published) throws InterruptedException {
        try {
            published.awaitFirstConnection();
        } catch (BrokerUnreachable e) {
            throw new UserError(e.getMessage(), UserError.RUN_FAILED, e);
        }
    }

    /**
     * The demo's broker (Moquette on Netty) carries a few small messages a second: Netty's pooled allocator would keep a
     * 4 MiB arena of direct buffers for them (NMT "Other" 4.2 MiB). Unpooled buffers cut the demo's resident memory by
     * 4-5 MiB at -Xmx32m (docs/performance.md, "Perft at Stockfish's pace", the demo's memory). Set only where nobody
     * chose otherwise ({@code -Dio.netty.allocator.type=...}), and before Netty reads it (its allocator's first use).
     */
    private static void unpooledBrokerBuffers() {
        if (System.getProperty("io.netty.allocator.type") == null) {
            System.setProperty("io.netty.allocator.type", "unpooled");
        }
    }

    /**
     * The board's offline status is the run's last line: the broker hands it to the printer only after the board's
     * publish returned, so the printer stays until it has printed it (at most 10 s, then the run ends anyway).
     */
    private static void awaitOffline(TopicPrinter printer) throws InterruptedException {
        if (printer != null && !printer.awaitPrinted((topic, payload) -> topic.endsWith("/" + BOARD_ID + "/status")
                && payload.contains("\"offline\""), Duration.ofSeconds(10))) {
            LOG.warn("the board's offline status was not printed within 10 s; stopping anyway");
        }
    }

    /**
     * After the demo the board is a live board in real time (an arbiter's new game and start work, its clock ticks)
     * until SIGTERM or Ctrl-C, or {@code seconds} (null: no limit).
     */
    private static void goOnLive(SimulatedSession session, StopSignal stop, Long seconds) throws InterruptedException {
        TimeSource wall = TimeSource.system();
        LiveFollower live = new LiveFollower(session, wall);
        long start = wall.nanos();
        long limit = seconds == null ? Long.MAX_VALUE : TimeUnit.SECONDS.toNanos(seconds);
        for (long wait = live.step(); ; wait = live.step()) {
            long left = limit - (wall.nanos() - start);
            if (left <= 0 || stop.awaitNanos(Math.min(wait, left))) {
                return;
            }
        }
    }

    /** The demo board on the LiveChess e-board API; prints {@code livechess ws://HOST:PORT/api/v1.0}. */
    private static BoardLiveChess serveLiveChess(SimulatedSession session, LiveChessSettings livechess) {
        BoardLiveChess lc;
        try {
            lc = BoardLiveChess.serve(session.runtime(), livechess.endpoint(), livechess.setup(),
                    () -> session.time().nanos());
        } catch (IllegalArgumentException e) {
            throw new UserError(e.getMessage(), UserError.BAD_INPUT, e);
        }
        System.out.println("livechess " + lc.url());
        System.out.flush();
        return lc;
    }

    private static List<ScriptStep> demoScript() throws IOException, ScriptException {
        try (InputStream in = DemoRun.class.getResourceAsStream("demo.script")) {
            if (in == null) {
                throw new IllegalStateException("demo.script is missing from the jar (the build copies config/)");
            }
            try (Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
                return ScriptParser.parse(reader);
            }
        }
    }

    /** The session as the script's hook, its virtual time kept in step with the wall clock at {@code pace}. */
    private static ScriptHook paced(SimulatedSession session, double pace) {
        return new ScriptHook() {
            @Override
            public void timeControl(ScriptStep.TimeControl step) {
                session.timeControl(step);
            }

            @Override
            public void setup(ScriptStep.Setup step) {
                session.setup(step);
            }

            @Override
            public void start(ScriptStep.Start step) {
                session.start(step);
            }

            @Override
            public void command(ScriptStep.Command step) {
                session.command(step);
            }

            @Override
            public void advanceTo(long targetNanos) {
                long ahead = targetNanos - session.time().nanos();
                if (pace > 0 && ahead > 0) {
                    try {
                        TimeUnit.NANOSECONDS.sleep((long) (ahead / pace));
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        throw new IllegalStateException("interrupted", e);
                    }
                }
                session.advanceTo(targetNanos);
            }
        };
    }
}
