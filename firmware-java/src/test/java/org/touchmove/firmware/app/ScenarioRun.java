package org.touchmove.firmware.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.touchmove.firmware.event.ClockEvent;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.IrregularityEvent;
import org.touchmove.firmware.event.MoveEvent;
import org.touchmove.firmware.publish.SequenceCounter;
import org.touchmove.sim.BoardTiming;
import org.touchmove.sim.script.ScriptException;
import org.touchmove.sim.script.ScriptParser;

/**
 * Runs one scenario script ({@code src/test/resources/scenarios/NAME.script}) through the whole controller
 * ({@link SimulatedSession}, virtual time, 30 ms debounce) and keeps every event it publishes.
 */
final class ScenarioRun {

    static final Instant START = Instant.parse("2026-01-01T00:00:00Z");

    private final List<Event> events = new ArrayList<>();
    private final SimulatedSession session;

    private ScenarioRun(Settings settings) {
        session = new SimulatedSession(settings, events::add, SequenceCounter.inMemory(), START,
                BoardTiming.DEFAULT);
    }

    /** Plays {@code scenarios/<name>.script} in tournament mode with default settings. */
    static ScenarioRun play(String name) {
        return play(name, Map.of());
    }

    /** Plays {@code scenarios/<name>.script} with the given configuration keys (docs/configuration.md). */
    static ScenarioRun play(String name, Map<String, String> config) {
        ScenarioRun run = new ScenarioRun(Settings.fromMap(config));
        String resource = "/scenarios/" + name + ".script";
        try (InputStream in = ScenarioRun.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("scenario script missing from the test resources: " + resource);
            }
            try (Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
                run.session.play(ScriptParser.parse(reader));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(resource, e);
        } catch (ScriptException e) {
            throw new IllegalStateException(resource + ": " + e.getMessage(), e);
        }
        return run;
    }

    List<Event> events() {
        return List.copyOf(events);
    }

    /** Every event but the once-a-second clock ticks, projected. */
    List<String> projected() {
        return events.stream().filter(e -> !isTick(e)).map(EventProjection::of).toList();
    }

    /** Only the events of the given types (e.g. "move", "irregularity", "result"), projected. */
    List<String> projected(String... types) {
        List<String> wanted = List.of(types);
        return events.stream().filter(e -> wanted.contains(e.type()) && !isTick(e)).map(EventProjection::of).toList();
    }

    private static boolean isTick(Event e) {
        return e.body() instanceof ClockEvent c && c.cause().equals("tick");
    }

    List<MoveEvent> moves() {
        return events.stream().filter(e -> e.body() instanceof MoveEvent).map(e -> (MoveEvent) e.body()).toList();
    }

    /** Asserts the projected events (ticks left out) are exactly {@code expected}, in order. */
    void assertEvents(String... expected) {
        assertThat(projected()).containsExactly(expected);
    }

    /** The {@code index}-th irregularity event (0-based), for its detail and ply. */
    IrregularityEvent irregularity(int index) {
        return (IrregularityEvent) events.stream().filter(e -> e.body() instanceof IrregularityEvent)
                .skip(index).findFirst().orElseThrow().body();
    }

    SimulatedSession session() {
        return session;
    }
}
