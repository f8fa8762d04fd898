package org.touchmove.firmware.pgn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.SharedData;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.notation.San;

/** The ../shared/data part of {@link PgnRoundTripTest} (run by scripts/test-data). */
@Tag("shared-data")
class PgnRoundTripDataTest {

    @Test
    void writeThenReadGivesTheSameGames() throws IOException {
        List<PgnGame> games = PgnReader.read(SharedData.resolve("pgn/games/chesscom_cancer0707_A.pgn"));
        List<PgnGame> sample = games.subList(0, 60);
        String written = PgnWriter.write(sample);
        // Movetext lines stay within 80 columns (tag pairs are never split).
        assertThat(written.lines().filter(l -> !l.startsWith("["))).allMatch(l -> l.length() <= 80);
        assertThat(written.lines().filter(l -> !l.startsWith("[")).anyMatch(l -> l.length() > 70)).isTrue();
        List<PgnGame> reread = PgnReader.parse(written, "written");
        assertThat(reread).hasSize(sample.size());
        for (int i = 0; i < sample.size(); i++) {
            PgnGame a = sample.get(i);
            PgnGame b = reread.get(i);
            assertThat(b.moves()).isEqualTo(a.moves());
            assertThat(b.clocks()).isEqualTo(a.clocks());
            assertThat(b.result()).isEqualTo(a.result());
            assertThat(b.start()).isEqualTo(a.start());
            assertThat(b.tags()).containsAllEntriesOf(Map.of("White", a.tags().get("White"),
                    "TimeControl", a.tags().get("TimeControl"), "Termination", a.tags().get("Termination")));
        }
    }
}
