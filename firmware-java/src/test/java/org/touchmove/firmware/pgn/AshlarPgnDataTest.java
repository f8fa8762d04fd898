package org.touchmove.firmware.pgn;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.SharedData;
import org.touchmove.firmware.rules.Game;

/** Every ashlar-chess test PGN (constructed rule cases, edge cases, real games) reads and replays. */
@Tag("shared-data")
class AshlarPgnDataTest {

    @Test
    void allAshlarPgnFilesReadAndReplay() throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(SharedData.resolve("ashlar-chess/pgn"))) {
            files = walk.filter(p -> p.toString().endsWith(".pgn")).sorted().toList();
        }
        assertThat(files).hasSizeGreaterThan(700);
        int games = 0;
        for (Path f : files) {
            for (PgnGame g : PgnReader.read(f)) {
                Game replayed = g.game();
                assertThat(replayed.moves()).as(f.toString()).hasSize(g.moves().size());
                games++;
            }
        }
        assertThat(games).isGreaterThanOrEqualTo(files.size());
    }
}
