package org.touchmove.firmware.simulation;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.command.CommandReply;
import org.touchmove.firmware.config.Settings;
import org.touchmove.firmware.event.ClockCause;
import org.touchmove.firmware.event.ClockEvent;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.MoveEvent;
import org.touchmove.firmware.event.NewGameEvent;
import org.touchmove.firmware.runtime.BoardChannel;
import org.touchmove.hal.ManualTimeSource;
import org.touchmove.hal.Occupancy;
import org.touchmove.sim.BoardTiming;
import org.touchmove.sim.script.ScriptParser;

/**
 * After its scripted part a simulated board goes on live (issue 25: after the demo of {@code touchmove run} the
 * board's time stood still): an arbiter's new game and start, sent as the MQTT channel sends them, take effect at the
 * present, the clock runs and ticks with the wall clock, the pieces are set up, and a move is played.
 */
class LiveFollowerTest {

    private static final Instant WALL_START = Instant.parse("2026-12-01T10:00:00Z");

    @Test
    void afterTheScriptTheBoardFollowsTheWallClock() throws Exception {
        List<Event> events = new CopyOnWriteArrayList<>();
        SimulatedSession session = new SimulatedSession(Settings.fromMap(Map.of("board.id", "demo-1",
                "game.timeControl", "300+3")), events::add, WALL_START, BoardTiming.DEFAULT);
        session.play(ScriptParser.parse(new java.io.StringReader(
                "tc 300+3\nsetup startpos\nstart\nlift e2\nplace e4\nwait 200\npress white\n")));
        long scriptEnd = session.time().nanos();

        ManualTimeSource wall = new ManualTimeSource(7_000_000_000L);
        LiveFollower live = new LiveFollower(session, wall);
        wall.advanceMillis(60_000); // a minute after the demo, the arbiter starts a new game
        live.step();
        BoardChannel channel = new BoardChannel(session.runtime(), () -> session.time().nanos());
        assertThat(channel.handle("c-1", "{\"id\":\"c-1\",\"type\":\"new-game\",\"timeControl\":\"60\"}",
                Instant.now()).accepted()).isTrue();
        live.step();
        assertThat(session.board().physicalOccupancy()).as("the pieces set up").isEqualTo(Occupancy.START);
        wall.advanceMillis(1_000);
        live.step();
        CommandReply start = channel.handle("c-2", "{\"id\":\"c-2\",\"type\":\"start\"}", Instant.now());
        assertThat(start.accepted()).as(start.reason()).isTrue();
        for (int i = 0; i < 25; i++) { // 2.5 s of wall time in the follower's steps
            wall.advanceMillis(100);
            live.step();
        }

        Event newGame = events.stream().filter(e -> e.body() instanceof NewGameEvent).reduce((a, b) -> b)
                .orElseThrow();
        assertThat(Duration.between(WALL_START, newGame.ts()))
                .as("the new game carries the present, not the demo's end")
                .isEqualTo(Duration.ofNanos(scriptEnd).plusSeconds(60));
        List<ClockEvent> ticks = events.stream().filter(e -> e.seq() > newGame.seq())
                .map(Event::body).filter(b -> b instanceof ClockEvent c && c.cause() == ClockCause.TICK)
                .map(ClockEvent.class::cast).toList();
        assertThat(ticks).as("the clock ticks in real time").hasSizeGreaterThanOrEqualTo(2);
        assertThat(ticks.get(ticks.size() - 1).whiteMs()).isBetween(57_000L, 58_000L);

        // A player at the board plays on (the hands are the test's).
        session.board().lift(org.touchmove.hal.Squares.parse("e2"));
        session.board().place(org.touchmove.hal.Squares.parse("e4"));
        wall.advanceMillis(300);
        live.step();
        session.board().press(org.touchmove.hal.ClockButton.WHITE);
        wall.advanceMillis(1_000);
        live.step();
        assertThat(events.stream().filter(e -> e.seq() > newGame.seq()).map(Event::body)
                .filter(b -> b instanceof MoveEvent).map(b -> ((MoveEvent) b).san())).containsExactly("e4");
    }
}
