package org.touchmove.firmware.app;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.IrregularityEvent;
import org.touchmove.firmware.event.ResultEvent;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.rules.Game;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;
import org.touchmove.sim.BoardTiming;
import org.touchmove.sim.hands.Hands;
import org.touchmove.sim.hands.NoiseProfile;

/**
 * Replays a PGN game on the simulated board through the whole controller: a human hand makes each move
 * (tidy, or with the seeded noise of the simulator), presses the clock, and the controller's move list
 * is compared with the PGN's. Where the Laws end the game before the PGN does (a dead position that the
 * players played on, Art. 5.2.2), the game is the PGN's moves up to that point.
 */
final class GameReplay {

    private static final Logger LOG = LoggerFactory.getLogger(GameReplay.class);
    /** A long time control, so the replay's own pace never flags. */
    private static final String TIME_CONTROL = "5400+30";

    private final Long noiseSeed;

    /** @param noiseSeed null for a tidy hand, else the seed of the simulator's hand noise */
    GameReplay(Long noiseSeed) {
        this.noiseSeed = noiseSeed;
    }

    ReplayOutcome replay(int index, PgnGame pgn) {
        String pgnResult = pgn.result().pgn();
        if (pgn.hasNullMove()) {
            return new ReplayOutcome(index, 0, pgn.start().fen(), "*", null, false, pgnResult, 0, 1, 0,
                    "the game contains a null move, which cannot be played on a board");
        }
        ResultCollector collector = new ResultCollector();
        Settings settings = Settings.fromMap(Map.of("board.id", "replay", "game.timeControl", TIME_CONTROL));
        SimulatedSession session = new SimulatedSession(settings, collector,
                Instant.EPOCH, BoardTiming.DEFAULT);
        long seed = noiseSeed == null ? index : noiseSeed * 1_000_003L + index;
        Hands hands = new Hands(session.board(), noiseSeed == null ? NoiseProfile.clean() : NoiseProfile.typical(),
                seed);
        HumanPlayer player = new HumanPlayer(hands, seed);

        session.setUp(pgn.start());
        session.startClock();
        Game game = Game.from(pgn.start());
        String detail = null;
        for (Move move : pgn.moves()) {
            if (game.outcome().isPresent()) {
                // The Laws ended the game here (Art. 5.1.1, 5.2, 9.6): later PGN moves are not part of it.
                break;
            }
            if (session.controller().isFinished()) {
                detail = "the controller ended the game at ply " + game.moves().size() + ", the Laws did not";
                break;
            }
            Position before = game.position();
            game = game.play(move);
            // Players press after every move, also one that ends the game (Art. 6.2.1); the press must not undo it.
            long done = player.play(before, move, true);
            try {
                session.advanceTo(done);
            } catch (RuntimeException e) {
                LOG.error("game {}: replay failed at ply {}", index, game.moves().size(), e);
                detail = "replay failed at ply " + game.moves().size() + ": " + e;
                break;
            }
        }
        if (detail == null) {
            session.settle();
        }
        List<Move> expected = game.moves();
        List<Move> recorded = session.controller().game().moves();
        int mismatch = firstMismatch(recorded, expected);
        boolean ok = mismatch == 0 && detail == null;
        if (!ok && detail == null) {
            detail = "move lists differ at ply " + mismatch;
        }
        int afterEnd = pgn.moves().size() - expected.size();
        return new ReplayOutcome(index, recorded.size(), session.controller().game().position().fen(),
                collector.result == null ? "*" : collector.result.result(),
                collector.result == null ? null : collector.result.termination(), ok, pgnResult,
                collector.irregularities, mismatch, afterEnd, detail);
    }

    /** 1-based ply of the first difference, 0 where the lists are equal. */
    static int firstMismatch(List<Move> recorded, List<Move> expected) {
        int n = Math.min(recorded.size(), expected.size());
        for (int i = 0; i < n; i++) {
            if (!recorded.get(i).equals(expected.get(i))) {
                return i + 1;
            }
        }
        return recorded.size() == expected.size() ? 0 : n + 1;
    }

    /** Keeps what a replay reports of the controller's events. */
    private static final class ResultCollector implements org.touchmove.firmware.publish.EventSink {
        ResultEvent result;
        int irregularities;

        @Override
        public void publish(Event event) {
            if (event.body() instanceof ResultEvent r) {
                result = r;
            } else if (event.body() instanceof IrregularityEvent) {
                irregularities++;
            }
        }
    }
}
