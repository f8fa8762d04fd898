package org.touchmove.firmware.simulation;

import org.touchmove.firmware.config.Settings;
import org.touchmove.firmware.config.UserError;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
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
import org.touchmove.firmware.publish.mqtt.BrokerUnreachable;
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
    /** How long the end of the replay waits for the broker to acknowledge the last events. */
    private static final Duration BROKER_WAIT = Duration.ofSeconds(10);

    /**
     * What the command line asked for; null fields are not asked for. {@code mqtt}: the brokers of {@code --mqtt
     * URI[,URI...]}, tried in order; {@code firstConnect}: {@code --mqtt-first-connect} (null: 60 s).
     */
    public record Options(long paceMillis, List<URI> mqtt, Duration firstConnect, String dgt,
                          LiveChessEndpoint livechess, SetupPolicy livechessSetup, String boardId, Path stateDir) {
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
        if (options.mqtt() != null) {
            published = PublishedSession.open(settings, options.mqtt(), options.firstConnect(), sink);
            session = published.session();
            try {
                // The games are replayed live only once a broker has the board: a late broker is waited for.
                published.awaitFirstConnection();
            } catch (BrokerUnreachable e) {
                published.close();
                throw new UserError(e.getMessage(), UserError.RUN_FAILED, e);
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
