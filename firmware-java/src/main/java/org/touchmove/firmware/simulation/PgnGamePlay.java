package org.touchmove.firmware.simulation;

import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.IrregularityEvent;
import org.touchmove.firmware.event.ResultEvent;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.publish.EventSink;
import org.touchmove.firmware.rules.Game;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.Result;

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
    private final HumanPlayer player;
    private Game game;
    private int nextMove;
    private boolean started;
    private String detail;

    PgnGamePlay(int index, PgnGame pgn, SimulatedSession session, HumanPlayer player) {
        if (pgn.hasNullMove()) {
            throw new IllegalArgumentException("game " + index + " contains a null move, which cannot be played");
        }
        this.index = index;
        this.pgn = pgn;
        this.session = session;
        this.player = player;
        this.game = Game.from(pgn.start());
    }

    @Override
    public long wake(long nowNanos) {
        if (!started) {
            started = true;
            session.setUp(pgn.start());
            session.startClock();
        }
        if (nextMove == pgn.moves().size() || game.outcome().isPresent()) {
            // The Laws ended the game here (Art. 5.1.1, 5.2, 9.6): later PGN moves are not part of it.
            return DONE;
        }
        if (session.controller().isFinished()) {
            detail = "the controller ended the game at ply " + game.moves().size() + ", the Laws did not";
            return DONE;
        }
        Position before = game.position();
        Move move = pgn.moves().get(nextMove++);
        game = game.play(move);
        // Players press after every move, also one that ends the game (Art. 6.2.1); the press must not undo it.
        return player.play(before, move, true);
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
