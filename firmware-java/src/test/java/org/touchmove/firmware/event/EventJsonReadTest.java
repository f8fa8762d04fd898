package org.touchmove.firmware.event;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.controller.ScenarioEvents;

/**
 * EventJson.read is the exact inverse of EventJson.write, over every event of every scenario script, whose lines are
 * the characters Jackson's generator writes (JsonLineTest).
 */
class EventJsonReadTest {

    @Test
    void everyScenarioEventReadsBackToTheSameLine() throws IOException {
        int events = 0;
        try (Stream<Path> scripts = Files.list(Path.of("src/test/resources/scenarios"))) {
            for (Path script : scripts.filter(p -> p.toString().endsWith(".script")).sorted().toList()) {
                String name = script.getFileName().toString().replace(".script", "");
                List<Event> played;
                try {
                    played = ScenarioEvents.play(name);
                } catch (IllegalStateException e) {
                    continue; // the scripts that test script errors
                }
                for (Event e : played) {
                    String line = EventJson.write(e);
                    assertThat(line).as(name).isEqualTo(JsonLineTest.throughJackson(line)); // Jackson's very characters
                    Event back = EventJson.read(line);
                    assertThat(EventJson.write(back)).as(name).isEqualTo(line);
                    assertThat(back.body()).as(name).isEqualTo(e.body());
                    assertThat(back.seq()).isEqualTo(e.seq());
                    events++;
                }
            }
        }
        assertThat(events).isGreaterThan(500);
    }

    @Test
    void announceAndScoresheetEventsReadBack() {
        Event say = new Event("b", "g", 3, Instant.parse("2026-01-01T00:00:01Z"), 1000,
                new AnnounceEvent("Knight takes f3, check", "en", AnnouncementKind.MOVE));
        Event sheet = new Event("b", "g", 4, Instant.parse("2026-01-01T00:00:02Z"), 2000,
                new ScoresheetEvent(ScoresheetState.SIGNED, List.of(Signer.WHITE, Signer.BLACK), null, "[Event \"?\"]\n\n*\n"));
        for (Event e : List.of(say, sheet)) {
            assertThat(EventJson.read(EventJson.write(e))).isEqualTo(e);
        }
        String line = EventJson.write(sheet);
        assertThatThrownBy(() -> EventJson.read(line.replace("[\"white\",\"black\"]", "[\"white\",2]")))
                .hasMessageStartingWith("signedBy: expected an array of strings");
    }

    @Test
    void unknownFieldsAreIgnoredAndMissingOnesNamed() {
        String move = "{\"v\":1,\"boardId\":\"b\",\"gameId\":\"g\",\"seq\":7,\"ts\":\"2026-01-01T00:00:00.000Z\","
                + "\"type\":\"position\",\"fen\":\"8/8/8/8/8/8/8/K6k w - - 0 1\",\"ply\":0,\"later\":{\"x\":[1]},"
                + "\"mono\":5}";
        assertThat(EventJson.read(move).body()).isEqualTo(new PositionEvent("8/8/8/8/8/8/8/K6k w - - 0 1", 0));
        assertThatThrownBy(() -> EventJson.read(move.replace("\"ply\":0,", "")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("ply: missing");
        assertThatThrownBy(() -> EventJson.read(move.replace("\"seq\":7", "\"seq\":\"7\"")))
                .hasMessageStartingWith("seq: expected a whole number");
        assertThatThrownBy(() -> EventJson.read("[1]")).hasMessageContaining("JSON object");
        assertThatThrownBy(() -> EventJson.read(move.replace("position", "teleport")))
                .hasMessageContaining("unknown event type 'teleport'");
    }
}
