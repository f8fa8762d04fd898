package org.touchmove.firmware.runtime;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.pgn.PgnReader;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;

/** The SIGKILL drill's games: real PGN games as lines of UCI moves, a seeded choice. */
final class DrillGames {

    private DrillGames() {
    }

    /** Games from the standard start with no null move and at least 20 plies, until {@code plies} are reached. */
    static List<String> pick(Path pgn, long plies, long seed) throws IOException {
        List<Path> files;
        if (Files.isDirectory(pgn)) {
            try (Stream<Path> s = Files.list(pgn)) {
                files = s.filter(f -> f.toString().endsWith(".pgn")).sorted().toList();
            }
        } else {
            files = List.of(pgn);
        }
        SplittableRandom rnd = new SplittableRandom(seed);
        List<String> games = new ArrayList<>();
        long total = 0;
        for (int round = 0; total < plies && round < 50; round++) {
            for (Path file : files) {
                try (PgnReader reader = PgnReader.open(file)) {
                    int skip = round * 7 + rnd.nextInt(7);
                    for (var game = reader.next(); game.isPresent() && total < plies; game = reader.next()) {
                        PgnGame g = game.get();
                        if (skip-- > 0 || g.hasNullMove() || !g.start().fen().equals(Position.START.fen())
                                || g.moves().size() < 20) {
                            continue;
                        }
                        games.add(String.join(" ", g.moves().stream().map(Move::uci).toList()));
                        total += g.moves().size();
                        break; // one game per file and round

                    }
                }
            }
        }
        return games;
    }
}
