package org.touchmove.firmware.simulation;

import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import java.util.OptionalLong;
import org.touchmove.firmware.command.ArbiterCommand;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.IrregularityEvent;
import org.touchmove.firmware.event.ResultEvent;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.publish.EventSink;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Game;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.Termination;
import org.touchmove.firmware.view.BoardView;

/**
 * A PGN game played on a simulated board by a human hand, one move per wake-up: the arbiter sets up the start and
 * starts the clock, then the player makes each move and presses the clock. Where the Laws end the game before the PGN
 * does (a dead position that the players played on, Art. 5.2.2), the game is the PGN's moves up to that point.
 */
final class PgnGamePlay implements BoardAgent {

    private static final Logger LOG = LoggerFactory.getLogger(PgnGamePlay.class);

    private final int index;
    private final PgnGame pgn;
    private final SimulatedSession session;
    /** How long before the press a player whose thinking time the game gives begins his move's gestures. */
    private static final long LEAD_NANOS = 2_000_000_000L;
    /**
     * How long after the last move (or past the loser's flag deadline) the replay waits before the arbiter rules:
     * more than the standstill that completes a move ending the game (docs/interpreter.md).
     */
    private static final long ENDING_WAIT_NANOS = 2_000_000_000L;
    /** What a slow hand keeps on its clock at its press where the game gives no readings. */
    private static final long FLAG_MARGIN_MS = 1_000;

    private final HumanPlayer player;
    private final ReplayClock clock;
    private Game game;
    private int nextMove;
    private boolean started;
    /** When the side to move's turn began (the opponent's press, or the clock's start). */
    private long turnStartNanos;
    private PgnEnding ending;
    private String detail;
    /** What the arbiter added to the mover's time this turn while his player thought beyond the game (ms). */
    private long addedWhileWaitingMs;

    PgnGamePlay(int index, PgnGame pgn, SimulatedSession session, HumanPlayer player) {
        this(index, pgn, session, player, ReplayClock.of(pgn));
    }

    PgnGamePlay(int index, PgnGame pgn, SimulatedSession session, HumanPlayer player, ReplayClock clock) {
        if (pgn.hasNullMove()) {
            throw new IllegalArgumentException("game " + index + " contains a null move, which cannot be played");
        }
        this.index = index;
        this.pgn = pgn;
        this.session = session;
        this.player = player;
        this.clock = clock;
        this.game = Game.from(pgn.start());
    }

    @Override
    public long wake(long nowNanos) {
        if (!started) {
            started = true;
            session.setUp(PgnNewGame.of(pgn, clock.timeControl()), pgn.start());
            if (clock.timed()) {
                session.startClock();
            }
            turnStartNanos = nowNanos;
        }
        if (nextMove == pgn.moves().size() || game.outcome().isPresent()) {
            // The Laws ended the game here (Art. 5.1.1, 5.2, 9.6): later PGN moves are not part of it.
            return end(nowNanos);
        }
        if (session.controller().isFinished()) {
            detail = "the controller ended the game at ply " + game.moves().size() + ", the Laws did not";
            return DONE;
        }
        Position before = game.position();
        int ply = nextMove++;
        Move move = pgn.moves().get(ply);
        game = game.play(move);
        ThinkTimes think = clock.think();
        OptionalLong pressAt = think == null ? OptionalLong.empty() : think.pressAt(ply, turnStartNanos);
        if (pressAt.isPresent()) {
            long planned = Math.max(pressAt.getAsLong(), nowNanos);
            long pressed = player.play(before, move, planned, Math.min(LEAD_NANOS, planned - nowNanos));
            long lateMs = (pressed - pressAt.getAsLong() + 999_999) / 1_000_000 - addedWhileWaitingMs;
            if (lateMs > 0) {
                // The hand is slower than the game's player (a premove), or the player was given time in the game:
                // the arbiter adds the difference (Art. 6.10.2) before the time runs out, so that the reading after
                // the press is the game's and no flag falls where none fell.
                session.command(new ArbiterCommand.AdjustTime(before.sideToMove(), ArbiterCommand.AdjustMode.ADD,
                        lateMs));
            }
            turnStartNanos = pressed;
            addedWhileWaitingMs = 0;
            return pressed;
        }
        // Players press after every move, also one that ends the game (Art. 6.2.1); the press must not undo it.
        // Without a clock there is nothing to press: the board completes the move by standstill.
        long ready = player.play(before, move, clock.timed());
        if (clock.timed()) {
            keepFlagUp(before.sideToMove(), nowNanos, ready);
        }
        turnStartNanos = ready;
        addedWhileWaitingMs = 0;
        return ready;
    }

    /**
     * A bench's player thinks until {@code untilNanos} on top of the game's time (ThinkingPlayer): in a game shorter
     * than that thinking (UltraBullet, 15 s) the mover's flag would fall while he thinks, ending a game the PGN's
     * player did not lose on time there. As for a late hand, the arbiter adds the time needed before it runs out
     * (Art. 6.10.2); with the game's readings, what is added here is not added again at the press.
     */
    @Override
    public void waitsUntil(long nowNanos, long untilNanos) {
        if (!started || !clock.timed() || session.controller().isFinished() || nextMove == pgn.moves().size()
                || game.outcome().isPresent()) {
            return;
        }
        addedWhileWaitingMs += keepFlagUp(game.position().sideToMove(), nowNanos, untilNanos);
    }

