package org.touchmove.firmware.controller;

import org.touchmove.firmware.config.Settings;
import org.touchmove.firmware.event.IrregularityKind;
import org.touchmove.firmware.simulation.HumanPlayer;
import org.touchmove.firmware.simulation.SimulatedSession;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.IrregularityEvent;
import org.touchmove.firmware.event.ResultEvent;
import org.touchmove.firmware.rules.Game;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Outcome;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.Termination;
import org.touchmove.sim.BoardTiming;
import org.touchmove.sim.hands.Hands;
import org.touchmove.sim.hands.NoiseProfile;
import org.touchmove.sim.hands.TimingRange;

/**
 * Property (Art. 6.2.1 with a blitz hand): in seeded random games played to their end through the whole controller,
 * every press comes 0-10 ms after the hand's last action, inside the sensor's 30 ms debounce, so the controller
 * usually hears the press before it sees the move. Every move is recorded, and every game that the rules end
 * (checkmate, stalemate, dead position, fivefold repetition, 75 moves) ends with that result.
 */
class FastPressRandomGamesTest {

    private static final int GAMES = 60;
    private static final int MAX_PLIES = 400;
    private static final long REACTION_NANOS = 150_000_000L;

    /** No bounce, no slides: only the press is fast (0-10 ms after the hand lets go). */
    private static final NoiseProfile BLITZ_HAND = new NoiseProfile(new TimingRange(0, 10), new TimingRange(60, 250),
            0, 0, TimingRange.exactly(1), 0, TimingRange.exactly(60), 0, TimingRange.exactly(60), 0,
            TimingRange.exactly(100));

    @Test
    void everyMoveAndEveryResultIsRecorded() {
        Map<Termination, Integer> endings = new EnumMap<>(Termination.class);
        for (int g = 0; g < GAMES; g++) {
            long seed = 0xB117L * 1000 + g;
            SplittableRandom rnd = new SplittableRandom(seed);
            List<Event> events = new ArrayList<>();
            Settings settings = Settings.fromMap(Map.of("board.id", "fast", "game.timeControl", "5400+30"));
            SimulatedSession session = new SimulatedSession(settings, events::add,
                    Instant.EPOCH, BoardTiming.DEFAULT);
            Hands hands = new Hands(session.board(), BLITZ_HAND, seed);
            HumanPlayer player = new HumanPlayer(hands, seed);
            session.setUp(Position.START);
            session.startClock();

            Game game = Game.start();
            while (game.outcome().isEmpty() && game.ply() < MAX_PLIES) {
                Move move = pick(game, rnd);
                Position before = game.position();
                game = game.play(move);
                // The press comes 0-10 ms after the last place; the opponent reacts like a human, not before
                // REACTION after it (readings in the press's grace still count for the press, Art. 6.2.1).
                long done = player.play(before, move, true) + REACTION_NANOS;
                try {
                    session.advanceTo(done);
                } catch (RuntimeException e) {
                    throw new AssertionError("game " + g + " (seed " + seed + ") at " + game.moves().stream()
                            .map(Move::uci).toList() + ":\n" + String.join("\n",
                            events.stream().map(EventProjection::of).toList()) + "\n" + hands.timeline(), e);
                }
            }
            session.settle();

            String where = "game " + g + " (seed " + seed + ") " + game.moves().stream().map(Move::uci).toList();
            assertThat(session.controller().game().moves()).as(where).isEqualTo(game.moves());
            assertThat(events).as(where).noneMatch(e -> e.body() instanceof IrregularityEvent i
                    && i.kind() != IrregularityKind.TOUCH_MOVE);
            List<ResultEvent> results = events.stream().filter(e -> e.body() instanceof ResultEvent)
                    .map(e -> (ResultEvent) e.body()).toList();
            Optional<Outcome> outcome = game.outcome();
            if (outcome.isPresent()) {
                assertThat(results).as(where).hasSize(1);
                assertThat(results.get(0).result()).as(where).isEqualTo(outcome.get().result());
                assertThat(results.get(0).termination()).as(where)
                        .isEqualTo(outcome.get().termination());
                endings.merge(outcome.get().termination(), 1, Integer::sum);
            } else {
                assertThat(results).as(where).isEmpty();
            }
        }
        // The generator must really end games in the ways that used to be lost.
        assertThat(endings.getOrDefault(Termination.CHECKMATE, 0)).as("" + endings).isGreaterThanOrEqualTo(15);
        assertThat(endings.getOrDefault(Termination.DEAD_POSITION, 0)
                + endings.getOrDefault(Termination.STALEMATE, 0)).as("" + endings).isGreaterThanOrEqualTo(5);
    }

    /** A random legal move; a move that ends the game is taken half the time it exists, so games end in mates. */
    private static Move pick(Game game, SplittableRandom rnd) {
        List<Move> legal = game.position().legalMoves();
        if (rnd.nextBoolean()) {
            for (Move m : legal) {
                if (game.play(m).outcome().isPresent()) {
                    return m;
                }
            }
        }
        return legal.get(rnd.nextInt(legal.size()));
    }
}
