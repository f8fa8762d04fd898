package org.touchmove.firmware.dgt;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.touchmove.firmware.config.Settings;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.rules.Game;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.runtime.BoardObserver;
import org.touchmove.firmware.simulation.HumanPlayer;
import org.touchmove.firmware.simulation.SimulatedSession;
import org.touchmove.hal.OccupancySnapshot;
import org.touchmove.sim.BoardTiming;
import org.touchmove.sim.hands.Hands;
import org.touchmove.sim.hands.NoiseProfile;

/**
 * A game played by a human player through the whole controller in virtual time, its readings and committed events
 * driving a DGT source the way {@link DgtEmulation} drives it on a running board.
 */
public final class DgtReplay {

    private final PgnGame pgn;
    private final SimulatedSession session;
    private final List<Event> events = new CopyOnWriteArrayList<>();
    private volatile Consumer<Event> afterEach = e -> { };

    public DgtReplay(PgnGame pgn, String timeControl, TrackedBoardSource source) {
        this.pgn = pgn;
        ControllerEventFeed feed = new ControllerEventFeed(source, true);
        Settings settings = Settings.fromMap(Map.of("board.id", "dgt", "game.timeControl", timeControl));
        session = new SimulatedSession(settings, events::add, Instant.EPOCH, BoardTiming.DEFAULT);
        session.runtime().subscribe(new BoardObserver() {
            @Override
            public void onEvent(Event e) {
                feed.publish(e);
                afterEach.accept(e);
            }

            @Override
            public void onReading(OccupancySnapshot s) {
                source.occupancy(s.occupancy().bits());
            }
        }, Integer.MAX_VALUE, true);
    }

    /** The board's virtual time in milliseconds (what a clock beside it would count). */
    public long millis() {
        return session.time().nanos() / 1_000_000L;
    }

    /**
     * Plays the game to its end; {@code afterEach} sees each committed event after the source did. Returns every
     * event the controller published.
     */
    public List<Event> play(Consumer<Event> afterEach) {
        this.afterEach = afterEach;
        HumanPlayer player = new HumanPlayer(new Hands(session.board(), NoiseProfile.clean(), 11), 11);
        session.setUp(pgn.start());
        session.startClock();
        Game game = Game.from(pgn.start());
        for (Move move : pgn.moves()) {
            Position before = game.position();
            game = game.play(move);
            session.advanceTo(player.play(before, move, game.outcome().isEmpty()));
        }
        session.settle();
        assertThat(session.controller().game().moves()).isEqualTo(pgn.moves());
        return events;
    }
}