    /**
     * Without the game's readings the players move at the hand's speed, which is not the game's: a slow hand in a
     * blitz game would flag where the game did not. Where the mover's time would run out before his press (with a
     * second to spare), the arbiter adds what the hand needs more (Art. 6.10.2), as for a late hand with readings.
     */
    private long keepFlagUp(Color mover, long nowNanos, long pressNanos) {
        BoardView view = session.runtime().view();
        Long ms = mover == Color.WHITE ? view.whiteMs() : view.blackMs();
        if (ms == null) {
            return 0;
        }
        long nowMs = nowNanos / 1_000_000;
        long left = view.running() == mover && view.clockMonoMs() != null ? ms - (nowMs - view.clockMonoMs()) : ms;
        long needed = (pressNanos - nowNanos + 999_999) / 1_000_000 + FLAG_MARGIN_MS;
        if (left < needed) {
            session.command(new ArbiterCommand.AdjustTime(mover, ArbiterCommand.AdjustMode.ADD, needed - left));
            return needed - left;
        }
        return 0;
    }

    /**
     * After the last move: the board has ended the game itself, or the game ends as the PGN says (PgnEnding): the
     * arbiter declares it, or the loser's flag falls on the board's clock.
     */
    private long end(long nowNanos) {
        if (session.controller().isFinished()) {
            return DONE;
        }
        if (ending == null) {
            ending = PgnEnding.of(pgn, game, clock.readingsReproduced());
            if (ending instanceof PgnEnding.Open) {
                return DONE;
            }
            OptionalLong left = ending instanceof PgnEnding.Flag flag
                    ? clock.lastReadingNanos(game.moves().size(), flag.loser()) : OptionalLong.empty();
            // The last press is taken in first (a move that ends the game completes by standstill); a flag falls
            // where the loser's time runs out on the board's clock from his turn's start (Art. 6.9).
            return left.isPresent() ? Math.max(nowNanos, turnStartNanos + left.getAsLong()) + ENDING_WAIT_NANOS
                    : nowNanos + ENDING_WAIT_NANOS;
        }
        // Declared: resignation, agreement, a claim, a ruling. A flag that did not fall (the board's clock had more
        // time) or a result the board left open (mating chances undecided): the arbiter rules the forfeit.
        Termination termination = ending instanceof PgnEnding.Declared d ? d.termination() : Termination.TIME_FORFEIT;
        session.command(new ArbiterCommand.DeclareResult(pgn.result(), termination));
        return DONE;
    }

    @Override
    public void failed(RuntimeException cause) {
        LOG.error("game {}: replay failed at ply {}", index, game.moves().size(), cause);
        detail = "replay failed at ply " + game.moves().size() + ": " + cause;
    }

    /** The moves played so far (the PGN's, cut where the Laws ended the game): what every consumer must rebuild. */
    List<Move> played() {
        return game.moves();
    }

    /** What the controller made of the game, once played; {@code seen} is the sink the session published into. */
    ReplayOutcome outcome(Seen seen) {
        List<Move> expected = game.moves();
        List<Move> recorded = session.controller().game().moves();
        int mismatch = firstMismatch(recorded, expected);
        boolean ok = mismatch == 0 && detail == null;
        String why = !ok && detail == null ? "move lists differ at ply " + mismatch : detail;
        int afterEnd = pgn.moves().size() - expected.size();
        return new ReplayOutcome(index, recorded.size(), session.controller().game().position().fen(),
                seen.result == null ? Result.UNDECIDED : seen.result.result(),
                seen.result == null ? null : seen.result.termination(), ok, pgn.result(),
                seen.irregularities, mismatch, afterEnd, why);
    }

    /** The moves the Laws let stand of the PGN's, as played so far (the list the controller's must equal). */
    List<Move> expectedMoves() {
        return game.moves();
    }

    /** 1-based ply of the first difference, 0 where the lists are equal (moves, UCI strings: any two move lists). */
    static <T> int firstMismatch(List<T> recorded, List<T> expected) {
        int n = Math.min(recorded.size(), expected.size());
        for (int i = 0; i < n; i++) {
            if (!recorded.get(i).equals(expected.get(i))) {
                return i + 1;
            }
        }
        return recorded.size() == expected.size() ? 0 : n + 1;
    }

    /** Keeps what a replay reports of the controller's events (the result, how many irregularities), and counts them. */
    static final class Seen implements EventSink {
        private ResultEvent result;
        private int irregularities;
        private long events;

        @Override
        public void publish(Event event) {
            events++;
            if (event.body() instanceof ResultEvent r) {
                result = r;
            } else if (event.body() instanceof IrregularityEvent) {
                irregularities++;
            }
        }

        long events() {
            return events;
        }
    }
}
