package org.touchmove.firmware.simulation;

import java.util.concurrent.ConcurrentLinkedQueue;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.event.NewGameEvent;
import org.touchmove.firmware.rules.Position;
import org.touchmove.hal.Occupancy;
import org.touchmove.hal.TimeSource;

/**
 * A simulated board that goes on as a live board after its scripted part (the demo of {@code touchmove run}): from
 * now on its virtual time follows the wall clock, so an arbiter's commands take effect at the present, a started
 * clock runs and ticks, and the events carry the present time. Nobody sits at the board, so when a new game is
 * started (by the arbiter's {@code new-game}) the pieces are set up as it asks, as the arbiter would do by hand.
 * One thread calls {@link #step()}; commands arrive on any thread through the board's runtime.
 */
public final class LiveFollower {

    private static final Logger LOG = LoggerFactory.getLogger(LiveFollower.class);
    /** The longest wait between two steps: how far behind the present a command's time may be. */
    static final long MAX_STEP_NANOS = 50_000_000L;

    private final SimulatedSession session;
    private final TimeSource wall;
    private final long wallStart;
    private final long virtualStart;
    /** Start positions of new games the arbiter started, to be set up on the board by the stepping thread. */
    private final ConcurrentLinkedQueue<String> toSetUp = new ConcurrentLinkedQueue<>();

    /** Follows {@code wall} from now on, continuing the session's virtual time where it stands. */
    public LiveFollower(SimulatedSession session, TimeSource wall) {
        this.session = session;
        this.wall = wall;
        this.wallStart = wall.nanos();
        this.virtualStart = session.time().nanos();
        session.runtime().subscribe(event -> {
            if (event.body() instanceof NewGameEvent g) {
                toSetUp.add(g.fen());
            }
        }, Integer.MAX_VALUE, false);
    }

    /**
     * Brings the board to the present (every event and deadline on the way, in time order) and sets up the pieces of
     * a new game started meanwhile.
     *
     * @return how long (nanoseconds) until the next step is due: the board's next deadline (a clock tick, a
     *         flag-fall, a sensor reading), at most {@link #MAX_STEP_NANOS}
     */
    public long step() {
        long now = now();
        if (now > session.time().nanos()) {
            session.advanceTo(now);
        }
        for (String fen = toSetUp.poll(); fen != null; fen = toSetUp.poll()) {
            Occupancy pieces = new Occupancy(Position.fromStandardOrChess960Fen(fen).occupied());
            if (!session.board().physicalOccupancy().equals(pieces)) {
                LOG.info("board {}: new game: the pieces are set up for {}", session.runtime().boardId(), fen);
                session.board().setup(pieces);
            }
        }
        long next = Math.min(session.runtime().nextDeadlineNanos(), session.board().nextEventNanos());
        return Math.max(0, Math.min(MAX_STEP_NANOS, next - now));
    }

    /** The board's present: its virtual time when following began plus the wall time passed since. */
    public long now() {
        return virtualStart + (wall.nanos() - wallStart);
    }
}
