package org.touchmove.firmware.app;

import java.util.List;
import java.util.Map;
import org.touchmove.firmware.event.Event;

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

    /** Plays a script given as text. */
    public static List<Event> playText(String script, Map<String, String> config) {
        return ScenarioRun.playText(script, config).events();
    }
}
