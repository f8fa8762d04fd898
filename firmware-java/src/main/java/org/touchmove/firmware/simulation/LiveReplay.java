package org.touchmove.firmware.simulation;

import org.touchmove.firmware.config.Settings;
import org.touchmove.firmware.config.UserError;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.dgt.DgtEmulation;
import org.touchmove.firmware.dgt.DgtServer;
import org.touchmove.hal.dgt.DgtTransport;
import org.touchmove.firmware.livechess.BoardLiveChess;
import org.touchmove.firmware.config.LiveChessEndpoint;
import org.touchmove.firmware.config.SetupPolicy;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.publish.EventSink;
import org.touchmove.sim.BoardTiming;

/**
 * {@code touchmove replay} with {@code --pace}, {@code --mqtt} or {@code --dgt}: the games of a PGN file one after the
 * other on ONE simulated board, each set up afresh by the arbiter (a new game), the board's virtual time kept in step
 * with the wall clock so that each move takes {@code --pace} milliseconds; its events go to an MQTT broker (through
 * the board's journal, like any board) and/or to an emulated DGT board that any DGT client can follow.
 */
public final class LiveReplay implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(LiveReplay.class);
    static final String DEFAULT_BOARD_ID = "replay-1";
    /** The longest wall-clock sleep between two steps of virtual time within a move. */
    private static final long SLICE_NANOS = TimeUnit.MILLISECONDS.toNanos(10);
    private static final Duration BROKER_WAIT = Duration.ofSeconds(10);

    /** What the command line asked for; null fields are not asked for. */
    public record Options(long paceMillis, String mqttUri, String dgt, LiveChessEndpoint livechess,
                          SetupPolicy livechessSetup, String boardId, Path stateDir) {
    }

    private final GameReplay hands;
    private final long paceNanos;
    private final PublishedSession published;
    private final SimulatedSession session;
    private final DgtServer dgt;
    private BoardLiveChess livechess;
    /** The events of the game being played go to its own record (the session's sink stays the same). */
    private PgnGamePlay.Seen seen = new PgnGamePlay.Seen();

    private LiveReplay(GameReplay hands, long paceNanos, PublishedSession published, SimulatedSession session,
                       DgtServer dgt) {
        this.hands = hands;
        this.paceNanos = paceNanos;
        this.published = published;
        this.session = session;
        this.dgt = dgt;
    }

    /** Opens the board, its broker connection and its DGT emulation; prints {@code dgt tcp PORT} when serving TCP. */
    public static LiveReplay start(GameReplay hands, Options options) throws InterruptedException {
        if (options.paceMillis() < 0) {
            throw new UserError("--pace must be 0 or more milliseconds per move, not " + options.paceMillis());
        }
        DgtTransport transport = options.dgt() == null ? null : dgtTransport(options.dgt());
        String boardId = options.boardId() == null ? DEFAULT_BOARD_ID : options.boardId();
        Settings settings = GameReplay.settings(boardId);
        if (options.stateDir() != null) {
            settings = settings.withStateDir(options.stateDir());
        }
        LiveReplay[] self = new LiveReplay[1];
        EventSink sink = e -> self[0].seen.publish(e);
        PublishedSession published = null;
        SimulatedSession session;
        if (options.mqttUri() != null) {
            published = PublishedSession.open(settings, brokerUri(options.mqttUri()), sink);
            session = published.session();
            if (!published.awaitConnected(BROKER_WAIT)) {
                LOG.warn("no connection to {} yet: the events wait in the journal until it comes", options.mqttUri());
            }
        } else {
            session = new SimulatedSession(settings, sink, Instant.now(), BoardTiming.DEFAULT);
        }
        DgtServer server = null;
        if (transport != null) {
            try {
                server = serveDgt(session, transport);
            } catch (RuntimeException | IOException e) {
                if (published != null) {
                    published.close();
                }
                if (e instanceof RuntimeException r) {
                    throw r;
                }
                throw new UserError("cannot serve the DGT board on " + options.dgt() + ": " + e.getMessage(),
                        UserError.BAD_INPUT, e);
            }
            System.out.println(server.port() >= 0 ? "dgt tcp " + server.port()
                    : "dgt serial " + ((DgtTransport.Serial) transport).path());
            System.out.flush();
        }
        self[0] = new LiveReplay(hands, TimeUnit.MILLISECONDS.toNanos(options.paceMillis()), published, session,
                server);
        if (options.livechess() != null) {
            self[0].serveLiveChess(options.livechess(), options.livechessSetup());
        }
        return self[0];
    }

    private static URI brokerUri(String text) {
        try {
            URI uri = new URI(text);
            if (uri.getScheme() == null || uri.getHost() == null) {
                throw new UserError("--mqtt expects a broker URI such as tcp://127.0.0.1:1883, got '" + text + "'");
            }
            return uri;
        } catch (URISyntaxException e) {
            throw new UserError("--mqtt: not a URI: " + e.getMessage(), UserError.BAD_INPUT, e);
        }
    }

    private static DgtTransport dgtTransport(String spec) {
        try {
            return DgtTransport.parse(spec);
        } catch (IllegalArgumentException e) {
            throw new UserError(e.getMessage(), UserError.BAD_INPUT, e);
        }
    }

    /** The emulated board observes the session like any consumer: its readings and its committed events. */
    private static DgtServer serveDgt(SimulatedSession session, DgtTransport transport) throws IOException {
        return DgtEmulation.serve(session.runtime(), transport);
    }

    /** The board on the LiveChess e-board API; prints {@code livechess ws://HOST:PORT/api/v1.0}. */
    private void serveLiveChess(LiveChessEndpoint endpoint, SetupPolicy policy) throws InterruptedException {
        try {
            livechess = BoardLiveChess.serve(session.runtime(), endpoint, policy, () -> session.time().nanos());
        } catch (IllegalArgumentException e) {
            close();
            throw new UserError(e.getMessage(), UserError.BAD_INPUT, e);
        }
        System.out.println("livechess " + livechess.url());
        System.out.flush();
    }

    /** Plays game {@code index} on the board, paced; the arbiter sets up its start first (a new game). */
    public ReplayOutcome replay(int index, PgnGame pgn) {
        if (pgn.hasNullMove()) {
            return GameReplay.nullMove(index, pgn);
        }
        seen = new PgnGamePlay.Seen();
        PgnGamePlay play = hands.play(index, pgn, session);
        for (long wake = play.wake(session.time().nanos()); wake != BoardAgent.DONE;
                wake = play.wake(session.time().nanos())) {
            try {
                advancePaced(wake);
            } catch (RuntimeException e) {
                play.failed(e);
                return play.outcome(seen);
            }
        }
        session.settle();
        return play.outcome(seen);
    }

    /**
     * Runs the board to {@code target} (one move's gestures) over {@link #paceNanos} of wall time, its virtual time
     * advanced in step with the wall clock: a move takes the pace whatever its gestures' own duration.
     */
    private void advancePaced(long target) {
        long from = session.time().nanos();
        long span = target - from;
        if (paceNanos == 0 || span <= 0) {
            session.advanceTo(target);
            return;
        }
        long wallStart = System.nanoTime();
        for (long elapsed = 0; elapsed < paceNanos; elapsed = System.nanoTime() - wallStart) {
            session.advanceTo(from + (long) ((double) span * elapsed / paceNanos));
            sleep(Math.min(SLICE_NANOS, paceNanos - elapsed));
        }
        session.advanceTo(target);
    }

    private static void sleep(long nanos) {
        try {
            TimeUnit.NANOSECONDS.sleep(nanos);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    /** Waits until the broker has every event (a while at most), then stops serving. */
    @Override
    public void close() throws InterruptedException {
        try {
            if (published != null && !published.awaitPublished(BROKER_WAIT)) {
                LOG.warn("not every event reached the broker; the rest goes out at the board's next start");
            }
        } finally {
            try {
                if (livechess != null) {
                    livechess.close();
                }
                if (dgt != null) {
                    dgt.close();
                }
            } finally {
                if (published != null) {
                    published.close();
                }
            }
        }
    }
}
