package org.touchmove.firmware.controller;

import org.touchmove.firmware.config.Settings;
import org.touchmove.firmware.simulation.HumanPlayer;
import org.touchmove.firmware.simulation.SimulatedSession;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.rules.Game;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;
import org.touchmove.sim.BoardTiming;
import org.touchmove.sim.hands.Hands;
import org.touchmove.sim.hands.NoiseProfile;

/**
 * The events a scenario script makes the whole controller publish (through {@link ScenarioRun}), for tests of other
 * packages that consume events (the state view, the game record).
 */
public final class ScenarioEvents {

    /** The board id {@link Settings} defaults to, which every scenario's events carry. */
    public static final String BOARD_ID = Settings.fromMap(Map.of()).boardId();

    private ScenarioEvents() {
    }

    /** Plays {@code scenarios/<name>.script} in tournament mode with default settings. */
    public static List<Event> play(String name) {
        return ScenarioRun.play(name).events();
    }

    /** Plays {@code scenarios/<name>.script} with the given configuration keys (docs/configuration.md). */
    public static List<Event> play(String name, Map<String, String> config) {
        return ScenarioRun.play(name, config).events();
    }

    /**
     * A scenario's events and what the controller itself holds at the end: the moves of its current game (UCI) and
     * its position, for checking a consumer's fold against the controller.
     */
    public record Played(List<Event> events, List<String> recordedUci, String fen) {
    }

    /** Like {@link #play(String)}, with the controller's own record of the game. */
    public static Played playRecorded(String name) {
        ScenarioRun run = ScenarioRun.play(name);
        var game = run.session().controller().game();
        return new Played(run.events(), game.moves().stream().map(m -> m.uci()).toList(), game.position().fen());
    }

    /**
     * The events of a real game played on the simulated board by a tidy human hand (as {@code touchmove replay}
     * does: the arbiter sets up the start, starts a 5400+30 clock, each move is made and pressed), up to the end of
     * the PGN's moves or the Laws' end of the game.
     */
    public static List<Event> replay(PgnGame pgn, long seed) {
        List<Event> events = new ArrayList<>();
        Settings settings = Settings.fromMap(Map.of("game.timeControl", "5400+30"));
        SimulatedSession session = new SimulatedSession(settings, events::add, ScenarioRun.START,
                BoardTiming.DEFAULT);
        HumanPlayer player = new HumanPlayer(new Hands(session.board(), NoiseProfile.clean(), seed), seed);
        session.setUp(pgn.start());
        session.startClock();
        Game game = Game.from(pgn.start());
        for (Move move : pgn.moves()) {
            if (game.outcome().isPresent() || session.controller().isFinished()) {
                break;
            }
            Position before = game.position();
            game = game.play(move);
            session.advanceTo(player.play(before, move, true));
        }
        session.settle();
        return List.copyOf(events);
    }

    /** Plays a script given as text. */
    public static List<Event> playText(String script, Map<String, String> config) {
        return ScenarioRun.playText(script, config).events();
    }
}
