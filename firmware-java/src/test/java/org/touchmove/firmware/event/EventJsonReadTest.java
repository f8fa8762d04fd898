package org.touchmove.firmware.event;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.temporal.ChronoUnit;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.app.ScenarioEvents;

class EventJsonReadTest {

    @Test
    void everyEventOfEveryScenarioReadsBackToItself() throws Exception {
        Set<String> types = new HashSet<>();
        int count = 0;
        for (String name : scenarios()) {
            for (Event e : ScenarioEvents.play(name)) {
                String line = EventJson.write(e);
                Event back = EventJson.read(line);
                Event expected = new Event(e.boardId(), e.gameId(), e.seq(), e.ts().truncatedTo(ChronoUnit.MILLIS),
                        e.monoMs(), e.body());
                assertThat(back).as(name + ": " + line).isEqualTo(expected);
                assertThat(EventJson.write(back)).isEqualTo(line);
                types.add(e.type());
                count++;
            }
        }
        assertThat(count).isGreaterThan(500);
        assertThat(types).contains("move", "irregularity", "flag", "clock", "result", "position", "new-game");
    }

    @Test
    void newGameMetadataReadsBack() {
        GameMetadata m = new GameMetadata("Open", "Berlin GER", "2026.11.30", "3", 12, "Carlsen, Magnus",
                "Caruana, Fabiano", "1503014", "2020009");
        Event e = new Event("b-1", "g-1", 7, java.time.Instant.parse("2026-11-30T22:00:00.123Z"), 99,
                new NewGameEvent("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "5400+30",
                        "tournament", m));
        assertThat(EventJson.read(EventJson.write(e))).isEqualTo(e);
    }

    @Test
    void badInputNamesWhatIsWrong() {
        String good = "{\"v\":1,\"boardId\":\"b\",\"gameId\":null,\"seq\":1,\"ts\":\"2026-11-30T22:00:00.000Z\","
                + "\"type\":\"position\",\"fen\":\"8/8/8/8/8/8/8/8 w - - 0 1\",\"ply\":0,\"mono\":0}";
        assertThat(EventJson.read(good).body()).isEqualTo(new PositionEvent("8/8/8/8/8/8/8/8 w - - 0 1", 0));
        assertThatThrownBy(() -> EventJson.read(good.replace("\"ply\":0,", "")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'ply' is missing");
        assertThatThrownBy(() -> EventJson.read(good.replace("\"ply\":0", "\"ply\":\"0\"")))
                .hasMessageContaining("'ply' must be a whole number");
        assertThatThrownBy(() -> EventJson.read(good.replace("\"type\":\"position\"", "\"type\":\"castle\"")))
                .hasMessageContaining("unknown type 'castle'");
        assertThatThrownBy(() -> EventJson.read(good.replace("\"ply\":0", "\"ply\":0,\"san\":\"e4\"")))
                .hasMessageContaining("unknown field 'san'");
        assertThatThrownBy(() -> EventJson.read(good.replace("\"v\":1", "\"v\":2")))
                .hasMessageContaining("v must be 1");
        assertThatThrownBy(() -> EventJson.read(good + "x")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> EventJson.read("[1]")).hasMessageContaining("not a JSON object");
    }

    private static List<String> scenarios() throws IOException, URISyntaxException {
        Path dir = Path.of(EventJsonReadTest.class.getResource("/scenarios").toURI());
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".script"))
                    .map(n -> n.substring(0, n.length() - ".script".length()))
                    .filter(n -> !n.startsWith("bad-")).sorted().toList();
        }
    }
}
