package org.touchmove.firmware.controller;

import org.touchmove.firmware.config.Settings;
import org.touchmove.firmware.simulation.HumanPlayer;
import org.touchmove.firmware.simulation.SimulatedSession;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.touchmove.firmware.command.CommandReply;
import org.touchmove.firmware.command.CommandRequest;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;
import org.touchmove.sim.BoardTiming;
import org.touchmove.sim.hands.Hands;
import org.touchmove.sim.hands.NoiseProfile;

/**
 * A simulated board driven step by step from another package's test (the hub's): a tidy hand plays moves and
 * presses the clock through the whole controller, arbiter commands go to its runtime, and the events it publishes
 * are collected. Virtual time; thread-safe (one lock).
 */
public final class LiveSession {

    private final SimulatedSession session;
    private final HumanPlayer player;
    private final List<Event> events = new ArrayList<>();

    public LiveSession(String boardId, String timeControl) {
        Settings settings = Settings.fromMap(Map.of("board.id", boardId, "game.timeControl", timeControl));
        session = new SimulatedSession(settings, this::add, Instant.now(),
                BoardTiming.DEFAULT);
        player = new HumanPlayer(new Hands(session.board(), NoiseProfile.clean(), 1), 1);
    }

    private synchronized void add(Event e) {
        events.add(e);
    }

    /** Pieces on {@code start} and a new game from it (no metadata yet). */
    public synchronized void setUp(Position start) {
        session.setUp(start);
    }

    /** The arbiter places the pieces of {@code start} (the game itself came by command, e.g. from the hub). */
    public synchronized void placePieces(Position start) {
        session.board().setup(new org.touchmove.hal.Occupancy(start.occupied()));
        session.advanceTo(session.time().nanos() + 1_000_000_000L);
    }

    public synchronized void startClock() {
        session.startClock();
    }

    /** A hand plays the move and presses the clock. */
    public synchronized void play(Position before, Move move) {
        long done = player.play(before, move, true);
        session.advanceTo(done);
        session.settle();
    }

    /**
     * No search budget for "can the opponent still mate?" (docs/dead-positions.md): a flag in a position the material
     * alone does not decide leaves the Art. 6.9 question open for the arbiter.
     */
    public synchronized void withoutMateSearch() {
        session.controller().setMateBudget(new org.touchmove.firmware.rules.MateBudget(0, 0, 0, 0));
    }

    /** Lets {@code millis} of virtual time pass. */
    public synchronized void advance(long millis) {
        session.advanceTo(session.time().nanos() + millis * 1_000_000L);
    }

    public synchronized CommandReply command(CommandRequest request) {
        return session.command(request);
    }

    public synchronized List<Event> events() {
        return List.copyOf(events);
    }
}
