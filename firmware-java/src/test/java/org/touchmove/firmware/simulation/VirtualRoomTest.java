package org.touchmove.firmware.simulation;

import org.touchmove.firmware.config.Settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.event.ClockEvent;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.MoveEvent;
import org.touchmove.firmware.event.NewGameEvent;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.rules.Game;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.runtime.EventStore;
import org.touchmove.firmware.runtime.VirtualRoom;
import org.touchmove.sim.BoardTiming;
import org.touchmove.sim.hands.Hands;
import org.touchmove.sim.hands.NoiseProfile;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.touchmove.hal.testing.LogCapture;

/**
 * Many boards on one virtual-time scheduler: twenty boards, each a seeded random legal game played by a hand (tidy on
 * even boards, noisy on odd ones), interleaved on one agenda. Interleaving changes nothing a board does: each board's
 * events (seqs, times, bodies) equal those of the same board run alone; and game ids come from the injected source.
 */
class VirtualRoomTest {

    /** The warnings this test provokes on purpose: asserted here, not printed (issue 23). */
    @RegisterExtension
    final LogCapture log = LogCapture.of(VirtualRoom.class);

    private static final int BOARDS = 20;
    private static final int MAX_PLIES = 60;

    /** One board as the test builds it: its session, its agent and every event it published. */
    private record Seat(SimulatedSession session, PgnGamePlay play, List<Event> events) {
    }

    @Test
    void interleavingChangesNoBoardsEventsAndGameIdsComeFromTheInjectedSource() {
        List<PgnGame> games = new ArrayList<>();
        for (int b = 0; b < BOARDS; b++) {
            games.add(randomGame(new SplittableRandom(0x500DL + b), MAX_PLIES / 2 + b));
        }

        VirtualRoom room = new VirtualRoom(0);
        List<Seat> together = new ArrayList<>();
        for (int b = 0; b < BOARDS; b++) {
            Seat seat = seat(b, games.get(b));
            together.add(seat);
            room.add(new PlayedBoard(seat.session(), seat.play()));
        }
        room.run();
        assertThat(room.failures()).isEmpty();
        assertThat(room.pending()).isZero();

        long lastEventMs = 0;
        for (int b = 0; b < BOARDS; b++) {
            Seat alone = seat(b, games.get(b));
            PlayedBoard.runAlone(alone.session(), alone.play());
            Seat shared = together.get(b);
            String board = "board " + boardId(b);
            assertThat(alone.play().outcome(new PgnGamePlay.Seen()).ok()).as(board + " alone").isTrue();
            assertThat(shared.events()).as(board).isNotEmpty().isEqualTo(alone.events());
            assertThat(shared.session().controller().game().moves()).as(board)
                    .isEqualTo(alone.session().controller().game().moves())
                    .isEqualTo(games.get(b).moves());
            // seqs rise by one from 1, on every board alone (no board takes another's numbers)
            for (int i = 0; i < shared.events().size(); i++) {
                assertThat(shared.events().get(i).seq()).as(board).isEqualTo(i + 1L);
            }
            String id = boardId(b);
            assertThat(shared.events()).as(board).allMatch(e -> e.boardId().equals(id));
            assertThat(shared.events()).as(board).anyMatch(e -> e.body() instanceof ClockEvent)
                    .anyMatch(e -> e.body() instanceof MoveEvent);
            List<String> gameIds = shared.events().stream().filter(e -> e.body() instanceof NewGameEvent)
                    .map(Event::gameId).toList();
            assertThat(gameIds).as(board).containsExactly(boardId(b) + "-g1");
            lastEventMs = Math.max(lastEventMs, shared.events().get(shared.events().size() - 1).monoMs());
        }
        // one shared clock: the room ran to (at least) the last event of the longest game
        assertThat(room.nanos()).isGreaterThanOrEqualTo(lastEventMs * 1_000_000L);
        assertThat(room.steps()).isGreaterThan(BOARDS);
    }

    @Test
    void aBoardThatFailsLeavesTheRoomAndTheOthersGoOn() {
        VirtualRoom room = new VirtualRoom(0);
        Seat good = seat(0, randomGame(new SplittableRandom(7), 12));
        room.add(new PlayedBoard(good.session(), good.play()));
        room.add(new org.touchmove.firmware.runtime.VirtualBoard() {
            @Override
            public String boardId() {
                return "broken";
            }

            @Override
            public long nextStepNanos() {
                return 5_000_000L;
            }

            @Override
            public void step(long nanos) {
                throw new IllegalStateException("a sensor fault");
            }
        });
        room.run();
        assertThat(room.failures()).singleElement().satisfies(f -> {
            assertThat(f.boardId()).isEqualTo("broken");
            assertThat(f.atNanos()).isEqualTo(5_000_000L);
        });
        assertThat(log.warnings()).singleElement().asString().startsWith("ERROR board broken: step at 5000000 ns failed")
                .endsWith("java.lang.IllegalStateException: a sensor fault");
        assertThat(good.play().outcome(new PgnGamePlay.Seen()).ok()).isTrue();
    }

    private static Seat seat(int b, PgnGame game) {
        List<Event> events = new ArrayList<>();
        Settings settings = GameReplay.settings(boardId(b));
        SimulatedSession session = new SimulatedSession(settings, events::add, EventStore.inMemory(), Instant.EPOCH,
                BoardTiming.DEFAULT, counter(boardId(b)));
        NoiseProfile hand = b % 2 == 0 ? NoiseProfile.clean() : NoiseProfile.typical();
        Hands hands = new Hands(session.board(), hand, b);
        return new Seat(session, new PgnGamePlay(b, game, session, new HumanPlayer(hands, b)), events);
    }

    /** Reproducible game ids: {@code <board>-g<N>}. */
    private static Supplier<String> counter(String boardId) {
        int[] n = {0};
        return () -> boardId + "-g" + ++n[0];
    }

    private static String boardId(int b) {
        return String.format("b%02d", b);
    }

    private static PgnGame randomGame(SplittableRandom rnd, int plies) {
        Game game = Game.from(Position.START);
        while (game.outcome().isEmpty() && game.ply() < plies) {
            List<Move> legal = game.position().legalMoves();
            game = game.play(legal.get(rnd.nextInt(legal.size())));
        }
        return PgnGame.of(Map.of(), Position.START, game.moves(), Result.UNDECIDED);
    }
}
